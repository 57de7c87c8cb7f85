import { MESSAGES, SandboxCardSchema, z, type SandboxCard } from '@marketplace/contract';

/** An expiry as typed: `MM/YY` (spaces allowed around the slash), or `MM/YYYY`. */
const EXPIRY = /^(0?[1-9]|1[0-2])\s*\/\s*(\d{2}|\d{4})$/;

/**
 * The card form of the sandbox processor (checkout and account settings; spec 001 section 5: the
 * holder's name is required). Its output is what the sandbox takes: `{ number, expMonth, expYear, cvc }`.
 */
export const cardFormSchema = z
  .object({
    holder: z.string().trim().min(1, MESSAGES.required).max(100, MESSAGES.tooLong),
    number: z.string().trim().min(1, MESSAGES.required),
    expiry: z.string().trim().min(1, MESSAGES.required).regex(EXPIRY, MESSAGES.invalidValue),
    cvc: z
      .string()
      .trim()
      .min(1, MESSAGES.required)
      .regex(/^\d{3,4}$/, MESSAGES.invalidValue),
  })
  .superRefine((value, context) => {
    const number = SandboxCardSchema.shape.number.safeParse(value.number);
    if (!number.success) {
      context.addIssue({ code: 'custom', path: ['number'], message: MESSAGES.invalidCardNumber });
    }
  });

export type CardFormInput = z.input<typeof cardFormSchema>;

export const EMPTY_CARD_FORM: CardFormInput = { holder: '', number: '', expiry: '', cvc: '' };

/** The sandbox's card from the form's values (the holder stays in the browser, as with Stripe). */
export function sandboxCardOf(values: CardFormInput): SandboxCard {
  const [, month, year] = EXPIRY.exec(values.expiry.trim()) ?? [];
  const fullYear = year && year.length === 2 ? 2000 + Number(year) : Number(year);
  return {
    number: values.number.replace(/[\s-]/g, ''),
    expMonth: Number(month),
    expYear: fullYear,
    cvc: values.cvc.trim(),
  };
}

/** Where the sandbox's card errors (`card.number`, ...) go on the form. */
export const CARD_SERVER_FIELDS = {
  'card.number': 'number',
  'card.expMonth': 'expiry',
  'card.expYear': 'expiry',
  'card.cvc': 'cvc',
} as const;

/** A card number as typed, in groups of four (`4242 4242 4242 4242`). */
export function groupCardNumber(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** An expiry as typed: the slash added after the month (`12/34`). */
export function formatExpiry(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}
