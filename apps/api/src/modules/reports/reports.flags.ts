import { SAME_TEXT_BURST_REASON, type Region } from '@marketplace/contract';
import type { EventHandler } from '../events/index.ts';
import type { ReportsRepository } from './reports.repository.ts';

/** What the chat's event says: the account that sent the same first message to many accounts. */
export interface SameTextBurst {
  region: Region;
  accountId: number;
  /** An excerpt of the text, for the administrator. */
  excerpt: string;
  /** When the chat refused the message (ISO). */
  at: string;
}

/**
 * Flags the account in the moderation queue (decision 133), as the handler of the chat's event
 * (app.ts names its topic: the chat and this module do not import each other). One open flag per
 * account (a unique index), so a burst is flagged once however many messages it refuses, and a
 * handler run again adds nothing.
 */
export function flagSameTextBurst(reportsRepository: ReportsRepository): EventHandler<SameTextBurst> {
  return async ({ region, accountId, excerpt, at }) => {
    await reportsRepository.addAccountReport({
      region,
      reporterAccountId: null,
      reportedAccountId: accountId,
      conversationId: null,
      reason: SAME_TEXT_BURST_REASON,
      comment: excerpt,
      createdAt: new Date(at),
    });
  };
}
