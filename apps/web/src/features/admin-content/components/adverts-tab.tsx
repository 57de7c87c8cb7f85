import {
  ADVERT_AREAS,
  type AdminAdvertDto,
  type AdminCategoryDto,
  type AdvertArea,
} from '@marketplace/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AdminImageUpload } from '#web/shared/admin/admin-image-upload.tsx';
import { AdminLoadState } from '#web/shared/admin/admin-page.tsx';
import { translateServerMessage } from '#web/shared/lib/server-message.ts';
import { applyServerErrors } from '#web/shared/lib/server-errors.ts';
import { toast } from '#web/shared/lib/toast.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { Checkbox } from '#web/shared/ui/checkbox.tsx';
import { Field } from '#web/shared/ui/field.tsx';
import { Input } from '#web/shared/ui/input.tsx';
import { Select } from '#web/shared/ui/select.tsx';
import { useAdminAdverts, useCreateAdvert, useTargetCategories, useUpdateAdvert } from '../api/content.ts';

const message = (text: string | undefined) => (text ? translateServerMessage(text) : undefined);

const flat = (tree: readonly AdminCategoryDto[], depth = 0): { id: number; label: string }[] =>
  tree.flatMap((node) => [
    { id: node.id, label: `${'— '.repeat(depth)}${node.name}` },
    ...flat(node.children, depth + 1),
  ]);

/** Adverts per area: a list, and a form with an image upload, a link and target categories. */
export function AdvertsTab() {
  const { t } = useTranslation('admin');
  const adverts = useAdminAdverts();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  if (!adverts.data)
    return <AdminLoadState failed={adverts.isError} onRetry={() => void adverts.refetch()} />;
  if (editing !== null) {
    const advert = editing === 'new' ? undefined : adverts.data.find((item) => item.id === editing);
    return <AdvertForm key={editing} advert={advert} onDone={() => setEditing(null)} />;
  }
  return (
    <div className="flex flex-col gap-4">
      <div>
        <Button onClick={() => setEditing('new')}>{t('content.adverts.add')}</Button>
      </div>
      {adverts.data.length === 0 ? (
        <p className="rounded-xl bg-surface p-4 text-ink-muted ring-1 ring-line">{t('console.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label={t('content.tabs.adverts')}>
          {adverts.data.map((advert) => (
            <li
              key={advert.id}
              className="flex flex-wrap items-center gap-3 rounded-xl bg-surface p-3 ring-1 ring-line"
            >
              {advert.imageUrl && (
                <img src={advert.imageUrl} alt="" className="h-12 w-24 rounded-lg object-cover" />
              )}
              <div className="min-w-0 flex-1">
                <p className="font-semibold break-words">{advert.alt ?? '—'}</p>
                <p className="text-sm text-ink-muted">
                  {t(`content.adverts.areas.${advert.area}`)} ·{' '}
                  {advert.active ? t('content.adverts.active') : t('content.adverts.inactive')}
                </p>
              </div>
              <Button
                variant="outline"
                size="sm"
                onClick={() => setEditing(advert.id)}
                aria-label={t('content.adverts.editNamed', { alt: advert.alt ?? advert.id })}
              >
                {t('catalog.edit')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

interface AdvertValues {
  area: AdvertArea;
  imageFileId: string;
  alt: string;
  referenceUrl: string;
  categoryIds: string[];
  position: string;
  active: boolean;
}

function AdvertForm({ advert, onDone }: { advert: AdminAdvertDto | undefined; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const categories = useTargetCategories();
  const create = useCreateAdvert();
  const update = useUpdateAdvert(advert?.id ?? 0);
  const [imageUrl, setImageUrl] = useState(advert?.imageUrl ?? null);
  const form = useForm<AdvertValues>({
    defaultValues: {
      area: advert?.area ?? 'web_top',
      imageFileId: '',
      alt: advert?.alt ?? '',
      referenceUrl: advert?.referenceUrl ?? '',
      categoryIds: (advert?.categoryIds ?? []).map(String),
      position: String(advert?.position ?? 0),
      active: advert?.active ?? true,
    },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    const input = {
      area: values.area,
      alt: values.alt,
      referenceUrl: values.referenceUrl.trim() || null,
      categoryIds: values.categoryIds.map(Number),
      position: Number(values.position) || 0,
      active: values.active,
      ...(values.imageFileId ? { imageFileId: values.imageFileId } : {}),
    };
    try {
      if (advert) await update.mutateAsync(input);
      else await create.mutateAsync(input);
      toast.success(t('console.saved'));
      onDone();
    } catch (error) {
      applyServerErrors(error, form.setError, {
        shouldFocus: true,
        fields: (path) => (path.startsWith('categoryIds') ? 'categoryIds' : (path as keyof AdvertValues)),
      });
    }
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-4 rounded-xl bg-surface p-4 ring-1 ring-line"
      aria-labelledby="advert-form-title"
    >
      <h2 id="advert-form-title" className="text-lg font-bold">
        {advert ? t('content.adverts.editNamed', { alt: advert.alt ?? advert.id }) : t('content.adverts.add')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('content.adverts.area')} error={message(errors.area?.message)}>
          {(control) => (
            <Select
              {...control}
              {...form.register('area')}
              options={ADVERT_AREAS.map((area) => ({
                value: area,
                label: t(`content.adverts.areas.${area}`),
              }))}
            />
          )}
        </Field>
        <Field
          label={t('content.adverts.alt')}
          required
          error={message(errors.alt?.message)}
          hint={t('content.adverts.altHint')}
        >
          {(control) => <Input {...control} {...form.register('alt')} maxLength={200} />}
        </Field>
        <Field
          label={t('content.adverts.link')}
          error={message(errors.referenceUrl?.message)}
          hint={t('content.adverts.linkHint')}
        >
          {(control) => (
            <Input {...control} {...form.register('referenceUrl')} inputMode="url" maxLength={500} />
          )}
        </Field>
        <Field label={t('content.pages.position')} error={message(errors.position?.message)}>
          {(control) => <Input {...control} {...form.register('position')} inputMode="numeric" />}
        </Field>
      </div>
      <AdminImageUpload
        label={t('content.adverts.image')}
        imageUrl={imageUrl}
        error={message(errors.imageFileId?.message)}
        onUploaded={(image) => {
          form.setValue('imageFileId', image.fileId);
          setImageUrl(image.url);
        }}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-semibold">{t('content.adverts.categories')}</legend>
        <p className="text-sm text-ink-muted">{t('content.adverts.categoriesHint')}</p>
        {errors.categoryIds?.message && (
          <p role="alert" className="text-sm font-medium text-danger-700">
            {message(errors.categoryIds.message)}
          </p>
        )}
        <div className="grid max-h-64 gap-1 overflow-y-auto sm:grid-cols-2">
          {flat(categories.data ?? []).map((category) => (
            <Checkbox
              key={category.id}
              label={category.label}
              value={String(category.id)}
              {...form.register('categoryIds')}
            />
          ))}
        </div>
      </fieldset>
      <Checkbox label={t('content.adverts.activeLabel')} {...form.register('active')} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={create.isPending || update.isPending}>
          {t('console.save')}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          {t('console.cancel')}
        </Button>
      </div>
    </form>
  );
}
