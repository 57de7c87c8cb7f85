import {
  ACCOUNT_TYPES,
  type AuthType,
  EmailSchema,
  MESSAGES,
  normalisePhone,
  normalisePostCode,
  PasswordSchema,
  type Region,
  UsernameSchema,
  z,
} from '@marketplace/contract';
import type { RegisterAccountInput } from '../api/register-account.ts';

const required = z.string().trim().min(1, MESSAGES.required);
const text = z.string();

/** Field path -> the contract schema its value must pass. */
const CHECKS: [path: readonly string[], schema: z.ZodType][] = [
  [['account', 'data', 'username'], UsernameSchema],
  [['account', 'data', 'email'], EmailSchema],
  [['account', 'data', 'phone'], required],
  [['account', 'data', 'password'], PasswordSchema],
  [['account', 'address', 'street'], required],
  [['account', 'address', 'city'], required],
  [['account', 'address', 'postCode'], required],
  [['account', 'address', 'state'], required],
];

const valueAt = (values: unknown, path: readonly string[]): unknown =>
  path.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], values);

/**
 * spec 000 section 5, "Registration": the client-side checks. The server checks the rest
 * (phone, tax id, post code format) and its field errors land on the same paths. Every check runs
 * in one pass so a single submit shows every missing field.
 */
export const RegistrationFormSchema = z
  .object({
    account: z.object({
      type: z.enum(ACCOUNT_TYPES, MESSAGES.required),
      data: z.object({
        username: text,
        email: text,
        phone: text,
        password: text,
        firstName: text,
        lastName: text,
        birthDay: text,
        companyName: text,
        vatId: text,
      }),
      address: z.object({
        street: text,
        apartmentNumber: text,
        city: text,
        postCode: text,
        state: text,
      }),
    }),
    checkbox1: z.boolean(),
    checkbox2: z.boolean(),
    checkbox3: z.boolean(),
    checkbox4: z.boolean(),
  })
  .superRefine((values, ctx) => {
    const { type } = values.account;
    const typed =
      type === 'company'
        ? (['companyName', 'vatId'] as const)
        : (['firstName', 'lastName', 'birthDay'] as const);
    const checks = [...CHECKS, ...typed.map((field) => [['account', 'data', field], required] as const)];
    for (const [path, schema] of checks) {
      const result = schema.safeParse(valueAt(values, path));
      if (!result.success) {
        ctx.addIssue({
          code: 'custom',
          path: [...path],
          message: result.error.issues[0]?.message ?? MESSAGES.required,
        });
      }
    }
    for (const consent of ['checkbox1', 'checkbox2', 'checkbox3', 'checkbox4'] as const) {
      if (!values[consent]) ctx.addIssue({ code: 'custom', path: [consent], message: MESSAGES.required });
    }
  });

export type RegistrationFormValues = z.input<typeof RegistrationFormSchema>;

export const EMPTY_REGISTRATION: RegistrationFormValues = {
  account: {
    type: 'person',
    data: {
      username: '',
      email: '',
      phone: '',
      password: '',
      firstName: '',
      lastName: '',
      birthDay: '',
      companyName: '',
      vatId: '',
    },
    address: { street: '', apartmentNumber: '', city: '', postCode: '', state: '' },
  },
  checkbox1: false,
  checkbox2: false,
  checkbox3: false,
  checkbox4: false,
};

/**
 * The request body (spec 000 section 5): the phone gets the edition's prefix when it has no plus,
 * a Polish post code gets its dash, the other account type's fields and the consents are dropped.
 */
export function toRegisterPayload(
  values: RegistrationFormValues,
  region: Region,
  authType: AuthType,
): RegisterAccountInput {
  const { type, data, address } = values.account;
  const common = {
    username: data.username.trim(),
    email: data.email.trim(),
    phone: normalisePhone(data.phone.trim(), region),
    password: data.password,
  };
  return {
    authType,
    account: {
      type,
      data:
        type === 'company'
          ? { ...common, companyName: data.companyName.trim(), vatId: data.vatId.trim() }
          : {
              ...common,
              firstName: data.firstName.trim(),
              lastName: data.lastName.trim(),
              birthDay: data.birthDay,
            },
      address: {
        street: address.street.trim(),
        apartmentNumber: address.apartmentNumber.trim() || null,
        city: address.city.trim(),
        postCode: normalisePostCode(address.postCode, region),
        state: address.state,
      },
    },
  };
}

/** Server field paths as form paths (the address may be reported beside the account). */
export function toFormPath(path: string): string {
  return path.startsWith('address.') ? `account.${path}` : path;
}
