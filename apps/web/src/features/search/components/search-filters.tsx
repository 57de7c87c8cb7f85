import type { CategoryDto, CustomFormFieldDto } from '@marketplace/contract';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegion } from '#web/shared/lib/region-context.tsx';
import { Checkbox } from '#web/shared/ui/checkbox.tsx';
import { cn } from '#web/shared/ui/cn.ts';
import { NumberInput } from '#web/shared/ui/number-input.tsx';
import { Select } from '#web/shared/ui/select.tsx';
import { useCustomFields } from '#web/shared/api/get-custom-fields.ts';
import { categoryPath } from '../lib/category-tree.ts';
import { currencySymbol } from '../lib/currency-symbol.ts';
import { filterGroupsFor, pruneFilters } from '../lib/search-request.ts';
import {
  ACCOUNT_TYPE_FILTERS,
  SALARY_PERIODS,
  type AccountTypeFilter,
  type Range,
  type SalaryPeriod,
  type SearchFilterValues,
  type SearchState,
} from '../lib/search-state.ts';
import { CategoryFilter } from './category-filter.tsx';

/** What the filter panel edits: the category and the filters. */
export type FilterDraft = Pick<SearchState, 'categoryId' | 'filters'>;

/** 'now' for a choice (select, checkbox, category); 'debounced' for typing in a number input. */
export type ChangeTiming = 'now' | 'debounced';

export interface SearchFiltersProps {
  value: FilterDraft;
  onChange: (next: FilterDraft, timing: ChangeTiming) => void;
  categories: readonly CategoryDto[] | undefined;
  /** Facet counts for the children of `value.categoryId`, when the results belong to it. */
  counts: ReadonlyMap<number, number> | undefined;
  className?: string;
}

function Group({ legend, children }: { legend: ReactNode; children: ReactNode }) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-2 border-t border-line pt-4">
      <legend className="float-left mb-2 w-full text-sm font-semibold text-ink">{legend}</legend>
      {children}
    </fieldset>
  );
}

function setBound(range: Range, side: keyof Range, value: number | undefined): Range {
  const next = { ...range };
  if (value === undefined) delete next[side];
  else next[side] = value;
  return next;
}

function RangeInputs({
  value,
  onChange,
  disabled,
}: {
  value: Range;
  onChange: (next: Range) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="grid grid-cols-2 gap-2">
      {(['from', 'to'] as const).map((side) => (
        <div key={side} className="flex min-w-0 flex-col gap-1">
          <label htmlFor={`${id}-${side}`} className="text-xs font-medium text-ink-muted">
            {t(`search.filters.${side}`)}
          </label>
          <NumberInput
            id={`${id}-${side}`}
            value={value[side]}
            disabled={disabled}
            onValueChange={(next) => onChange(setBound(value, side, next))}
            className="h-10"
          />
        </div>
      ))}
    </div>
  );
}

function LabelledSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex flex-col gap-2 border-t border-line pt-4">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <Select
        id={id}
        value={value}
        placeholder={t('search.filters.any')}
        options={options}
        onChange={(event) => onChange(event.target.value)}
        className="h-10"
      />
    </div>
  );
}

function AccountTypeChoice({
  value,
  onChange,
}: {
  value: AccountTypeFilter | undefined;
  onChange: (value: AccountTypeFilter | undefined) => void;
}) {
  const { t } = useTranslation();
  const name = useId();
  const options: { value: AccountTypeFilter | undefined; label: string }[] = [
    { value: undefined, label: t('search.filters.accountAll') },
    ...ACCOUNT_TYPE_FILTERS.map((type) => ({
      value: type,
      label: t(type === 'person' ? 'search.filters.accountPerson' : 'search.filters.accountCompany'),
    })),
  ];
  return (
    <Group legend={t('search.filters.accountType')}>
      <div className="flex flex-wrap gap-1.5">
        {options.map((option) => {
          const checked = option.value === value;
          return (
            <label
              key={option.value ?? 'all'}
              className={cn(
                'relative cursor-pointer rounded-full border px-3 py-1.5 text-sm font-medium transition-colors',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-brand-600',
                checked
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-line-strong bg-surface text-ink hover:border-brand-600',
              )}
            >
              <input
                type="radio"
                name={name}
                className="absolute inset-0 size-full cursor-pointer appearance-none rounded-full opacity-0"
                checked={checked}
                onChange={() => onChange(option.value)}
              />
              {option.label}
            </label>
          );
        })}
      </div>
    </Group>
  );
}

function AttributeFilterInput({
  field,
  value,
  onChange,
}: {
  field: CustomFormFieldDto;
  value: SearchFilterValues['attributes'][string] | undefined;
  onChange: (value: SearchFilterValues['attributes'][string] | undefined, timing: ChangeTiming) => void;
}) {
  const { t } = useTranslation();
  if (field.type === 'string') {
    if (!field.enum || field.enum.length === 0) return null;
    return (
      <LabelledSelect
        label={field.title}
        value={typeof value === 'string' ? value : ''}
        options={field.enum.map((option) => ({ value: option, label: option }))}
        onChange={(next) => onChange(next === '' ? undefined : next, 'now')}
      />
    );
  }
  const legend = field.unit
    ? t('search.filters.withUnit', { title: field.title, unit: field.unit })
    : field.title;
  const range = typeof value === 'object' ? value : {};
  return (
    <Group legend={legend}>
      <RangeInputs
        value={range}
        onChange={(next) =>
          onChange(next.from === undefined && next.to === undefined ? undefined : next, 'debounced')
        }
      />
    </Group>
  );
}

/**
 * The filters of spec 000 "Search": category with facet counts, then the filters of the category's
 * offer type (the general ones without a category) and its custom fields.
 */
export function SearchFilters({ value, onChange, categories, counts, className }: SearchFiltersProps) {
  const { t } = useTranslation();
  const region = useRegion();
  const currency = currencySymbol(region);
  const offerType = categoryPath(categories ?? [], value.categoryId).at(-1)?.offerType;
  const groups = filterGroupsFor(offerType);
  const has = (group: (typeof groups)[number]) => groups.includes(group);
  const fields = useCustomFields(value.categoryId).data ?? [];
  const { filters } = value;
  const setFilters = (next: Partial<SearchFilterValues>, timing: ChangeTiming) =>
    onChange({ ...value, filters: { ...filters, ...next } }, timing);

  const selectCategory = (categoryId: number | undefined) => {
    const type = categoryPath(categories ?? [], categoryId).at(-1)?.offerType;
    onChange({ categoryId, filters: pruneFilters(filters, filterGroupsFor(type)) }, 'now');
  };

  return (
    <div className={cn('flex flex-col gap-4', className)}>
      <Group legend={t('search.filters.category')}>
        <CategoryFilter
          categories={categories}
          selectedId={value.categoryId}
          counts={counts}
          onSelect={selectCategory}
        />
      </Group>

      {has('price') && (
        <Group legend={t('search.filters.price', { currency })}>
          <RangeInputs
            value={filters.price}
            disabled={has('free') && filters.free}
            onChange={(price) => setFilters({ price }, 'debounced')}
          />
          {has('free') && (
            <Checkbox
              label={t('search.filters.free')}
              checked={filters.free}
              onChange={(event) => setFilters({ free: event.target.checked }, 'now')}
              className="mt-1"
            />
          )}
        </Group>
      )}

      {has('salary') && (
        <Group legend={t('search.filters.salary', { currency })}>
          <RangeInputs value={filters.salary} onChange={(salary) => setFilters({ salary }, 'debounced')} />
          <SalaryPeriodSelect
            value={filters.salaryPeriod ?? 'monthly'}
            onChange={(salaryPeriod) => setFilters({ salaryPeriod }, 'now')}
          />
        </Group>
      )}

      {has('servicePrice') && (
        <Group legend={t('search.filters.servicePrice', { currency })}>
          <RangeInputs
            value={filters.servicePrice}
            onChange={(servicePrice) => setFilters({ servicePrice }, 'debounced')}
          />
        </Group>
      )}

      {has('delivery') && (
        <LabelledSelect
          label={t('search.filters.delivery')}
          value={filters.delivery ?? ''}
          options={[
            { value: 'courier', label: t('search.filters.courier') },
            { value: 'pickup', label: t('search.filters.pickup') },
          ]}
          onChange={(delivery) =>
            setFilters(
              { delivery: delivery === 'courier' || delivery === 'pickup' ? delivery : undefined },
              'now',
            )
          }
        />
      )}

      {has('accountType') && (
        <AccountTypeChoice
          value={filters.accountType}
          onChange={(accountType) => setFilters({ accountType }, 'now')}
        />
      )}

      {fields.map((field) => (
        <AttributeFilterInput
          key={field.name}
          field={field}
          value={filters.attributes[field.name]}
          onChange={(next, timing) => {
            const attributes = { ...filters.attributes };
            if (next === undefined) delete attributes[field.name];
            else attributes[field.name] = next;
            setFilters({ attributes }, timing);
          }}
        />
      ))}
    </div>
  );
}

function SalaryPeriodSelect({
  value,
  onChange,
}: {
  value: SalaryPeriod;
  onChange: (value: SalaryPeriod) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="mt-1 flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-ink-muted">
        {t('search.filters.period')}
      </label>
      <Select
        id={id}
        value={value}
        options={SALARY_PERIODS.map((period) => ({ value: period, label: t(`search.filters.${period}`) }))}
        onChange={(event) => onChange(event.target.value as SalaryPeriod)}
        className="h-10"
      />
    </div>
  );
}
