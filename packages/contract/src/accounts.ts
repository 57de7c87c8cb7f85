import { z } from './zod.ts';
import {
  isValidAbaRoutingNumber,
  isValidEin,
  isValidItin,
  isValidNip,
  isValidPolishIban,
  isValidUsAccountNumber,
  normalisePolishIban,
} from './identifiers.ts';
import { MESSAGES } from './messages.ts';
import { isValidPostCode, normalisePostCode } from './normalise.ts';
import { ACCOUNT_TYPES, type AccountType } from './offers.ts';
import { REGION_STATES } from './region-states.ts';
import type { Region } from './regions.ts';

export const PASSWORD_MIN_LENGTH = 8;

/** Cross-field checks run even when some fields already failed (zod skips them otherwise). */
const ALWAYS = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};
export const PASSWORD_MAX_LENGTH = 128;
export const AUTH_TYPES = ['email', 'sms'] as const;
export type AuthType = (typeof AUTH_TYPES)[number];
export const SHORT_CODE_LENGTH = 6;

const requiredText = (max: number) =>
  z.string().trim().min(1, { message: MESSAGES.required, abort: true }).max(max, MESSAGES.tooLong);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, MESSAGES.tooLong)
    .nullish()
    .transform((value) => value || null);

/**
 * Latin letters of the Basic Latin, Latin-1 and Latin Extended-A blocks (Polish letters among them),
 * ASCII digits, '.', '_' and '-': no Cyrillic or Greek look-alikes, no fullwidth or IPA letters.
 * Decomposed input ('a' + combining acute) is composed first, so it counts as the letter it shows.
 */
const USERNAME_PATTERN = /^[A-Za-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u017F0-9._-]{3,30}$/;
export const UsernameSchema = z
  .string()
  .trim()
  .overwrite((value) => value.normalize('NFC'))
  .min(1, { message: MESSAGES.required, abort: true })
  .regex(USERNAME_PATTERN, MESSAGES.invalidUsername);
export const EmailSchema = z
  .string()
  .trim()
  .min(1, { message: MESSAGES.required, abort: true })
  .max(254, MESSAGES.tooLong)
  .pipe(z.email(MESSAGES.invalidEmail))
  .transform((email) => email.toLowerCase());
export const PasswordSchema = z
  .string()
  .min(1, { message: MESSAGES.required, abort: true })
  .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, MESSAGES.passwordTooLong);
/** Phone format is checked by the server per region (libphonenumber); here only presence. */
export const PhoneSchema = requiredText(32);
const BirthDaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, MESSAGES.invalidDate)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return (
      !Number.isNaN(date.getTime()) &&
      date.toISOString().startsWith(value) &&
      date.getUTCFullYear() >= 1900 &&
      date <= new Date()
    );
  }, MESSAGES.invalidDate);

export function addressSchema(region: Region) {
  const states = new Set(REGION_STATES[region].map((state) => state.code));
  return z.object({
    street: requiredText(200),
    apartmentNumber: optionalText(20),
    city: requiredText(100),
    postCode: requiredText(12)
      .transform((value) => normalisePostCode(value, region))
      .refine((value) => isValidPostCode(value, region), MESSAGES.invalidPostCode),
    state: requiredText(60).refine((value) => states.has(value), MESSAGES.invalidState),
  });
}
export type AddressInput = z.infer<ReturnType<typeof addressSchema>>;

export function isValidTaxId(vatId: string, region: Region): boolean {
  return region === 'pl' ? isValidNip(vatId) : isValidEin(vatId) || isValidItin(vatId);
}

/**
 * For refinements that run after failed fields too (ALWAYS): there the tax id may still be the raw
 * input (a number, say), which already has its type error; only a non-empty string is checked.
 */
function isInvalidTaxIdInput(vatId: unknown, region: Region): boolean {
  return typeof vatId === 'string' && vatId !== '' && !isValidTaxId(vatId, region);
}

/** Person fields and company fields: only the ones of the account's type are kept. */
function requireByType<
  T extends {
    firstName?: string | null;
    lastName?: string | null;
    birthDay?: string | null;
    companyName?: string | null;
    vatId?: string | null;
  },
>(type: AccountType, data: T, region: Region, ctx: z.RefinementCtx, path: (string | number)[]) {
  const required =
    type === 'person'
      ? (['firstName', 'lastName', 'birthDay'] as const)
      : (['companyName', 'vatId'] as const);
  for (const field of required) {
    if (!data[field]) ctx.addIssue({ code: 'custom', path: [...path, field], message: MESSAGES.required });
  }
  if (type === 'company' && isInvalidTaxIdInput(data.vatId, region)) {
    ctx.addIssue({ code: 'custom', path: [...path, 'vatId'], message: MESSAGES.invalidTaxId });
  }
}

interface TypedFields {
  firstName: string | null;
  lastName: string | null;
  birthDay: string | null;
  companyName: string | null;
  vatId: string | null;
}

function dropOtherTypeFields<T extends TypedFields>(
  type: AccountType,
  data: T,
): Omit<T, keyof TypedFields> & TypedFields {
  const { firstName, lastName, birthDay, companyName, vatId, ...rest } = data;
  return type === 'person'
    ? { ...rest, firstName, lastName, birthDay, companyName: null, vatId: null }
    : { ...rest, firstName: null, lastName: null, birthDay: null, companyName, vatId };
}

/** `POST /api/accounts/register`. The address may sit in `account` (calls table) or beside it (entity list). */
export function registerInputSchema(region: Region) {
  const address = addressSchema(region);
  return z
    .object({
      authType: z.enum(AUTH_TYPES),
      account: z.object({
        type: z.enum(ACCOUNT_TYPES),
        data: z.object({
          username: UsernameSchema,
          email: EmailSchema,
          phone: PhoneSchema,
          password: PasswordSchema,
          firstName: optionalText(100),
          lastName: optionalText(100),
          birthDay: BirthDaySchema.nullish().transform((value) => value || null),
          companyName: optionalText(200),
          vatId: optionalText(20),
        }),
        address: address.optional(),
      }),
      address: address.optional(),
      // The spec's client checks the four consents and drops them before sending; a client that
      // sends them must send them accepted.
      checkbox1: z.boolean().optional(),
      checkbox2: z.boolean().optional(),
      checkbox3: z.boolean().optional(),
      checkbox4: z.boolean().optional(),
    })
    .superRefine((input, ctx) => {
      // Runs even when other fields failed, so every missing field is reported at once.
      if (input.account?.data && ACCOUNT_TYPES.includes(input.account.type)) {
        requireByType(input.account.type, input.account.data, region, ctx, ['account', 'data']);
      }
      if (input.account && !input.account.address && !input.address) {
        ctx.addIssue({ code: 'custom', path: ['account', 'address'], message: MESSAGES.required });
      }
      const consents = [input.checkbox1, input.checkbox2, input.checkbox3, input.checkbox4];
      if (consents.some((consent) => consent === false))
        ctx.addIssue({ code: 'custom', path: [], message: MESSAGES.consentsRequired });
    }, ALWAYS)
    .transform((input) => ({
      authType: input.authType,
      type: input.account.type,
      data: dropOtherTypeFields(input.account.type, input.account.data),
      address: (input.account.address ?? input.address)!,
    }));
}
export type RegisterInput = z.infer<ReturnType<typeof registerInputSchema>>;

export const ConfirmCodeInputSchema = z.object({
  code: z.string().trim().min(1, { message: MESSAGES.required, abort: true }).max(12, MESSAGES.tooLong),
  uuid: z.uuid(MESSAGES.incorrectCode),
});
export type ConfirmCodeInput = z.input<typeof ConfirmCodeInputSchema>;
export const ResendCodeInputSchema = z.object({ uuid: z.uuid(MESSAGES.invalidValue) });

const LoginNameSchema = z
  .string()
  .trim()
  .min(1, { message: MESSAGES.required, abort: true })
  .max(254, MESSAGES.tooLong);

export const LoginInputSchema = z
  .object({
    username: LoginNameSchema,
    password: z
      .string()
      .min(1, { message: MESSAGES.required, abort: true })
      .max(PASSWORD_MAX_LENGTH, MESSAGES.passwordTooLong),
    /** An e-mailed sign-in code with its uuid, both or neither (decision 071): it lets a throttled owner in. */
    code: ConfirmCodeInputSchema.shape.code.optional(),
    uuid: ConfirmCodeInputSchema.shape.uuid.optional(),
  })
  .superRefine((input, ctx) => {
    if (input.code !== undefined && input.uuid === undefined)
      ctx.addIssue({ code: 'custom', path: ['uuid'], message: MESSAGES.required });
    if (input.uuid !== undefined && input.code === undefined)
      ctx.addIssue({ code: 'custom', path: ['code'], message: MESSAGES.required });
  });
export type LoginInput = z.input<typeof LoginInputSchema>;

/** `POST /api/sessions/sign-in-code`: e-mails a sign-in code to the account of a login name. */
export const SignInCodeInputSchema = z.object({ username: LoginNameSchema });
export type SignInCodeInput = z.input<typeof SignInCodeInputSchema>;
/** The same for every name, known or not. */
export interface SignInCodeResult {
  uuid: string;
}

export const ForgottenPasswordInputSchema = z
  .object({ email: z.string().trim().max(254).optional(), phone: z.string().trim().max(32).optional() })
  .superRefine((input, ctx) => {
    if (!input.email && !input.phone)
      ctx.addIssue({ code: 'custom', path: ['email'], message: MESSAGES.required });
    else if (input.email && !z.email().safeParse(input.email).success) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: MESSAGES.invalidEmail });
    }
  });

/** `newPassword {first, second}`: errors land on `first` (the field the spec's client shows first). */
export const RepeatedPasswordSchema = z
  .object({ first: PasswordSchema, second: z.string().min(1, { message: MESSAGES.required, abort: true }) })
  .superRefine((input, ctx) => {
    if (input.first !== input.second)
      ctx.addIssue({ code: 'custom', path: ['first'], message: MESSAGES.passwordsMustMatch });
  });

export const ResetPasswordInputSchema = z.object({ newPassword: RepeatedPasswordSchema });
export const ResetPasswordQuerySchema = z.object({
  signature: z.string().min(1).max(200),
  expires: z.coerce.number().int().positive(),
});

export const UpdatePasswordInputSchema = z.object({
  oldPassword: z.string().min(1, { message: MESSAGES.required, abort: true }).max(PASSWORD_MAX_LENGTH),
  newPassword: RepeatedPasswordSchema,
});
export type UpdatePasswordInput = z.input<typeof UpdatePasswordInputSchema>;

export function editContactDataInputSchema(region: Region, type: AccountType) {
  return z
    .object({
      account: z.object({
        firstName: optionalText(100),
        lastName: optionalText(100),
        companyName: optionalText(200),
        vatId: optionalText(20),
      }),
      address: addressSchema(region),
    })
    .superRefine((input, ctx) => {
      if (!input.account) return;
      const required =
        type === 'person' ? (['firstName', 'lastName'] as const) : (['companyName', 'vatId'] as const);
      for (const field of required) {
        if (!input.account[field])
          ctx.addIssue({ code: 'custom', path: ['account', field], message: MESSAGES.required });
      }
      if (type === 'company' && isInvalidTaxIdInput(input.account.vatId, region)) {
        ctx.addIssue({ code: 'custom', path: ['account', 'vatId'], message: MESSAGES.invalidTaxId });
      }
    }, ALWAYS);
}

export const UpdatePhoneInputSchema = z.object({ phone: PhoneSchema });
export const UpdateEmailInputSchema = z.object({ email: EmailSchema });

/**
 * Payout: IBAN in the Polish edition ('PL' prepended when missing), account + routing number in the US.
 * `password` is ours (not in the spec's body): the account's password, which replacing payout data
 * the account already has needs; giving it the first time does not. Kept as typed (not trimmed).
 */
export function updatePayoutInputSchema(region: Region) {
  const holder = requiredText(200);
  const password = z.string().max(200, MESSAGES.tooLong).optional();
  if (region === 'pl') {
    return z.object({
      holder,
      account: z.object({
        iban: requiredText(40).transform(normalisePolishIban).refine(isValidPolishIban, MESSAGES.invalidIban),
      }),
      password,
    });
  }
  return z.object({
    holder,
    account: z.object({
      accountNumber: requiredText(17).refine(isValidUsAccountNumber, MESSAGES.invalidAccountNumber),
      routingNumber: requiredText(9).refine(isValidAbaRoutingNumber, MESSAGES.invalidRoutingNumber),
    }),
    password,
  });
}

export interface UserAddressDto {
  street: string | null;
  apartmentNumber: string | null;
  city: string | null;
  state: string | null;
  postCode: string | null;
}

/** The signed-in user's own data (spec 000 "User", spec 001 "User"). */
export interface UserDto {
  id: number;
  type: AccountType;
  role: 'user' | 'admin';
  username: string;
  firstName: string | null;
  lastName: string | null;
  companyName: string | null;
  vatId: string | null;
  friendlyName: string;
  avatar: string | null;
  avatarFallback: string;
  phone: string | null;
  email: string;
  birthDay: string | null;
  address: UserAddressDto;
  payout: {
    holder: string;
    account: { iban?: string; accountNumber?: string; routingNumber?: string };
    /**
     * Ours: until when payouts are held because the payout data were replaced (ISO 8601); absent
     * without a hold, or once it has passed.
     */
    holdUntil?: string;
  } | null;
  reviewStats: { numberOfReviews: number; averageReview: number | null };
  offerStats: { numberOfOffers: number };
  lastLoggedIn: string | null;
}

/** What anyone may see of a seller (`GET /api/profile/{id}`). */
export interface PublicProfileDto {
  id: number;
  type: AccountType;
  username: string;
  firstName: string | null;
  companyName: string | null;
  friendlyName: string;
  avatar: string | null;
  avatarFallback: string;
  address: { city: string | null; state: string | null };
  reviewStats: { numberOfReviews: number; averageReview: number | null };
  offerStats: { numberOfOffers: number };
  memberSince: string;
}

/** Who the notification service knows the signed-in user as. */
export interface NotificationIdentityDto {
  projectId: string;
  userId: string;
  userHmac: string;
}

/** What `POST /api/sessions/create` and `/api/sessions/refresh` answer. */
export interface SessionDto {
  token: string;
  user: UserDto;
  notificationIdentity: NotificationIdentityDto;
}

/**
 * The signed-in user as the web app's session keeps it: the session calls answer a whole `UserDto`,
 * the shell (user menu, bottom bar) needs only who it is, the name, the avatar and the place.
 */
export type SessionUser = Pick<UserDto, 'id' | 'type' | 'username'> &
  Partial<
    Pick<
      UserDto,
      | 'firstName'
      | 'lastName'
      | 'companyName'
      | 'friendlyName'
      | 'avatar'
      | 'avatarFallback'
      | 'email'
      | 'phone'
      | 'role'
    >
  > & { address?: Partial<Pick<UserAddressDto, 'city' | 'state'>> | null };

/**
 * `GET /api/stats/my-profile` (spec 001 section 7: `stats, lastLoggedIn`); amounts in minor units.
 * `memberSince` (when the account was opened, as the public profile's) is ours: My profile's card
 * shows it (decision 076).
 */
export interface ProfileStatsDto {
  stats: {
    offers: { offersCounter: number; activeOffersCounter: number; activeOffersValue: number; earned: number };
    reviews: { average: number | null; counter: number };
  };
  lastLoggedIn: string | null;
  memberSince: string;
}
