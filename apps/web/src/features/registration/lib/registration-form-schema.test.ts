import { describe, expect, it } from 'vitest';
import {
  EMPTY_REGISTRATION,
  RegistrationFormSchema,
  toFormPath,
  toRegisterPayload,
  type RegistrationFormValues,
} from './registration-form-schema.ts';

const filled: RegistrationFormValues = {
  account: {
    type: 'person',
    data: {
      username: 'jan.kowalski',
      email: 'jan@example.com',
      phone: '501 234 567',
      password: 'secret-pass-1',
      firstName: 'Jan',
      lastName: 'Kowalski',
      birthDay: '1990-04-05',
      companyName: 'Left over',
      vatId: '5260250274',
    },
    address: {
      street: 'Prosta 1',
      apartmentNumber: '',
      city: 'Warszawa',
      postCode: '00 850',
      state: 'mazowieckie',
    },
  },
  checkbox1: true,
  checkbox2: true,
  checkbox3: true,
  checkbox4: true,
};

describe('toRegisterPayload', () => {
  it('adds the prefix, the Polish post code dash, and drops company fields and consents', () => {
    expect(toRegisterPayload(filled, 'pl', 'email')).toEqual({
      authType: 'email',
      account: {
        type: 'person',
        data: {
          username: 'jan.kowalski',
          email: 'jan@example.com',
          phone: '+48501234567',
          password: 'secret-pass-1',
          firstName: 'Jan',
          lastName: 'Kowalski',
          birthDay: '1990-04-05',
        },
        address: {
          street: 'Prosta 1',
          apartmentNumber: null,
          city: 'Warszawa',
          postCode: '00-850',
          state: 'mazowieckie',
        },
      },
    });
  });

  it('keeps a phone with a plus and drops person fields for a company', () => {
    const company = {
      ...filled,
      account: {
        ...filled.account,
        type: 'company' as const,
        data: { ...filled.account.data, phone: '+1 (201) 555-0123' },
        address: { ...filled.account.address, postCode: '10001', apartmentNumber: '4B' },
      },
    };
    const payload = toRegisterPayload(company, 'us', 'sms');
    expect(payload.account.data).toEqual({
      username: 'jan.kowalski',
      email: 'jan@example.com',
      phone: '+12015550123',
      password: 'secret-pass-1',
      companyName: 'Left over',
      vatId: '5260250274',
    });
    expect(payload.account.address.postCode).toBe('10001');
    expect(payload.account.address.apartmentNumber).toBe('4B');
    expect(payload).not.toHaveProperty('checkbox1');
  });
});

describe('RegistrationFormSchema', () => {
  it('requires the fields of the chosen type and the four consents', () => {
    const result = RegistrationFormSchema.safeParse(EMPTY_REGISTRATION);
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(
      expect.arrayContaining([
        'account.data.username',
        'account.data.email',
        'account.data.firstName',
        'account.data.birthDay',
        'account.address.state',
        'checkbox4',
      ]),
    );
    expect(paths).not.toContain('account.data.companyName');
    expect(paths).not.toContain('account.address.apartmentNumber');
  });

  it('accepts a complete person', () => {
    expect(RegistrationFormSchema.safeParse(filled).success).toBe(true);
  });
});

describe('toFormPath', () => {
  it('moves an address reported beside the account into it', () => {
    expect(toFormPath('address.city')).toBe('account.address.city');
    expect(toFormPath('account.data.username')).toBe('account.data.username');
  });
});
