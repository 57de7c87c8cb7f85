import type { ChatParticipantDto, Region } from '@marketplace/contract';
import { formatDate, formatDateTime, formatTime, isSameDay } from '#web/shared/lib/format.ts';

/** An inbox time: today `14:05`, another day the edition's date (`03-25-2026` / `25-03-2026`). */
export function formatInboxTime(value: string, region: Region, now: Date = new Date()): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return isSameDay(date, now, region) ? formatTime(date, region) : formatDate(date, region);
}

/** A message's time: today `14:05`, another day with its date (`03-25-2026 14:05`). */
export function formatMessageTime(value: string, region: Region, now: Date = new Date()): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return isSameDay(date, now, region) ? formatTime(date, region) : formatDateTime(date, region);
}

/** A participant without a name is the administration (spec 001 "Chat": labelled Admin). */
export const isAdministration = (participant: ChatParticipantDto) => participant.name === null;

/**
 * The participants besides the user: known by the realtime identity or the conversation's
 * token owner; without either, by the user's display name; all of them when none matches.
 */
export function otherParticipants(
  participants: ChatParticipantDto[],
  self: { externalUid?: string | null; name?: string | null },
): ChatParticipantDto[] {
  if (self.externalUid) {
    const others = participants.filter((participant) => participant.externalUid !== self.externalUid);
    if (others.length > 0) return others;
  }
  if (self.name && participants.length > 1) {
    const others = participants.filter((participant) => participant.name !== self.name);
    if (others.length > 0 && others.length < participants.length) return others;
  }
  return participants;
}
