import type { SavedSearchAlerts } from '@marketplace/contract';

/**
 * How an account hears of one offer that matched several of its searches at once (decision 098):
 * at once if any of them says so, else in the daily digest if any does; never twice.
 */
export function alertModeOf(alerts: readonly SavedSearchAlerts[]): 'instant' | 'daily' | null {
  if (alerts.includes('instant')) return 'instant';
  if (alerts.includes('daily')) return 'daily';
  return null;
}
