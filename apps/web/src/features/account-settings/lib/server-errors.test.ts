import { MESSAGES } from '@marketplace/contract';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '#web/shared/lib/api-error.ts';
import { toast } from '#web/shared/lib/toast.ts';
import { confirmErrorMessage } from '../components/contact-change-form.tsx';
import { PasswordFormSchema } from '../components/password-form.tsx';
import { applyServerErrors } from './server-errors.ts';

describe('applyServerErrors', () => {
  it('puts field errors on their fields and the first mapped one in a toast', () => {
    const toastError = vi.spyOn(toast, 'error').mockImplementation(() => 0);
    const setError = vi.fn();
    const error = new ApiError({
      code: 400,
      message: MESSAGES.validationFailed,
      fieldErrors: {
        'account.routingNumber': MESSAGES.invalidRoutingNumber,
        'account.iban': MESSAGES.invalidIban,
      },
    });
    applyServerErrors(error, setError, [
      ['account.iban', 'account.iban'],
      ['account.routingNumber', 'account.routingNumber'],
    ]);
    expect(setError).toHaveBeenCalledWith('account.iban', { type: 'server', message: MESSAGES.invalidIban });
    expect(setError).toHaveBeenCalledWith('account.routingNumber', {
      type: 'server',
      message: MESSAGES.invalidRoutingNumber,
    });
    expect(toastError).toHaveBeenCalledWith(MESSAGES.invalidIban);
    toastError.mockRestore();
  });

  it('shows the first of newPassword.first and newPassword.second on the one field', () => {
    const toastError = vi.spyOn(toast, 'error').mockImplementation(() => 0);
    const setError = vi.fn();
    const error = new ApiError({
      code: 400,
      message: MESSAGES.validationFailed,
      fieldErrors: {
        'newPassword.second': MESSAGES.required,
        'newPassword.first': MESSAGES.passwordTooShort,
      },
    });
    applyServerErrors(error, setError, [
      ['newPassword.first', 'newPassword'],
      ['newPassword.second', 'newPassword'],
    ]);
    expect(setError).toHaveBeenCalledTimes(1);
    expect(setError).toHaveBeenCalledWith('newPassword', {
      type: 'server',
      message: MESSAGES.passwordTooShort,
    });
    toastError.mockRestore();
  });
});

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
