/** How many months the statement picker offers: the current one and the eleven before it. */
export const STATEMENT_MONTHS = 12;

/** The earliest month a statement covers (StatementQuerySchema). */
const FIRST_YEAR = 2000;

/**
 * The months a statement may be asked for, newest first, as `YYYY-MM`: the current month and the
 * ones before it, by UTC (as the server counts them), never before January 2000.
 */
export function statementMonths(now: Date, count = STATEMENT_MONTHS): string[] {
  const months: string[] = [];
  let year = now.getUTCFullYear();
  let month = now.getUTCMonth() + 1;
  while (months.length < count && year >= FIRST_YEAR) {
    months.push(`${year}-${String(month).padStart(2, '0')}`);
    month -= 1;
    if (month === 0) {
      month = 12;
      year -= 1;
    }
  }
  return months;
}
