import { useTranslation } from 'react-i18next';
import { AccountSettingsPage } from '#web/features/account-settings/components/account-settings-page.tsx';
import { useDocumentTitle } from '#web/shared/lib/use-document-title.ts';

export function AccountSettingsRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('routes.accountSettings'));
  return <AccountSettingsPage />;
}
