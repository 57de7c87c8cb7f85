import { REGION_SETTINGS, type DataExportDto, type Region } from '@marketplace/contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '#web/shared/lib/format.ts';
import { useRegion } from '#web/shared/lib/region-context.tsx';
import { toastError } from '#web/shared/lib/toast.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { Skeleton } from '#web/shared/ui/skeleton.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { useDataExportLink, useDataExports, useRequestDataExport } from '../api/data-exports.ts';
import { SettingsSection } from './settings-section.tsx';

/** The section's anchor: the ready e-mail links to it. */
export const DATA_EXPORT_ANCHOR = 'your-data';

/** An archive's size in the edition's format: `2.4 MB` / `2,4 MB`. */
export function formatFileSize(bytes: number, region: Region): string {
  const [unit, value] =
    bytes >= 1_000_000
      ? (['megabyte', bytes / 1_000_000] as const)
      : (['kilobyte', Math.max(1, bytes / 1000)] as const);
  return new Intl.NumberFormat(REGION_SETTINGS[region].locale, {
    style: 'unit',
    unit,
    maximumFractionDigits: 1,
  }).format(value);
}

/** Sends the browser to the archive's short-lived link: the answer is an attachment, the page stays. */
export function startDownload(url: string): void {
  window.location.assign(url);
}

function Ready({ latest }: { latest: DataExportDto }) {
  const { t } = useTranslation();
  const region = useRegion();
  const link = useDataExportLink();
  return (
    <div className="flex flex-col gap-3 rounded-xl bg-brand-50 p-4" data-testid="data-export-ready">
      <p className="font-semibold">{t('accountSettings.dataExport.ready')}</p>
      <p className="text-sm text-ink-muted">
        {t('accountSettings.dataExport.readyDetails', {
          size: formatFileSize(latest.size ?? 0, region),
          date: formatDateTime(latest.expiresAt!, region),
        })}
      </p>
      <Button
        className="self-start"
        loading={link.isPending}
        onClick={() =>
          link.mutate(latest.id, {
            onSuccess: ({ url }) => startDownload(url),
            onError: toastError,
          })
        }
      >
        {t('accountSettings.dataExport.download')}
      </Button>
    </div>
  );
}

/**
 * Account settings' "Download my data" (issue 24, GDPR art. 20, decision 077): asks for an
 * archive, shows it being prepared (polling), then its download link until it expires.
 */
export function DataExportSection({ email }: { email: string }) {
  const { t } = useTranslation();
  const region = useRegion();
  const exports = useDataExports();
  const request = useRequestDataExport();
  const ref = useRef<HTMLDivElement>(null);

  // Opened from the e-mail's link (…/account-settings#your-data): brought into view once shown.
  const shown = !exports.isPending;
  useEffect(() => {
    if (shown && window.location.hash === `#${DATA_EXPORT_ANCHOR}`) ref.current?.scrollIntoView();
  }, [shown]);

  let body;
  if (exports.isPending) body = <Skeleton className="h-16 w-full" />;
  else if (exports.isError)
    body = (
      <div className="flex flex-col items-start gap-3">
        <p role="alert" className="text-ink-muted">
          {t('errors.loadData')}
        </p>
        <Button variant="outline" size="sm" onClick={() => void exports.refetch()}>
          {t('accountSettings.retry')}
        </Button>
      </div>
    );
  else {
    const latest = exports.data.items[0];
    const nextRequestAt = exports.data.nextRequestAt;
    const preparing = latest?.status === 'preparing';
    body = (
      <>
        <p className="text-sm text-ink-muted">{t('accountSettings.dataExport.description')}</p>
        <div role="status" aria-live="polite">
          {preparing && (
            <div
              className="flex items-start gap-3 rounded-xl bg-canvas p-4"
              data-testid="data-export-preparing"
            >
              <Spinner decorative className="mt-0.5 shrink-0 text-brand-700" />
              <div className="min-w-0">
                <p className="font-semibold">{t('accountSettings.dataExport.preparing')}</p>
                <p className="text-sm wrap-anywhere text-ink-muted">
                  {t('accountSettings.dataExport.preparingEmail', { email })}
                </p>
              </div>
            </div>
          )}
          {latest?.status === 'ready' && <Ready latest={latest} />}
          {latest?.status === 'expired' && latest.expiresAt && (
            <p className="text-sm text-ink-muted">
              {t('accountSettings.dataExport.expired', { date: formatDateTime(latest.expiresAt, region) })}
            </p>
          )}
        </div>
        {!preparing &&
          (nextRequestAt ? (
            <p className="text-sm text-ink-muted">
              {t('accountSettings.dataExport.nextRequest', { date: formatDateTime(nextRequestAt, region) })}
            </p>
          ) : (
            <Button
              variant={latest?.status === 'ready' ? 'outline' : 'primary'}
              className="self-start"
              loading={request.isPending}
              onClick={() => request.mutate(undefined, { onError: toastError })}
            >
              {t('accountSettings.dataExport.request')}
            </Button>
          ))}
      </>
    );
  }

  return (
    <div id={DATA_EXPORT_ANCHOR} ref={ref} className="scroll-mt-24 lg:col-span-2">
      <SettingsSection title={t('accountSettings.dataExport.title')}>{body}</SettingsSection>
    </div>
  );
}
