import { REGION_SETTINGS, type Region } from '@marketplace/contract';

/** An amount in minor units as the edition writes it in messages and e-mails ("$12.50", "12,50 zł"). */
export function formatMoney(region: Region, amount: number): string {
  return new Intl.NumberFormat(REGION_SETTINGS[region].locale, {
    style: 'currency',
    currency: REGION_SETTINGS[region].currency,
  }).format(amount / 100);
}
