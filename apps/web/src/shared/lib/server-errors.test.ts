import { MESSAGES } from '@marketplace/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, HttpError } from './api-error.ts';
import { applyServerErrors } from './server-errors.ts';
import { toast } from './toast.ts';

const validation = (fieldErrors: Record<string, string>, additionalFirstError?: string) =>
  new ApiError({ code: 400, message: MESSAGES.validationFailed, fieldErrors, additionalFirstError });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('applyServerErrors', () => {
  it('puts field errors on their fields and the first mapped one in a toast', () => {
    const toastError = vi.spyOn(toast, 'error').mockImplementation(() => 0);
    const setError = vi.fn();
    const error = validation({
      'account.routingNumber': MESSAGES.invalidRoutingNumber,
      'account.iban': MESSAGES.invalidIban,
    });
    applyServerErrors(error, setError, {
      fields: { 'account.iban': 'account.iban', 'account.routingNumber': 'account.routingNumber' },
    });
    expect(setError).toHaveBeenCalledWith('account.iban', { type: 'server', message: MESSAGES.invalidIban });
    expect(setError).toHaveBeenCalledWith('account.routingNumber', {
      type: 'server',
      message: MESSAGES.invalidRoutingNumber,
    });
    expect(toastError).toHaveBeenCalledWith(MESSAGES.invalidIban);
  });

  it('shows the first of newPassword.first and newPassword.second on the one field', () => {
    vi.spyOn(toast, 'error').mockImplementation(() => 0);
    const setError = vi.fn();
    const error = validation({
      'newPassword.second': MESSAGES.required,
      'newPassword.first': MESSAGES.passwordTooShort,
    });
    applyServerErrors(error, setError, {
      fields: { 'newPassword.first': 'newPassword', 'newPassword.second': 'newPassword' },
    });
    expect(setError).toHaveBeenCalledTimes(1);
    expect(setError).toHaveBeenCalledWith('newPassword', {
      type: 'server',
      message: MESSAGES.passwordTooShort,
    });
  });

  it('puts every field error on its own path without a map, and a renaming function moves or drops them', () => {
    vi.spyOn(toast, 'error').mockImplementation(() => 0);
    const same = vi.fn();
    applyServerErrors(validation({ title: MESSAGES.required, 'price.amount': MESSAGES.notANumber }), same);
    expect(same.mock.calls).toEqual([
      ['title', { type: 'server', message: MESSAGES.required }],
      ['price.amount', { type: 'server', message: MESSAGES.notANumber }],
    ]);

    const renamed = vi.fn();
    applyServerErrors(
      validation({ 'address.city': MESSAGES.required, 'account.type': MESSAGES.required }),
      renamed,
      { fields: (path) => (path.startsWith('address.') ? `account.${path}` : undefined) },
    );
    expect(renamed.mock.calls).toEqual([
      ['account.address.city', { type: 'server', message: MESSAGES.required }],
    ]);
  });

  it('focuses only the first field when asked', () => {
    vi.spyOn(toast, 'error').mockImplementation(() => 0);
    const setError = vi.fn();
    applyServerErrors(validation({ username: MESSAGES.required, email: MESSAGES.invalidEmail }), setError, {
      shouldFocus: true,
    });
    expect(setError.mock.calls.map((call: unknown[]) => call[2])).toEqual([
      { shouldFocus: true },
      { shouldFocus: false },
    ]);
  });

  it('toasts the form-level error first, else the message, and lets the form show it instead', () => {
    const toastError = vi.spyOn(toast, 'error').mockImplementation(() => 0);
    applyServerErrors(validation({ title: MESSAGES.required }, 'Too many files selected.'), vi.fn());
    expect(toastError).toHaveBeenLastCalledWith('Too many files selected.');
    applyServerErrors(new ApiError({ code: 409, message: 'Already reported' }), vi.fn());
    expect(toastError).toHaveBeenLastCalledWith('Already reported');

    const onFormError = vi.fn();
    const answered = applyServerErrors(validation({ title: MESSAGES.required }), vi.fn(), { onFormError });
    expect(onFormError).toHaveBeenCalledWith(answered, MESSAGES.required);
    expect(toastError).toHaveBeenCalledTimes(2);
  });

  it('normalises what the transport threw', () => {
    vi.spyOn(toast, 'error').mockImplementation(() => 0);
    const setError = vi.fn();
    const error = applyServerErrors(
      new HttpError('Request failed with status code 400', {
        status: 400,
        headers: new Headers(),
        data: {
          code: 400,
          message: 'Validation Failed',
          errors: { children: { code: { errors: ['Incorrect code'] } } },
        },
      }),
      setError,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(setError).toHaveBeenCalledWith('code', { type: 'server', message: 'Incorrect code' });
  });
});
