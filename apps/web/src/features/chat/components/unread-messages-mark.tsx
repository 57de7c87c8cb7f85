import { useTranslation } from 'react-i18next';
import { useUnreadConversations } from '../api/get-unread-conversations.ts';

/**
 * A dot on the Messages link while some conversation holds unread messages, named for screen
 * readers; nothing otherwise. Its parent is positioned (the icon link).
 */
export function UnreadMessagesMark({ className }: { className: string }) {
  const { t } = useTranslation();
  const count = useUnreadConversations();
  if (count === 0) return null;
  return (
    <>
      <span
        data-testid="unread-messages-mark"
        aria-hidden="true"
        className={`absolute size-2.5 rounded-full bg-danger-600 ring-2 ring-surface ${className}`}
      />
      <span className="sr-only">{t('chat.unreadConversations', { count })}</span>
    </>
  );
}
