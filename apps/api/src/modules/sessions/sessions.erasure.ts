import type { EventLog } from '../events/index.ts';
import { queueRevocation } from '../realtime/index.ts';
import type { SessionsRepository } from './sessions.repository.ts';

/**
 * A deleted account is signed out everywhere (decision 078): every refresh token revoked, and
 * every socket ended once that commits (decisions 074, 075).
 */
export async function endSessionsOfDeletedAccount(
  scope: { sessions: Pick<SessionsRepository, 'revokeAccount'>; events: EventLog },
  accountId: number,
  now: Date,
): Promise<void> {
  await scope.sessions.revokeAccount(accountId, now);
  await queueRevocation(scope.events, accountId, null);
}
