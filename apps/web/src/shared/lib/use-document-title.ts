import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the tab title to `{page} · Marketplace` while the calling page is shown. */
export function useDocumentTitle(page: string | undefined): void {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = page ? t('app.documentTitle', { page }) : t('app.name');
  }, [page, t]);
}
