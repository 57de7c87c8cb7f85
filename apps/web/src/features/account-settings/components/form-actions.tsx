import { useTranslation } from 'react-i18next';
import { Button } from '#web/shared/ui/button.tsx';

/** Cancel and submit at the bottom of a settings form. */
export function FormActions({
  onCancel,
  submitLabel,
  loading,
}: {
  onCancel: () => void;
  submitLabel?: string;
  loading: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <Button variant="ghost" onClick={onCancel}>
        {t('accountSettings.cancel')}
      </Button>
      <Button type="submit" loading={loading}>
        {submitLabel ?? t('accountSettings.save')}
      </Button>
    </div>
  );
}
