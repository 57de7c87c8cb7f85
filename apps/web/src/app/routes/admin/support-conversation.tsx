import { useParams } from 'react-router';
import { SupportConversation } from '#web/features/admin-support/components/support-conversation.tsx';

/** `/admin/support/:id`: one conversation with the administration, and the answer box. */
export function AdminSupportConversationRoute() {
  const id = Number(useParams().id);
  // A malformed id is a conversation that does not exist: the API answers 404 for 0.
  return <SupportConversation key={id} conversationId={Number.isSafeInteger(id) && id > 0 ? id : 0} />;
}
