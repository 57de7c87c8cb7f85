import { metaDescriptionOf } from '@marketplace/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Writes `<meta name="description">`, adding the tag when the page has none yet. */
function setMetaDescription(content: string): void {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  tag.content = content;
}

/**
 * Sets the tab title to `{page} · Marketplace` while the calling page is shown, and the page's
 * meta description: its own text when it has one (cut to a summary), else the site's. The server
 * writes the same into the first page it sends (docs/decisions/043); this keeps them right as the
 * visitor moves around the app.
 */
export function useDocumentTitle(page: string | undefined, description?: string): void {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = page ? t('app.documentTitle', { page }) : t('app.name');
  }, [page, t]);
  useEffect(() => {
    const own = description ? metaDescriptionOf(description) : '';
    setMetaDescription(own || t('app.description'));
  }, [description, t]);
}
