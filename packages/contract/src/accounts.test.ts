import { describe, expect, it } from 'vitest';
import { UsernameSchema } from './accounts.ts';
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
