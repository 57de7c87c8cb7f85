import { useTranslation } from 'react-i18next';
import { NotificationsList } from '#web/features/notifications/components/notifications-list.tsx';
import { useDocumentTitle } from '#web/shared/lib/use-document-title.ts';

/** `/notifications` (spec 001 "Notifications"): the full list; opening it marks all read. */
export function NotificationsRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('routes.notifications'));
  return (
    <section
      aria-labelledby="notifications-title"
      className="mx-auto flex w-full max-w-3xl flex-col gap-5 py-2 sm:py-6"
    >
      <header>
        <h1 id="notifications-title" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
          {t('notifications.title')}
        </h1>
        <p className="mt-1 text-ink-muted">{t('notifications.intro')}</p>
      </header>
      <NotificationsList />
    </section>
  );
}
