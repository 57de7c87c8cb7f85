import { BLOCKED_DOMAIN_MAX, BLOCKED_DOMAIN_NOTE_MAX } from '@marketplace/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AdminForm, AdminFormButtons, fieldError } from '#web/shared/admin/admin-form.tsx';
import { AdminLoadState } from '#web/shared/admin/admin-page.tsx';
import { formatDateTime } from '#web/shared/lib/format.ts';
import { useRegion } from '#web/shared/lib/region-context.tsx';
import { applyServerErrors } from '#web/shared/lib/server-errors.ts';
import { toast } from '#web/shared/lib/toast.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { Checkbox } from '#web/shared/ui/checkbox.tsx';
import { Field } from '#web/shared/ui/field.tsx';
import { Input } from '#web/shared/ui/input.tsx';
import { useBlockDomain, useBlockedDomains, useUnblockDomain } from '../api/safety.ts';

interface DomainFormValues {
  domain: string;
  note: string;
  bothEditions: boolean;
}

/** Blocked domains: a link to any of them warns its recipient, in every message. */
export function BlockedDomains() {
  const { t } = useTranslation('admin');
  const region = useRegion();
  const domains = useBlockedDomains();
  const block = useBlockDomain();
  const unblock = useUnblockDomain();
  const form = useForm<DomainFormValues>({ defaultValues: { domain: '', note: '', bothEditions: false } });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      const added = await block.mutateAsync(values);
      toast.success(t('safety.domains.added', { domain: added.domain }));
      form.reset();
    } catch (error) {
      applyServerErrors(error, form.setError, { shouldFocus: true });
    }
  });
  const remove = async (id: number, domain: string) => {
    try {
      await unblock.mutateAsync(id);
      toast.success(t('safety.domains.removed', { domain }));
    } catch (error) {
      applyServerErrors(error, () => undefined);
    }
  };
  return (
    <section className="flex flex-col gap-3" aria-labelledby="blocked-domains-title">
      <h2 id="blocked-domains-title" className="text-xl font-bold">
        {t('safety.domains.title')}
      </h2>
      <p className="text-sm text-ink-muted">{t('safety.domains.intro')}</p>
      <AdminForm id="block-domain-title" title={t('safety.domains.add')} onSubmit={submit}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={t('safety.domains.domain')}
            required
            error={fieldError(errors.domain?.message)}
            hint={t('safety.domains.domainHint')}
          >
            {(control) => (
              <Input
                {...control}
                {...form.register('domain')}
                maxLength={BLOCKED_DOMAIN_MAX}
                autoCapitalize="none"
                spellCheck={false}
              />
            )}
          </Field>
          <Field label={t('safety.domains.note')} error={fieldError(errors.note?.message)}>
            {(control) => (
              <Input {...control} {...form.register('note')} maxLength={BLOCKED_DOMAIN_NOTE_MAX} />
            )}
          </Field>
        </div>
        <Checkbox label={t('safety.domains.bothEditions')} {...form.register('bothEditions')} />
        <AdminFormButtons submit={t('safety.domains.block')} pending={block.isPending} />
      </AdminForm>
      {!domains.data ? (
        <AdminLoadState failed={domains.isError} onRetry={() => void domains.refetch()} />
      ) : domains.data.items.length === 0 ? (
        <p className="rounded-xl bg-surface p-4 text-ink-muted ring-1 ring-line">
          {t('safety.domains.none')}
        </p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label={t('safety.domains.title')}>
          {domains.data.items.map((item) => (
            <li
              key={item.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-surface p-3 ring-1 ring-line"
              data-testid="blocked-domain"
            >
              <div className="min-w-0">
                <p className="font-semibold break-all">{item.domain}</p>
                <p className="text-sm break-words text-ink-muted">
                  {[
                    item.note,
                    item.bothEditions ? t('safety.domains.inBoth') : null,
                    item.createdBy?.username,
                    formatDateTime(item.createdAt, region),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              </div>
              <Button
                variant="outline"
                size="sm"
                onClick={() => void remove(item.id, item.domain)}
                aria-label={t('safety.domains.removeLabel', { domain: item.domain })}
              >
                {t('safety.domains.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
