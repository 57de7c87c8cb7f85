import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ConversationView } from '#web/features/chat/components/conversation-view.tsx';
import { ProposalMessage } from '#web/features/price-proposals/components/proposal-message.tsx';
import { useDocumentTitle } from '#web/shared/lib/use-document-title.ts';
import { NotFoundRoute } from './not-found.tsx';

/** `/chat/{id}`, an id of digits only; anything else is not found. */
export function conversationIdOf(raw: string | undefined): number {
  return raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : 0;
}

/** `/chat/{id}` (spec 001 "Chat"): one conversation; not the user's, or unknown: not found. */
export function ChatRoute() {
  const { t } = useTranslation();
  const id = conversationIdOf(useParams().conversation);
  useDocumentTitle(t('routes.chat'));
  if (id === 0) return <NotFoundRoute />;
  return (
    // The conversation fills the screen between the bars; its messages scroll inside it.
    <div className="mx-auto h-[calc(100dvh-13rem)] min-h-[26rem] max-w-3xl md:h-[calc(100dvh-9rem)] md:py-0">
      <ConversationView
        key={id}
        conversationId={id}
        notFound={<NotFoundRoute />}
        renderProposal={(message) => (
          <ProposalMessage
            conversationId={id}
            proposalId={message.proposal.id}
            step={message.proposal.step}
            own={message.own}
            fallback={message.message}
          />
        )}
      />
    </div>
  );
}
