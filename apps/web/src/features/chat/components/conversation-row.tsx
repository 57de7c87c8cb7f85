import type { ConversationSummaryDto } from '@marketplace/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRegion } from '#web/shared/lib/region-context.tsx';
import { cn } from '#web/shared/ui/cn.ts';
import { Skeleton } from '#web/shared/ui/skeleton.tsx';
import { formatInboxTime, isAdministration } from '../lib/chat-format.ts';
import { ParticipantAvatars, useParticipantName } from './participant-avatars.tsx';

/** The conversation's subject: the offer's name, else what it is (with the administration, or direct). */
export function useSubjectOf() {
  const { t } = useTranslation();
  return (conversation: Pick<ConversationSummaryDto, 'subjectName' | 'participants'>) =>
    conversation.subjectName ||
    (conversation.participants.some(isAdministration) ? t('chat.adminSubject') : t('chat.noSubject'));
}

/**
 * An inbox line (spec 001 "Chat"): the others' avatars and names, the subject, the last message's
 * beginning and time (today HH:mm, else the date), and the unread count.
 */
export function ConversationRow({
  conversation,
  others,
}: {
  conversation: ConversationSummaryDto;
  others: ConversationSummaryDto['participants'];
}) {
  const { t } = useTranslation();
  const region = useRegion();
  const nameOf = useParticipantName();
  const subjectOf = useSubjectOf();
  const unread = conversation.unreadCount;
  const names = others.map(nameOf).join(', ');
  return (
    <Link
      to={`/chat/${conversation.id}`}
      className={cn(
        'flex items-center gap-3 rounded-card border bg-surface p-3.5 shadow-card transition-colors hover:border-brand-600 sm:gap-4 sm:p-4',
        unread > 0 ? 'border-brand-300' : 'border-line',
      )}
    >
      <ParticipantAvatars participants={others} className="size-11 text-lg sm:size-12" />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="flex items-baseline justify-between gap-3">
          <span className="truncate font-bold">{names}</span>
          {conversation.lastMessageTime && (
            <time dateTime={conversation.lastMessageTime} className="shrink-0 text-xs text-ink-subtle">
              {formatInboxTime(conversation.lastMessageTime, region)}
            </time>
          )}
        </span>
        <span className="truncate text-sm font-semibold text-brand-800">{subjectOf(conversation)}</span>
        <span className="flex items-center justify-between gap-3">
          <span className={cn('truncate text-sm', unread > 0 ? 'font-semibold text-ink' : 'text-ink-muted')}>
            {conversation.lastMessagePrefix ?? t('chat.noMessages')}
          </span>
          {unread > 0 && (
            <span className="inline-flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-brand-700 px-1.5 text-xs font-bold text-white">
              <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
              <span className="sr-only">{t('chat.unread', { count: unread })}</span>
            </span>
          )}
        </span>
      </span>
    </Link>
  );
}

export function ConversationRowSkeleton() {
  return (
    <div className="flex items-center gap-3 rounded-card border border-line bg-surface p-3.5 sm:gap-4 sm:p-4">
      <Skeleton className="size-11 rounded-full sm:size-12" />
      <div className="flex flex-1 flex-col gap-2">
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-3.5 w-1/2" />
        <Skeleton className="h-3.5 w-4/5" />
      </div>
    </div>
  );
}
