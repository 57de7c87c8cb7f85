import { ownPart } from '../../db/unit-of-work.ts';
import type { EventLog } from '../events/index.ts';
import { queueRevocation } from '../realtime/index.ts';
import type { SessionsRepository } from './sessions.repository.ts';

/**
 * A deleted (or blocked) account is signed out everywhere (decision 078): every refresh token
 * revoked, and every socket ended once that commits (decisions 074, 075). The sessions' part of the
 * caller's scope is read only here, so the caller types it `unknown`.
 */
export async function endSessionsOfDeletedAccount(
  scope: { sessions: unknown; events: EventLog },
  accountId: number,
  now: Date,
): Promise<void> {
  await ownPart<SessionsRepository>(scope.sessions).revokeAccount(accountId, now);
  await queueRevocation(scope.events, accountId, null);
}
