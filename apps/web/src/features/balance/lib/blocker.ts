import type { BalanceDto, PayoutBlocker, Region } from '@marketplace/contract';
import type { TFunction } from 'i18next';
import { formatAmount, formatDateTime } from '#web/shared/lib/format.ts';

/**
 * Why 'Pay out now' cannot run, in the interface language (one text per PAYOUT_BLOCKERS value),
 * with the figures it names: the minimum and the available balance, the debt, the hold's end.
 * Null when nothing blocks it.
 */
export function blockerText(
  t: TFunction,
  balance: Pick<BalanceDto, 'blocker' | 'available' | 'minimum' | 'holdUntil'>,
  region: Region,
): string | null {
  const blocker: PayoutBlocker | null = balance.blocker;
  if (blocker === null) return null;
  return t(`balance.blockers.${blocker}`, {
    minimum: formatAmount(balance.minimum, region),
    available: formatAmount(balance.available, region),
    debt: formatAmount(Math.abs(balance.available), region),
    // No hold end given (it should be): the text still reads, without a date.
    until: balance.holdUntil ? formatDateTime(balance.holdUntil, region) : '—',
  });
}
