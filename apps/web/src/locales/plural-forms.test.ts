import { beforeAll, describe, expect, it } from 'vitest';
import enAdmin from '#web/locales/en/admin.json';
import plAdmin from '#web/locales/pl/admin.json';
import pl from '#web/locales/pl/common.json';
import { loadAdminTexts } from '#web/shared/admin/admin-texts.ts';
import { i18n } from '#web/shared/lib/i18n.ts';

/**
 * Every count or duration the Polish edition shows goes through Polish plural rules (one, few,
 * many; issue 34): 1 ogłoszenie, 2 ogłoszenia, 5 ogłoszeń, 12 ogłoszeń, 22 ogłoszenia, 101 ogłoszeń.
 */

const PLURAL = /_(zero|one|two|few|many|other)$/;
/** The numbers each text is read with, and the Polish form each takes. */
const COUNTS = [1, 2, 5, 12, 22, 101] as const;
const POLISH_FORM = { 1: 'one', 2: 'few', 5: 'many', 12: 'many', 22: 'few', 101: 'many' } as const;

/**
 * Interpolated values that are counts a word could agree with. Ids (`orderId`, `id`), positions
 * (`index`: "zdjęcie 3") and amounts of money (`total`, `price`: formatted by the region) are not.
 */
const NUMERIC = ['count', 'seconds', 'max', 'formatted', 'shown', 'limit', 'quantity', 'used'];

/**
 * Texts where a number stands with no word agreeing with it: after a label and a colon, in
 * brackets, between "z" and a number, or as "x / y". Each is written so any number reads right.
 */
const STANDS_ALONE = new Set([
  'common:search.filters.activeCount', // aktywne: {{count}}
  'common:form.counter', // {{count}} / {{max}}
  'common:offerForm.photos.count', // {{count}} z {{max}}
  'common:offerDetail.gallery.photoAlt', // {{title}}, zdjęcie {{index}} z {{count}}
  'common:offerDetail.gallery.show', // Pokaż zdjęcie {{index}} z {{count}}
  'common:offerDetail.gallery.counter', // {{index}} / {{count}}
  'common:offerDetail.gallery.viewerTitle', // {{title}} ({{index}} / {{count}})
  'common:checkout.lineQuantity', // {{quantity}} × {{price}}
  'common:orders.quantity', // Ilość {{count}}
  'common:notifications.shown', // {{shown}} z {{total}}
  'common:reviews.stats.bar', // Opinie z oceną {{rate}}: {{formatted}}
  'common:reviews.countHeader', // Opinie ({{formatted}})
  'common:savedSearches.count', // Zapisane wyszukiwania: {{count}} z {{limit}}
  'admin:support.earlier', // Wcześniejsze wiadomości (ukryte): {{count}}.
]);

/** Every text of a resource by its dotted key. */
function textsOf(tree: object, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] => {
    const path = prefix ? `${prefix}.${key}` : key;
    return value && typeof value === 'object' ? textsOf(value as object, path) : [[path, String(value)]];
  });
}

const POLISH = [
  ...textsOf(pl).map(([key, text]) => [`common:${key}`, text]),
  ...textsOf(plAdmin).map(([key, text]) => [`admin:${key}`, text]),
] as [string, string][];

/** Plural base keys (`ns:key`) of the Polish texts with the forms each has. */
const pluralForms = new Map<string, Set<string>>();
for (const [key] of POLISH) {
  const match = PLURAL.exec(key);
  if (!match) continue;
  const base = key.slice(0, -match[0].length);
  pluralForms.set(base, (pluralForms.get(base) ?? new Set()).add(match[1]!));
}

/**
 * Each plural text of the Polish edition, read with n = 1, 2, 5, 12, 22 and 101: the words it must
 * show for the one, few and many forms (`n` stands for the number).
 */
const EXPECTED: Record<string, [one: string, few: string, many: string]> = {
  'common:search.resultCount': [
    'Znaleziono n ogłoszenie',
    'Znaleziono n ogłoszenia',
    'Znaleziono n ogłoszeń',
  ],
  'common:home.companyOffers': ['n ogłoszenie', 'n ogłoszenia', 'n ogłoszeń'],
  'common:categories.offersCount': ['n ogłoszenie', 'n ogłoszenia', 'n ogłoszeń'],
  'common:myOffers.count': ['n ogłoszenie', 'n ogłoszenia', 'n ogłoszeń'],
  'common:myOffers.notReady.fields': ['n pole wymaga', 'n pola wymagają', 'n pól wymaga'],
  'common:offerDetail.quantity.available': ['Dostępna n sztuka', 'Dostępne n sztuki', 'Dostępnych n sztuk'],
  'common:offerDetail.seller.offers': [
    'n aktywne ogłoszenie',
    'n aktywne ogłoszenia',
    'n aktywnych ogłoszeń',
  ],
  'common:offerDetail.reviews.count': ['n opinia', 'n opinie', 'n opinii'],
  'common:favourites.count': ['n zapisane ogłoszenie', 'n zapisane ogłoszenia', 'n zapisanych ogłoszeń'],
  'common:orders.count': ['n zamówienie', 'n zamówienia', 'n zamówień'],
  'common:orders.moreProducts': ['i jeszcze n produkt', 'i jeszcze n produkty', 'i jeszcze n produktów'],
  'common:notifications.bellUnread': ['n nieprzeczytane', 'n nieprzeczytane', 'n nieprzeczytanych'],
  'common:reviews.count': ['n opinia', 'n opinie', 'n opinii'],
  'common:reviews.form.stars': ['n gwiazdka', 'n gwiazdki', 'n gwiazdek'],
  'common:chat.unread': [
    'n nieprzeczytana wiadomość',
    'n nieprzeczytane wiadomości',
    'n nieprzeczytanych wiadomości',
  ],
  'common:chat.unreadConversations': ['n rozmowa', 'n rozmowy', 'n rozmów'],
  'common:savedSearches.newMatches': ['Nowe: n', 'Nowe: n', 'Nowe: n'],
  'common:form.counterLabel': ['z n znaku', 'z n znaków', 'z n znaków'],
  'common:offerForm.sections.photos.text': ['Do n zdjęcia.', 'Do n zdjęć.', 'Do n zdjęć.'],
  'common:offerForm.photos.extraText': ['Dokup n dodatkowe.', 'Dokup n dodatkowe.', 'Dokup n dodatkowych.'],
  'common:register.confirm.cooldown': ['za n sekundę.', 'za n sekundy.', 'za n sekund.'],
  'admin:users.found': ['n użytkownik', 'n użytkowników', 'n użytkowników'],
  'admin:catalog.offersCount': [
    'n opublikowane ogłoszenie',
    'n opublikowane ogłoszenia',
    'n opublikowanych ogłoszeń',
  ],
  'admin:catalog.allOffersCount': [
    'n ogłoszenie bezpośrednio',
    'n ogłoszenia bezpośrednio',
    'n ogłoszeń bezpośrednio',
  ],
  'admin:dashboard.lastDays': ['Ostatni n dzień', 'Ostatnie n dni', 'Ostatnie n dni'],
  'admin:finance.revenue.title': [
    'Przychody, ostatni n dzień',
    'Przychody, ostatnie n dni',
    'Przychody, ostatnie n dni',
  ],
  'admin:finance.reconciliation.differences': [
    'Znaleziono n rozbieżność:',
    'Znaleziono n rozbieżności:',
    'Znaleziono n rozbieżności:',
  ],
  'admin:finance.reconciliation.ranDifferences': [
    'Uzgodniono: n rozbieżność.',
    'Uzgodniono: n rozbieżności.',
    'Uzgodniono: n rozbieżności.',
  ],
  'admin:duration.plain.minute': ['n minuta', 'n minuty', 'n minut'],
  'admin:duration.plain.hour': ['n godzina', 'n godziny', 'n godzin'],
  'admin:duration.plain.day': ['n dzień', 'n dni', 'n dni'],
  'admin:duration.waited.minute': ['n minutę', 'n minuty', 'n minut'],
  'admin:duration.waited.hour': ['n godzinę', 'n godziny', 'n godzin'],
  'admin:duration.waited.day': ['n dzień', 'n dni', 'n dni'],
  'admin:duration.since.minute': ['od n minuty', 'od n minut', 'od n minut'],
  'admin:duration.since.hour': ['od n godziny', 'od n godzin', 'od n godzin'],
  'admin:duration.since.day': ['od n dnia', 'od n dni', 'od n dni'],
  'admin:duration.after.minute': ['po n minucie', 'po n minutach', 'po n minutach'],
  'admin:duration.after.hour': ['po n godzinie', 'po n godzinach', 'po n godzinach'],
  'admin:duration.after.day': ['po n dniu', 'po n dniach', 'po n dniach'],
};

/** A text read in `language` with the number `n` in every numeric value it may interpolate. */
function read(language: 'pl' | 'en', key: string, n: number): string {
  const [ns, path] = key.split(':') as ['common' | 'admin', string];
  const t = i18n.getFixedT(language, ns);
  const values = Object.fromEntries(NUMERIC.map((name) => [name, name === 'used' ? 0 : n]));
  return (t as (key: string, values: object) => string)(path, { ...values, count: n, formatted: String(n) });
}

beforeAll(() => loadAdminTexts());

describe('Polish counts and durations', () => {
  it('put every number a word agrees with into a text with the one, few and many forms', () => {
    const numeric = new RegExp(`\\{\\{\\s*(${NUMERIC.join('|')})\\b`);
    const missing = POLISH.filter(([key, text]) => {
      if (!numeric.test(text) || STANDS_ALONE.has(key)) return false;
      const match = PLURAL.exec(key);
      const forms = match ? pluralForms.get(key.slice(0, -match[0].length)) : undefined;
      return !(forms?.has('few') && forms.has('many') && forms.has('one') && forms.has('other'));
    }).map(([key]) => key);
    expect(missing).toEqual([]);
    // The texts let through still exist and still hold a number.
    for (const key of STANDS_ALONE)
      expect(POLISH.find(([other]) => other === key)?.[1], key).toMatch(numeric);
  });

  it('have the expected words listed below for each plural text', () => {
    expect([...pluralForms.keys()].filter((key) => !(key in EXPECTED)).sort()).toEqual([]);
  });

  it.each(Object.entries(EXPECTED))('%s reads right for 1, 2, 5, 12, 22 and 101', (key, [one, few, many]) => {
    const byForm = { one, few, many };
    for (const n of COUNTS) {
      const expected = byForm[POLISH_FORM[n]].replace(/\bn\b/, String(n));
      expect(read('pl', key, n), `${key} with ${n}`).toContain(expected);
    }
  });

  it('say "Rozstrzygnięty" and "po 1 minucie" for a dispute decided after a minute', () => {
    const t = i18n.getFixedT('pl', 'admin');
    expect(`${t('disputes.tookTime')} ${t('duration.after.minute', { count: 1 })}`).toBe(
      'Rozstrzygnięty po 1 minucie',
    );
  });
});

describe('English durations', () => {
  it.each(['plain', 'waited', 'since', 'after'] as const)(
    '%s: one and more minutes, hours, days',
    (phrase) => {
      const prefix = { plain: '', waited: '', since: 'for ', after: 'after ' }[phrase];
      for (const unit of ['minute', 'hour', 'day'] as const) {
        expect(read('en', `admin:duration.${phrase}.${unit}`, 1)).toBe(`${prefix}1 ${unit}`);
        expect(read('en', `admin:duration.${phrase}.${unit}`, 2)).toBe(`${prefix}2 ${unit}s`);
        expect(read('en', `admin:duration.${phrase}.${unit}`, 101)).toBe(`${prefix}101 ${unit}s`);
      }
      expect(enAdmin.disputes.tookTime).toBe('Decided');
    },
  );
});
