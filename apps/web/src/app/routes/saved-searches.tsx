import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SavedSearchesList } from '#web/features/saved-searches/components/saved-searches-list.tsx';
import { searchKeys } from '#web/features/search/api/search-keys.ts';
import { fromSearchRequest } from '#web/features/search/lib/search-request.ts';
import { searchHref } from '#web/features/search/lib/search-state.ts';
import { useDocumentTitle } from '#web/shared/lib/use-document-title.ts';

/** `/profile/saved-searches` (issue 28): the saved searches, each opening the search page with its state. */
export function SavedSearchesRoute() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  useDocumentTitle(t('savedSearches.title'));
  return (
    <section aria-labelledby="saved-searches-title" className="flex flex-col gap-6">
      <header>
        <h1 id="saved-searches-title" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
          {t('savedSearches.title')}
        </h1>
        <p className="mt-1 text-ink-muted">{t('savedSearches.intro')}</p>
      </header>
      <SavedSearchesList
        hrefOf={(query) => searchHref(fromSearchRequest(query))}
        onRun={() => queryClient.invalidateQueries({ queryKey: searchKeys.allOffers })}
      />
    </section>
  );
}
