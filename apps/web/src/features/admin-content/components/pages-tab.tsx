import { PAGE_PATHS, type AdminPageDto, type AdminPagesDto } from '@marketplace/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AdminLoadState } from '#web/shared/admin/admin-page.tsx';
import { translateServerMessage } from '#web/shared/lib/server-message.ts';
import { applyServerErrors } from '#web/shared/lib/server-errors.ts';
import { toast } from '#web/shared/lib/toast.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { Checkbox } from '#web/shared/ui/checkbox.tsx';
import { Field } from '#web/shared/ui/field.tsx';
import { Input } from '#web/shared/ui/input.tsx';
import { Select } from '#web/shared/ui/select.tsx';
import { TextArea } from '#web/shared/ui/text-area.tsx';
import {
  useAdminPages,
  useCreatePage,
  useCreatePageGroup,
  usePagePreview,
  useUpdatePage,
} from '../api/content.ts';

const message = (text: string | undefined) => (text ? translateServerMessage(text) : undefined);

/** Static page groups and pages: a list, and an editor with a sanitised preview. */
export function PagesTab() {
  const { t } = useTranslation('admin');
  const pages = useAdminPages();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  if (!pages.data) return <AdminLoadState failed={pages.isError} onRetry={() => void pages.refetch()} />;
  const data = pages.data;
  if (editing !== null) {
    const page = editing === 'new' ? undefined : data.pages.find((item) => item.id === editing);
    return <PageEditor key={editing} page={page} groups={data.groups} onDone={() => setEditing(null)} />;
  }
  const groupTitle = (id: number | null) =>
    data.groups.find((group) => group.id === id)?.title ?? t('content.pages.noGroup');
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => setEditing('new')}>{t('content.pages.add')}</Button>
      </div>
      <GroupForm />
      {data.pages.length === 0 ? (
        <p className="rounded-xl bg-surface p-4 text-ink-muted ring-1 ring-line">{t('console.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label={t('content.tabs.pages')}>
          {data.pages.map((page) => (
            <li
              key={page.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-surface p-3 ring-1 ring-line"
            >
              <div className="min-w-0">
                <p className="font-semibold break-words">{page.title}</p>
                <p className="text-sm text-ink-muted">
                  /info/{page.slug} · {groupTitle(page.groupId)} ·{' '}
                  {page.published ? t('content.pages.published') : t('content.pages.hidden')}
                </p>
              </div>
              <Button
                variant="outline"
                size="sm"
                onClick={() => setEditing(page.id)}
                aria-label={t('content.pages.editNamed', { title: page.title })}
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

function GroupForm() {
  const { t } = useTranslation('admin');
  const create = useCreatePageGroup();
  const form = useForm<{ title: string }>({ defaultValues: { title: '' } });
  const submit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync({ title: values.title });
      form.reset();
      toast.success(t('console.saved'));
    } catch (error) {
      applyServerErrors(error, form.setError);
    }
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-wrap items-end gap-2 rounded-xl bg-surface p-3 ring-1 ring-line"
    >
      <Field
        label={t('content.pages.newGroup')}
        error={message(form.formState.errors.title?.message)}
        className="min-w-0 flex-1"
      >
        {(control) => <Input {...control} {...form.register('title')} maxLength={80} />}
      </Field>
      <Button type="submit" variant="secondary" disabled={create.isPending}>
        {t('content.pages.addGroup')}
      </Button>
    </form>
  );
}

interface PageValues {
  title: string;
  slug: string;
  groupId: string;
  position: string;
  published: boolean;
  content: string;
}

function PageEditor({
  page,
  groups,
  onDone,
}: {
  page: AdminPageDto | undefined;
  groups: AdminPagesDto['groups'];
  onDone: () => void;
}) {
  const { t } = useTranslation('admin');
  const create = useCreatePage();
  const update = useUpdatePage(page?.id ?? 0);
  const preview = usePagePreview();
  const form = useForm<PageValues>({
    defaultValues: {
      title: page?.title ?? '',
      slug: page?.slug ?? '',
      groupId: page?.groupId ? String(page.groupId) : '',
      position: String(page?.position ?? 0),
      published: page?.published ?? true,
      content: page?.content ?? '',
    },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    const input = {
      title: values.title,
      slug: values.slug.trim(),
      content: values.content,
      groupId: values.groupId ? Number(values.groupId) : null,
      position: Number(values.position) || 0,
      published: values.published,
    };
    try {
      if (page) await update.mutateAsync(input);
      else await create.mutateAsync(input);
      toast.success(t('console.saved'));
      onDone();
    } catch (error) {
      applyServerErrors(error, form.setError, { shouldFocus: true });
    }
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-4 rounded-xl bg-surface p-4 ring-1 ring-line"
      aria-labelledby="page-editor-title"
    >
      <h2 id="page-editor-title" className="text-lg font-bold">
        {page ? t('content.pages.editNamed', { title: page.title }) : t('content.pages.add')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('content.pages.title')} required error={message(errors.title?.message)}>
          {(control) => <Input {...control} {...form.register('title')} maxLength={120} />}
        </Field>
        <Field
          label={t('content.pages.slug')}
          required
          error={message(errors.slug?.message)}
          hint={t('content.pages.slugHint', { path: PAGE_PATHS.staticPage.replace(':slug', '…') })}
        >
          {(control) => <Input {...control} {...form.register('slug')} maxLength={80} />}
        </Field>
        <Field label={t('content.pages.group')} error={message(errors.groupId?.message)}>
          {(control) => (
            <Select
              {...control}
              {...form.register('groupId')}
              placeholder={t('content.pages.noGroup')}
              options={groups.map((group) => ({ value: String(group.id), label: group.title }))}
            />
          )}
        </Field>
        <Field label={t('content.pages.position')} error={message(errors.position?.message)}>
          {(control) => <Input {...control} {...form.register('position')} inputMode="numeric" />}
        </Field>
      </div>
      <Checkbox
        label={t('content.pages.publishedLabel')}
        description={t('content.pages.publishedHint')}
        {...form.register('published')}
      />
      <Field
        label={t('content.pages.body')}
        error={message(errors.content?.message)}
        hint={t('content.pages.bodyHint')}
      >
        {(control) => (
          <TextArea {...control} {...form.register('content')} rows={12} className="font-mono text-sm" />
        )}
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={create.isPending || update.isPending}>
          {t('console.save')}
        </Button>
        <Button
          type="button"
          variant="outline"
          onClick={() => preview.mutate(form.getValues('content'))}
          disabled={preview.isPending}
        >
          {t('content.pages.preview')}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          {t('console.cancel')}
        </Button>
      </div>
      {preview.data && (
        <section aria-labelledby="page-preview-title" className="rounded-xl bg-canvas p-4 ring-1 ring-line">
          <h3 id="page-preview-title" className="mb-2 text-sm font-semibold text-ink-muted">
            {t('content.pages.previewTitle')}
          </h3>
          {/* The server's sanitiser made this HTML: what a save keeps, and what the page shows. */}
          <div
            className="prose-content max-w-none"
            data-testid="page-preview"
            dangerouslySetInnerHTML={{ __html: preview.data.content }}
          />
        </section>
      )}
    </form>
  );
}
