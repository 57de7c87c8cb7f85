import type { ChatParticipantDto } from '@marketplace/contract';
import { useTranslation } from 'react-i18next';
import { Avatar } from '#web/shared/ui/avatar.tsx';
import { cn } from '#web/shared/ui/cn.ts';
import { isAdministration } from '../lib/chat-format.ts';

/** A participant's name as shown: 'Admin' for the administration (no name). */
export function useParticipantName() {
  const { t } = useTranslation();
  return (participant: ChatParticipantDto) => participant.name ?? t('chat.admin');
}

/** The participants' avatars, overlapping when there are several (each with the initial fallback). */
export function ParticipantAvatars({
  participants,
  className,
}: {
  participants: ChatParticipantDto[];
  className?: string;
}) {
  const nameOf = useParticipantName();
  return (
    <span className="flex shrink-0 -space-x-3">
      {participants.slice(0, 3).map((participant) => (
        <Avatar
          key={participant.externalUid}
          src={participant.avatarUrl}
          name={nameOf(participant)}
          className={cn(
            'ring-2 ring-surface',
            isAdministration(participant) && !participant.avatarUrl && 'bg-brand-800',
            className,
          )}
        />
      ))}
    </span>
  );
}
