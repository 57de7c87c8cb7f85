import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addFieldError, formErrorsFromZod, installContractErrorMessages } from './errors.ts';
import { MESSAGES } from './messages.ts';

describe('contract error messages', () => {
  beforeAll(() => installContractErrorMessages());

  const issuesOf = (schema: z.ZodType, value: unknown) => {
    const result = schema.safeParse(value);
    if (result.success) throw new Error('expected a failure');
    return formErrorsFromZod(result.error.issues);
  };

  it('uses the spec wording for required, number and email errors', () => {
    const schema = z.object({ title: z.string(), amount: z.number(), email: z.email() });
    expect(issuesOf(schema, { amount: 'x', email: 'nope' })).toEqual({
      children: {
        title: { errors: [MESSAGES.required] },
        amount: { errors: [MESSAGES.notANumber] },
        email: { errors: [MESSAGES.invalidEmail] },
      },
    });
  });

  it('treats an empty required string as missing', () => {
    expect(issuesOf(z.object({ city: z.string().min(1) }), { city: '' })).toEqual({
      children: { city: { errors: [MESSAGES.required] } },
    });
  });

  it('nests errors by path and keeps form-level errors at the top', () => {
    const tree = addFieldError({}, ['price', 'amount'], 'bad');
    addFieldError(tree, [], 'form');
    expect(tree).toEqual({
      errors: ['form'],
      children: { price: { children: { amount: { errors: ['bad'] } } } },
    });
  });
});
