import {
  COMMISSION_BASIS_POINTS_MAX,
  LIMITS,
  REGION_SETTINGS,
  UpdateCommissionInputSchema,
  type Region,
  type UpdateCommissionInput,
} from '@marketplace/contract';
import { normaliseNumberInput } from '#web/shared/lib/number-input.ts';

/** The commission form's fields as typed: a percentage and an amount in major units. */
export interface CommissionValues {
  percent: string;
  minimum: string;
}

/** Which field is wrong and why (keys of the 'finance.commission.errors' texts). */
export type CommissionErrors = Partial<Record<keyof CommissionValues, 'percent' | 'minimum'>>;

const PERCENT = /^\d{1,2}(\.\d{1,2})?$/;
const MONEY = /^\d{1,9}(\.\d{1,2})?$/;

/** The largest percentage the console takes (COMMISSION_BASIS_POINTS_MAX as a percentage). */
export const PERCENT_MAX = COMMISSION_BASIS_POINTS_MAX / 100;

/** Minor units (or basis points) as typed text in the edition's decimal sign: 525 -> '5.25' / '5,25'. */
export function hundredthsText(value: number, region: Region): string {
  const text = value % 100 === 0 ? String(value / 100) : (value / 100).toFixed(2);
  return REGION_SETTINGS[region].locale === 'pl-PL' ? text.replace('.', ',') : text;
}

/** A typed number with at most two decimals as hundredths: '5,25' -> 525; null when it is not one. */
function hundredthsOf(text: string, pattern: RegExp): number | null {
  const value = normaliseNumberInput(text);
  return pattern.test(value) ? Math.round(Number(value) * 100) : null;
}

/**
 * The form's values as the PUT's body: the percentage (0 to 50, two decimals at most) in basis
 * points, the minimum in minor units (to LIMITS.orderAmountMax), checked with the contract's
 * schema; otherwise the fields that are wrong.
 */
export function commissionInputOf(
  values: CommissionValues,
): { ok: true; input: UpdateCommissionInput } | { ok: false; errors: CommissionErrors } {
  const basisPoints = hundredthsOf(values.percent, PERCENT);
  const minimum = hundredthsOf(values.minimum, MONEY);
  const errors: CommissionErrors = {};
  if (basisPoints === null || basisPoints > COMMISSION_BASIS_POINTS_MAX) errors.percent = 'percent';
  if (minimum === null || minimum > LIMITS.orderAmountMax) errors.minimum = 'minimum';
  if (basisPoints === null || minimum === null || Object.keys(errors).length > 0)
    return { ok: false, errors };
  const parsed = UpdateCommissionInputSchema.safeParse({ basisPoints, minimum });
  if (!parsed.success) {
    return {
      ok: false,
      errors: Object.fromEntries(
        parsed.error.issues.map((issue) => [
          issue.path[0] === 'basisPoints' ? 'percent' : 'minimum',
          issue.path[0] === 'basisPoints' ? 'percent' : 'minimum',
        ]),
      ),
    };
  }
  return { ok: true, input: parsed.data };
}
