import type { BalanceHistoryItemDto, Region } from '@marketplace/contract';
import { REGION_SETTINGS } from '@marketplace/contract';

const HEADER = [
  'date',
  'kind',
  'order',
  'payout',
  'gross',
  'commission',
  'pending',
  'available',
  'in_payout',
  'currency',
  'reason',
];

/** Minor units as a plain decimal ("-12.50"): the statement is for spreadsheets, in any locale. */
const decimal = (amount: number | null) => {
  if (amount === null) return '';
  const sign = amount < 0 ? '-' : '';
  const abs = Math.abs(amount);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

/** A field as RFC 4180 writes it; text a spreadsheet would run as a formula is quoted with a leading '. */
const field = (value: string) => {
  const safe = /^[=+@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/** A month's statement of a seller's balances as CSV, oldest line first (`GET /api/payouts/statement`). */
export function statementCsv(region: Region, items: readonly BalanceHistoryItemDto[]): string {
  const currency = REGION_SETTINGS[region].currency;
  const lines = [...items]
    .reverse()
    .map((item) =>
      [
        item.at,
        item.kind,
        item.orderId === null ? '' : String(item.orderId),
        item.payoutId === null ? '' : String(item.payoutId),
        decimal(item.gross),
        decimal(item.commission),
        decimal(item.pending),
        decimal(item.available),
        decimal(item.inPayout),
        currency,
        item.reason ?? '',
      ]
        .map(field)
        .join(','),
    );
  return [HEADER.join(','), ...lines].join('\r\n') + '\r\n';
}

/** The UTC month `YYYY-MM` as the range [from, to). */
export function monthRange(month: string): { from: Date; to: Date } {
  const [year, monthIndex] = month.split('-').map(Number) as [number, number];
  return { from: new Date(Date.UTC(year, monthIndex - 1, 1)), to: new Date(Date.UTC(year, monthIndex, 1)) };
}
