import { lazy, Suspense, useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '#web/shared/lib/auth-store.ts';
import { currentReturnPath, loginPathFor } from '#web/shared/lib/login-path.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { Modal } from '#web/shared/ui/modal.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { useReportOffer } from '../../api/report-offer.ts';

// The form (react-hook-form and zod) loads when it is opened, not with the offer page (decision 045).
const ReportForm = lazy(async () => ({ default: (await import('./report-offer-form.tsx')).ReportForm }));

/** The 'Report' link of the offer page and its modal takedown form (visitors log in first). */
export function ReportOffer({ offerId }: { offerId: number }) {
  const { t } = useTranslation();
  const { token } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const formId = useId();
  const [open, setOpen] = useState(false);
  // Sending waits for the form: its code loads when the dialog first opens.
  const [formShown, setFormShown] = useState(false);
  const showForm = useCallback(() => setFormShown(true), []);
  const report = useReportOffer();

  const openForm = () => {
    if (token) {
      setOpen(true);
      return;
    }
    const returnTo = currentReturnPath(location);
    void navigate(loginPathFor(returnTo), { state: { from: returnTo } });
  };

  return (
    <>
      <button
        type="button"
        onClick={openForm}
        className="inline-flex items-center gap-1.5 rounded-sm text-sm font-semibold text-ink-muted underline-offset-2 hover:text-danger-700 hover:underline"
      >
        <svg
          viewBox="0 0 24 24"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
        >
          <path d="M5 21V4m0 0h11l-1.5 4L16 12H5" />
        </svg>
        {t('offerDetail.report.open')}
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={t('offerDetail.report.title')}
        footer={
          <>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              {t('offerDetail.report.cancel')}
            </Button>
            <Button
              type="submit"
              form={formId}
              variant="danger"
              disabled={!formShown}
              loading={report.isPending}
            >
              {t('offerDetail.report.submit')}
            </Button>
          </>
        }
      >
        <Suspense
          fallback={
            <div className="flex justify-center py-8 text-brand-700">
              <Spinner className="size-6" />
            </div>
          }
        >
          <ReportForm
            offerId={offerId}
            formId={formId}
            report={report}
            onDone={() => setOpen(false)}
            onShown={showForm}
          />
        </Suspense>
      </Modal>
    </>
  );
}
