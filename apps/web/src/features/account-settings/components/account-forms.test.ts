import { MESSAGES } from '@marketplace/contract';
import { describe, expect, it } from 'vitest';
import { confirmErrorMessage } from './contact-change-form.tsx';
import { PasswordFormSchema } from './password-form.tsx';

describe('confirmErrorMessage', () => {
  it('maps 404 to Incorrect code, 409 to Invalid phone number and 410 to expired', () => {
    expect(confirmErrorMessage(404, 'x')).toBe(MESSAGES.incorrectCode);
    expect(confirmErrorMessage(409, 'x')).toBe(MESSAGES.invalidPhone);
    expect(confirmErrorMessage(410, 'x')).toBe(MESSAGES.codeExpired);
    expect(confirmErrorMessage(500, 'x')).toBe('x');
  });
});

describe('PasswordFormSchema', () => {
  it('requires every field and a matching repeat', () => {
    const empty = PasswordFormSchema.safeParse({ oldPassword: '', newPassword: '', repeatNewPassword: '' });
    expect(empty.success).toBe(false);
    const mismatch = PasswordFormSchema.safeParse({
      oldPassword: 'old-secret',
      newPassword: 'Brand-New-Secret-1',
      repeatNewPassword: 'Brand-New-Secret-2',
    });
    expect(mismatch.error?.issues).toEqual([
      expect.objectContaining({ path: ['repeatNewPassword'], message: MESSAGES.passwordsMustMatch }),
    ]);
  });
});
