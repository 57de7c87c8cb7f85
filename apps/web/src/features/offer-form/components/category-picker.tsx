import type { CategoryDto, OfferType } from '@marketplace/contract';
import { useTranslation } from 'react-i18next';
import { Field } from '#web/shared/ui/field.tsx';
import { Select } from '#web/shared/ui/select.tsx';

export interface CategoryPickerProps {
  categories: readonly CategoryDto[];
  /** The top-level category shown in the first list. */
  topId: number | null;
  /** The category the offer goes in (a subcategory, or a top-level category without any). */
  categoryId: number | null;
  /** When editing, only categories of the offer's type can be chosen (the type is fixed). */
  lockedType?: OfferType | undefined;
  error?: string | undefined;
  onChange: (change: { topId: number | null; categoryId: number | null }) => void;
}

/** The two-level category choice: a top-level category, then one of its subcategories. */
export function CategoryPicker({
  categories,
  topId,
  categoryId,
  lockedType,
  error,
  onChange,
}: CategoryPickerProps) {
  const { t } = useTranslation();
  const top = categories.find((category) => category.id === topId);
  const hasChildren = (top?.children.length ?? 0) > 0;
  const toOptions = (list: readonly CategoryDto[]) =>
    list.map((category) => ({
      value: String(category.id),
      label: category.name,
      disabled: lockedType !== undefined && category.offerType !== lockedType,
    }));

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field label={t('offerForm.category.main')} error={top && hasChildren ? undefined : error} required>
        {(control) => (
          <Select
            {...control}
            name="topCategory"
            value={topId === null ? '' : String(topId)}
            placeholder={t('offerForm.category.choose')}
            options={toOptions(categories)}
            onChange={(event) => {
              const id = event.target.value === '' ? null : Number(event.target.value);
              const next = categories.find((category) => category.id === id);
              onChange({ topId: id, categoryId: next && next.children.length === 0 ? next.id : null });
            }}
          />
        )}
      </Field>
      {top && hasChildren && (
        <Field label={t('offerForm.category.sub')} error={error} required>
          {(control) => (
            <Select
              {...control}
              name="categoryId"
              value={categoryId === null ? '' : String(categoryId)}
              placeholder={t('offerForm.category.chooseSub')}
              options={toOptions(top.children)}
              onChange={(event) =>
                onChange({
                  topId: top.id,
                  categoryId: event.target.value === '' ? null : Number(event.target.value),
                })
              }
            />
          )}
        </Field>
      )}
    </div>
  );
}
