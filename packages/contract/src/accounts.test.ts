import { describe, expect, it } from 'vitest';
import { updatePayoutInputSchema, UsernameSchema } from './accounts.ts';
import { MESSAGES } from './messages.ts';

const errorOf = (username: string) => UsernameSchema.safeParse(username).error?.issues[0]?.message;

describe('UsernameSchema', () => {
  it.each(['anna', 'Anna_K', 'jan.kowalski-2', 'żółć', 'Łukasz', 'Małgorzata', 'José', 'Müller', 'øre'])(
    'accepts the Latin-script name %s',
    (username) => {
      expect(UsernameSchema.parse(username)).toBe(username);
    },
  );

  it.each([
    ['Cyrillic а beside Latin letters', 'аnna'],
    ['all Cyrillic', 'анна'],
    ['Greek', 'αnna'],
    ['fullwidth Latin', 'ａｎｎａ'],
    ['IPA alpha', 'ɑnna'],
    ['feminine ordinal', 'ªnna'],
    ['Arabic-Indic digits', 'anna٣'],
    ['a space', 'an na'],
    ['an at sign', 'anna@x'],
    ['a zero-width space', 'an\u200Bna'],
    ['a combining mark on a digit', 'anna1\u0301'],
    ['too short', 'an'],
    ['too long', 'a'.repeat(31)],
  ])('refuses %s', (_case, username) => {
    expect(errorOf(username)).toBe(MESSAGES.invalidUsername);
  });

  it('composes a letter typed as a base and a combining accent', () => {
    expect(UsernameSchema.parse('a\u0301nna')).toBe('ánna');
  });

  it('requires a name', () => {
    expect(errorOf('  ')).toBe(MESSAGES.required);
  });
});

describe('updatePayoutInputSchema', () => {
  const pl = { holder: 'Anna Nowak', account: { iban: '61109010140000071219812874' } };
  const us = { holder: 'Eve Stone', account: { accountNumber: '000123456789', routingNumber: '011000015' } };

  it("takes the spec's body without a password (first payout data need none)", () => {
    expect(updatePayoutInputSchema('pl').parse(pl)).toEqual({
      holder: 'Anna Nowak',
      account: { iban: 'PL61109010140000071219812874' },
    });
    expect(updatePayoutInputSchema('us').parse(us).password).toBeUndefined();
  });

  it('keeps a password exactly as typed, spaces included, up to 200 characters', () => {
    expect(updatePayoutInputSchema('pl').parse({ ...pl, password: ' Secret pass 1 ' }).password).toBe(
      ' Secret pass 1 ',
    );
    expect(updatePayoutInputSchema('us').parse({ ...us, password: 'p'.repeat(200) }).password).toHaveLength(
      200,
    );
    const tooLong = updatePayoutInputSchema('us').safeParse({ ...us, password: 'p'.repeat(201) });
    expect(tooLong.error?.issues).toEqual([
      expect.objectContaining({ path: ['password'], message: MESSAGES.tooLong }),
    ]);
    expect(updatePayoutInputSchema('pl').safeParse({ ...pl, password: 12 }).success).toBe(false);
  });
});
