import { commissionOf, type CommissionRateDto } from '@marketplace/contract';
import { parseAmount } from './amount.ts';

/**
 * The commission on a product at the price typed, and what the seller receives of it
 * (`commissionOf`, the rule the server books by); null while the price is empty, zero (free) or
 * not an amount, or the rate is not known yet.
 */
export function youReceive(
  price: string,
  rate: Pick<CommissionRateDto, 'basisPoints' | 'minimum'> | undefined,
): { commission: number; net: number } | null {
  const parsed = parseAmount(price);
  if (!rate || !parsed.ok || parsed.value === null || parsed.value <= 0) return null;
  const commission = commissionOf(parsed.value, rate);
  return { commission, net: parsed.value - commission };
}
