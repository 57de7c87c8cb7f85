import { useTranslation } from 'react-i18next';
import { ContactAdministrationButton } from '#web/features/chat/components/contact-administration-button.tsx';
import { ConversationsInbox } from '#web/features/chat/components/conversations-inbox.tsx';
import { useDocumentTitle } from '#web/shared/lib/use-document-title.ts';

/** `/messages?page=N` (spec 001 "Chat"): the inbox, with the way to the administration. */
export function MessagesRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('routes.messages'));
  return (
    <section aria-labelledby="messages-title" className="mx-auto flex max-w-3xl flex-col gap-5 py-2 sm:py-6">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 id="messages-title" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
            {t('chat.title')}
          </h1>
          <p className="mt-1 text-ink-muted">{t('chat.intro')}</p>
        </div>
        <ContactAdministrationButton className="self-start sm:self-auto" />
      </header>
      <ConversationsInbox />
    </section>
  );
}
