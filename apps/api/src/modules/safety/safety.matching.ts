import {
  SCAM_RULE_PHRASE_MAX,
  SCAM_RULE_PHRASES_MAX,
  SCAM_RULE_REGEX_MAX,
  type ScamRuleMatch,
} from '@marketplace/contract';
import { parse } from 'tldts';

/*
 * The pure part of "Safe to trade" (decision 132): how a message's text is compared with the
 * scam rules, which domains it names, and which of them imitate a brand.
 */

/** Lower case without accents (`Płatność` -> `platnosc`), full-width letters folded: what rules match. */
export function normaliseText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ł/g, 'l')
    .replace(/đ/g, 'd')
    .replace(/ø/g, 'o')
    .replace(/ß/g, 'ss');
}

const WORD_EDGE_BEFORE = '(?<![\\p{L}\\p{N}])';
const WORD_EDGE_AFTER = '(?![\\p{L}\\p{N}])';
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The phrases of a `phrases` pattern: one a line, blank lines ignored. */
export const phrasesOf = (pattern: string) =>
  pattern
    .split(/\r?\n/)
    .map((line) => normaliseText(line).trim().replace(/\s+/g, ' '))
    .filter((line) => line.length > 0);

/**
 * Why a regex is refused, or null. Bounded in length, and without what makes a backtracking
 * engine slow or the pattern opaque: back-references, and a repeated group that itself repeats or
 * alternates (`(a+)+`, `(a|ab)*`); a message is at most CHAT_MESSAGE_MAX characters.
 */
export function regexProblem(pattern: string): 'tooLong' | 'invalid' | 'unsafe' | null {
  if (pattern.length > SCAM_RULE_REGEX_MAX) return 'tooLong';
  try {
    new RegExp(pattern, 'u');
  } catch {
    return 'invalid';
  }
  if (/\\[1-9]|\\k</.test(pattern)) return 'unsafe';
  // Each open group: whether it holds a quantifier or an alternation.
  const groups: { risky: boolean }[] = [];
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i]!;
    if (char === '\\') {
      i++;
      continue;
    }
    if (inClass) {
      if (char === ']') inClass = false;
      continue;
    }
    if (char === '[') inClass = true;
    else if (char === '(') groups.push({ risky: false });
    else if (char === '|') {
      if (groups.length > 0) groups.at(-1)!.risky = true;
    } else if (char === '*' || char === '+' || char === '{') {
      for (const group of groups) group.risky = true;
    } else if (char === ')') {
      const group = groups.pop();
      const next = pattern[i + 1];
      if (group?.risky && (next === '*' || next === '+' || next === '{' || next === '?')) return 'unsafe';
      if (group?.risky && groups.length > 0) groups.at(-1)!.risky = true;
    }
  }
  return null;
}

/** Why a `phrases` pattern is refused, or null. */
export function phrasesProblem(pattern: string): 'tooLong' | 'invalid' | null {
  const phrases = phrasesOf(pattern);
  if (phrases.length === 0) return 'invalid';
  if (phrases.length > SCAM_RULE_PHRASES_MAX) return 'tooLong';
  if (phrases.some((phrase) => phrase.length > SCAM_RULE_PHRASE_MAX)) return 'tooLong';
  // A lone `*` would match every word.
  if (phrases.some((phrase) => phrase.replace(/\*/g, '').trim().length < 2)) return 'invalid';
  return null;
}

/**
 * A rule as a test over normalised text. Phrases match whole words (`*` at a word's end: any
 * ending, `przelew*` also `przelewem`); a regex runs over the same normalised text.
 */
export function compileRule(match: ScamRuleMatch, pattern: string): (normalisedText: string) => boolean {
  if (match === 'regex') {
    const regex = new RegExp(normaliseText(pattern), 'iu');
    return (text) => regex.test(text);
  }
  const alternatives = phrasesOf(pattern).map((phrase) =>
    phrase
      .split(' ')
      .map((word) => escapeRegex(word).replace(/\\\*/g, '[\\p{L}\\p{N}]*'))
      .join('\\s+'),
  );
  const regex = new RegExp(`${WORD_EDGE_BEFORE}(?:${alternatives.join('|')})${WORD_EDGE_AFTER}`, 'u');
  return (text) => regex.test(text);
}

/**
 * The hosts a text names: in links, e-mail addresses and bare (`dhl-pay.com`), as their ASCII
 * form; only those under a public suffix of the ICANN list (so `e.g` or `1.5` are none).
 */
export function hostsIn(text: string): string[] {
  const hosts = new Set<string>();
  const candidates =
    text.match(
      /[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?(?:\.[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?)+/gu,
    ) ?? [];
  for (const candidate of candidates.slice(0, 100)) {
    let host: string;
    try {
      host = new URL(`http://${candidate}`).hostname;
    } catch {
      continue;
    }
    const parsed = parse(host);
    if (parsed.isIcann && parsed.domain) hosts.add(host);
  }
  return [...hosts];
}

/** A host's registrable domain (`a.b.co.uk` -> `b.co.uk`), public-suffix aware; null for none. */
export function registrableDomain(host: string): string | null {
  return parse(host).domain ?? null;
}

/**
 * Delivery and payment brands scammers imitate ("your DHL parcel awaits payment"), with the
 * registrable domains that really are theirs. A host naming one of them together with a service
 * word below, on another domain, imitates it. Data, not rules: extend as new lures appear.
 */
export const IMITATED_BRANDS: { name: string; domains: string[] }[] = [
  { name: 'dhl', domains: ['dhl.com', 'dhl.de', 'dhl.pl', 'dhlparcel.pl', 'dhl.co.uk', 'dhlparcel.co.uk'] },
  { name: 'inpost', domains: ['inpost.pl', 'inpost.eu', 'inpost.co.uk', 'inpost.it', 'inpost.es'] },
  { name: 'dpd', domains: ['dpd.com', 'dpd.pl', 'dpd.co.uk', 'dpd.de'] },
  { name: 'ups', domains: ['ups.com'] },
  { name: 'usps', domains: ['usps.com'] },
  { name: 'fedex', domains: ['fedex.com'] },
  { name: 'gls', domains: ['gls-group.eu', 'gls-group.com', 'gls-pl.com', 'gls-us.com'] },
  { name: 'pocztapolska', domains: ['poczta-polska.pl', 'pocztapolska.pl'] },
  { name: 'poczta-polska', domains: ['poczta-polska.pl', 'pocztapolska.pl'] },
  { name: 'paypal', domains: ['paypal.com', 'paypal.me', 'paypal.pl'] },
  { name: 'stripe', domains: ['stripe.com'] },
  { name: 'revolut', domains: ['revolut.com', 'revolut.me'] },
  { name: 'blik', domains: ['blik.com'] },
  { name: 'olx', domains: ['olx.pl', 'olx.com', 'olx.ua', 'olx.ro', 'olx.pt'] },
  { name: 'allegro', domains: ['allegro.pl', 'allegrolokalnie.pl', 'allegro.cz', 'allegro.sk'] },
  { name: 'vinted', domains: ['vinted.com', 'vinted.pl', 'vinted.co.uk', 'vinted.fr', 'vinted.de'] },
  { name: 'ebay', domains: ['ebay.com', 'ebay.pl', 'ebay.co.uk', 'ebay.de'] },
  { name: 'amazon', domains: ['amazon.com', 'amazon.pl', 'amazon.co.uk', 'amazon.de'] },
  { name: 'craigslist', domains: ['craigslist.org'] },
];

/**
 * Words a lure's host pairs with a brand (`dhl-delivery-pay.com`, `inpost-platnosc.pl`), in
 * English and Polish without accents (hosts are ASCII; IDN hosts compare in their punycode).
 */
export const LURE_WORDS = [
  'courier',
  'delivery',
  'deliver',
  'shipping',
  'shipment',
  'ship',
  'parcel',
  'package',
  'track',
  'tracking',
  'payment',
  'payout',
  'pay',
  'refund',
  'secure',
  'safe',
  'verify',
  'verification',
  'confirm',
  'login',
  'support',
  'order',
  'checkout',
  'wallet',
  'kurier',
  'dostawa',
  'dostawy',
  'platnosc',
  'platnosci',
  'platnos',
  'oplata',
  'przesylka',
  'przesylki',
  'paczka',
  'paczki',
  'odbior',
  'zwrot',
  'zamowienie',
  'weryfikacja',
  'potwierdzenie',
  'bezpieczna',
];

/** The marketplace's own name, which a lookalike of its host carries (`us-marketplace-pay.com`). */
export const SITE_BRANDS = ['marketplace'];

/** Letters scammers swap for look-alike digits (`paypa1`, `rnarketplace`). */
const deconfuse = (label: string) =>
  label
    .replace(/rn/g, 'm')
    .replace(/vv/g, 'w')
    .replace(/0/g, 'o')
    .replace(/1/g, 'l')
    .replace(/3/g, 'e')
    .replace(/5/g, 's')
    .replace(/\$/g, 's');

/** Levenshtein distance, giving up (returning limit + 1) once it exceeds `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const value = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/** Our own site: its registrable domains (both editions) and the name its lookalikes carry. */
export interface OwnSite {
  domains: Set<string>;
  brands: string[];
}

/** Our site from the editions' public origins (PUBLIC_ORIGIN_TEMPLATE): `us.marketplace.com` -> marketplace.com, 'marketplace'. */
export function ownSiteOf(origins: string[]): OwnSite {
  const domains = new Set<string>();
  const brands = new Set(SITE_BRANDS);
  for (const origin of origins) {
    const host = new URL(origin).hostname;
    const parsed = parse(host);
    domains.add(parsed.domain ?? host);
    if (parsed.isIcann && parsed.domainWithoutSuffix && parsed.domainWithoutSuffix.length >= 5)
      brands.add(parsed.domainWithoutSuffix);
  }
  return { domains, brands: [...brands] };
}

/**
 * Whether a host imitates our site or a delivery or payment brand: not our domain (nor the
 * brand's), but its name carries our name (or one a letter or two off), or a brand together with
 * a lure word.
 */
export function isLookalike(host: string, site: OwnSite): boolean {
  const parsed = parse(host);
  if (!parsed.domain || site.domains.has(parsed.domain)) return false;
  const name = (parsed.subdomain ? `${parsed.subdomain}.` : '') + (parsed.domainWithoutSuffix ?? '');
  const plain = deconfuse(name);
  const tokens = plain.split(/[.-]+/).filter(Boolean);
  for (const brand of site.brands) {
    if (plain.includes(brand)) return true;
    const limit = brand.length >= 8 ? 2 : 1;
    if (tokens.some((token) => token.length >= 4 && editDistance(token, brand, limit) <= limit)) return true;
  }
  const hasLure = tokens.some((token) => LURE_WORDS.some((word) => token.includes(word)));
  if (!hasLure) return false;
  return IMITATED_BRANDS.some(
    (brand) =>
      !brand.domains.includes(parsed.domain!) &&
      (brand.name.length > 3
        ? plain.includes(brand.name)
        : tokens.some((token) => token.startsWith(brand.name))),
  );
}
