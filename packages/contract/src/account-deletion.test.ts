import { describe, expect, it } from 'vitest';
import {
  accountDeletionBlockerText,
  parseAccountDeletionBlocker,
  type AccountDeletionBlocker,
} from './account-deletion.ts';

describe('account deletion blockers', () => {
  it('reads back each line the refusal names', () => {
    const blockers: AccountDeletionBlocker[] = [
      { kind: 'purchase', orderId: 12 },
      { kind: 'sale', orderId: 7 },
      { kind: 'orderDispute', orderId: 123456 },
      { kind: 'reviewDispute' },
    ];
    for (const blocker of blockers)
      expect(parseAccountDeletionBlocker(accountDeletionBlockerText(blocker))).toEqual(blocker);
  });

  it('answers undefined for any other text', () => {
    for (const text of ['', 'Your sale, order x, is still open.', 'Order 12 is open.', 'order 1'])
      expect(parseAccountDeletionBlocker(text)).toBeUndefined();
  });
});
