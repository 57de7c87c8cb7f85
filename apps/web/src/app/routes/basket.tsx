import { useTranslation } from 'react-i18next';
import { BasketView } from '#web/features/basket/components/basket-view.tsx';
import { useDocumentTitle } from '#web/shared/lib/use-document-title.ts';

/** `/basket` (signed-in users; spec 001 section 2): the account's basket. */
export function BasketRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('routes.basket'));
  return (
    <section aria-labelledby="basket-title" className="flex flex-col gap-6">
      <header>
        <h1 id="basket-title" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
          {t('basket.title')}
        </h1>
        <p className="mt-1 text-ink-muted">{t('basket.intro')}</p>
      </header>
      <BasketView />
    </section>
  );
}
