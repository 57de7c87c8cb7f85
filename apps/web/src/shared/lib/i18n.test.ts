import { MESSAGES } from '@marketplace/contract';
import { afterEach, describe, expect, it } from 'vitest';
import enAdmin from '#web/locales/en/admin.json';
import en from '#web/locales/en/common.json';
import plAdmin from '#web/locales/pl/admin.json';
import pl from '#web/locales/pl/common.json';
import { loadAdminTexts } from '#web/shared/admin/admin-texts.ts';
import { i18n, setLanguage } from './i18n.ts';
import { translateServerMessage } from './server-message.ts';

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Dotted keys of a resource, plural forms folded into their base key. */
function keysOf(tree: object, prefix = ''): Set<string> {
  const keys = new Set<string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') for (const nested of keysOf(value, path)) keys.add(nested);
    else keys.add(path.replace(PLURAL, ''));
  }
  return keys;
}

describe('locales', () => {
  it.each([
    ['common', en, pl],
    ['admin', enAdmin, plAdmin],
  ])('have the same keys in English and Polish (%s)', (_, englishTexts, polishTexts) => {
    const english = keysOf(englishTexts);
    const polish = keysOf(polishTexts);
    expect([...english].filter((key) => !polish.has(key))).toEqual([]);
    expect([...polish].filter((key) => !english.has(key))).toEqual([]);
  });

  it('call the seller of a listing one name in Polish: sprzedający, never sprzedawca', () => {
    const texts = JSON.stringify(pl);
    expect(texts.match(/sprzedawc\w*/gi) ?? []).toEqual([]);
    expect(texts).toMatch(/sprzedający/);
  });

  it('never put a person’s name after a Polish preposition that would need it declined', () => {
    // 'od {{messageWriter}}' reads 'od Anna Nowak'; Polish wants 'od Anny Nowak', which a name
    // from the database cannot be turned into. A name stands on its own ('Anna Nowak: …') or after
    // a noun that takes it as it is ('użytkownika {{name}}').
    const names =
      /\b(od|do|dla|u|z|ze|przez|o|przy|na|w)\s+\{\{(messageWriter|writer|name|seller|buyer|username|author)\}\}/gi;
    expect(JSON.stringify(pl).match(names) ?? []).toEqual([]);
  });

  it('label sonner’s toaster and its close button in both languages (not its English defaults)', () => {
    expect(en.toasts.region).not.toMatch(/^Notifications alt\+T$/);
    expect(pl.toasts.region).not.toMatch(/Notifications|alt\+T$/);
    expect(pl.toasts.close).not.toBe('Close toast');
    expect(pl.toasts.close).not.toBe(en.toasts.close);
  });

  // The messages only the console meets are in its own texts (admin.json), once, never in both.
  const enMessages: Record<string, string> = { ...en.serverMessages, ...enAdmin.serverMessages };
  const plMessages: Record<string, string> = { ...pl.serverMessages, ...plAdmin.serverMessages };

  it('translate every fixed server message of the contract in both languages', () => {
    for (const key of Object.keys(MESSAGES)) {
      expect(enMessages, key).toHaveProperty(key);
      expect(plMessages, key).toHaveProperty(key);
      expect(key in en.serverMessages && key in enAdmin.serverMessages, key).toBe(false);
    }
  });

  it('keep the English server messages word for word as the contract has them', () => {
    for (const [key, text] of Object.entries(MESSAGES)) expect(enMessages[key]).toBe(text);
  });

  it('show the console’s messages in the interface language once its texts are loaded', async () => {
    await loadAdminTexts();
    await i18n.changeLanguage('pl');
    expect(translateServerMessage(MESSAGES.categoryCycle)).toBe(plAdmin.serverMessages.categoryCycle);
    await i18n.changeLanguage('en');
  });

  it('have Polish plural forms wherever English has plurals', () => {
    const polishFlat = JSON.stringify(pl);
    for (const key of JSON.stringify(en).match(/"(\w+)_one"/g) ?? []) {
      const base = key.slice(1, -5);
      for (const form of ['one', 'few', 'many', 'other']) expect(polishFlat).toContain(`"${base}_${form}"`);
    }
  });
});

describe('translateServerMessage', () => {
  afterEach(() => setLanguage('en'));

  it('shows the contract messages in Polish in the Polish edition', () => {
    setLanguage('pl');
    expect(translateServerMessage(MESSAGES.required)).toBe('To pole jest wymagane.');
    expect(translateServerMessage(MESSAGES.incorrectCode)).toBe('Nieprawidłowy kod');
    expect(translateServerMessage(MESSAGES.cannotFavourite)).toBe(
      'Nie możesz dodać tego ogłoszenia do ulubionych',
    );
  });

  it('keeps the spec wording in English', () => {
    expect(translateServerMessage(MESSAGES.required)).toBe('This field is required.');
    expect(translateServerMessage(MESSAGES.notANumber)).toBe('This value must be a number');
  });

  it('translates the client-side network and status messages', () => {
    setLanguage('pl');
    expect(translateServerMessage('Network Error')).toMatch(/Błąd sieci/);
    expect(translateServerMessage('Request failed with status code 404')).toBe(
      'Żądanie nie powiodło się (kod 404)',
    );
  });

  it('falls back to the raw message when it is unknown', () => {
    setLanguage('pl');
    expect(translateServerMessage('Something the server made up')).toBe('Something the server made up');
  });

  it('uses a given t function (the component language)', () => {
    const t = i18n.getFixedT('pl');
    expect(translateServerMessage(MESSAGES.invalidEmail, t)).toBe('Nieprawidłowy adres e-mail.');
  });

  it('plurals in Polish follow Polish rules', () => {
    const t = i18n.getFixedT('pl');
    expect(t('categories.offersCount', { count: 1 })).toBe('1 ogłoszenie');
    expect(t('categories.offersCount', { count: 3 })).toBe('3 ogłoszenia');
    expect(t('categories.offersCount', { count: 5 })).toBe('5 ogłoszeń');
    expect(t('categories.offersCount', { count: 22 })).toBe('22 ogłoszenia');
  });
});
