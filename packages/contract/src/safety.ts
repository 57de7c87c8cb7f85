import { MESSAGES } from './messages.ts';
import { z } from './zod.ts';

/*
 * "Safe to trade" (decision 132): warnings a recipient sees under a message, and the console's
 * scam rules and blocked domains that produce them.
 */

/** Why a message is flagged for its recipient; the web explains each in the reader's language. */
export const MESSAGE_WARNINGS = [
  'blocked_domain',
  'lookalike_domain',
  'move_off_site',
  'pay_off_site',
  'link',
] as const;
export type MessageWarning = (typeof MESSAGE_WARNINGS)[number];

/** What a scam rule detects: asking to continue elsewhere, to pay outside the site, or a link. */
export const SCAM_RULE_KINDS = ['move_off_site', 'pay_off_site', 'link'] as const;
export type ScamRuleKind = (typeof SCAM_RULE_KINDS)[number];

/**
 * `phrases`: one phrase a line, matched as whole words, ignoring case and accents (`przelew*`
 * also matches `przelewem`); `regex`: a bounded pattern over the same accent-free, lower-case text.
 */
export const SCAM_RULE_MATCHES = ['phrases', 'regex'] as const;
export type ScamRuleMatch = (typeof SCAM_RULE_MATCHES)[number];

export const SCAM_RULE_NAME_MAX = 80;
export const SCAM_RULE_PATTERN_MAX = 500;
export const SCAM_RULE_REGEX_MAX = 200;
export const SCAM_RULE_PHRASES_MAX = 50;
export const SCAM_RULE_PHRASE_MAX = 80;
export const SCAM_RULE_TEST_MAX = 300;
/** Rules an edition may hold (each message is tested against every enabled one). */
export const SCAM_RULES_MAX = 200;
export const BLOCKED_DOMAIN_MAX = 253;
export const BLOCKED_DOMAIN_NOTE_MAX = 200;
/** Blocked domains an edition may hold (both editions' count toward each). */
export const BLOCKED_DOMAINS_MAX = 5000;

const requiredText = (max: number) =>
  z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required).max(max, MESSAGES.tooLong);

/** `POST /api/admin/safety/rules`, `PUT /api/admin/safety/rules/:id`: the server also checks the pattern and that both test sentences match. */
export const ScamRuleInputSchema = z.object({
  name: requiredText(SCAM_RULE_NAME_MAX),
  kind: z.enum(SCAM_RULE_KINDS, { error: MESSAGES.invalidValue }),
  match: z.enum(SCAM_RULE_MATCHES, { error: MESSAGES.invalidValue }),
  pattern: requiredText(SCAM_RULE_PATTERN_MAX),
  testSentenceEn: requiredText(SCAM_RULE_TEST_MAX),
  testSentencePl: requiredText(SCAM_RULE_TEST_MAX),
  enabled: z.boolean({ error: MESSAGES.invalidValue }).default(true),
});
export type ScamRuleInput = z.input<typeof ScamRuleInputSchema>;

export interface ScamRuleDto {
  id: number;
  name: string;
  kind: ScamRuleKind;
  match: ScamRuleMatch;
  pattern: string;
  testSentenceEn: string;
  testSentencePl: string;
  enabled: boolean;
  createdAt: string;
  updatedAt: string;
}

/** `POST /api/admin/safety/blocked-domains`: `bothEditions` blocks it in the other edition too. */
export const BlockedDomainInputSchema = z.object({
  domain: requiredText(BLOCKED_DOMAIN_MAX),
  note: z.string().trim().max(BLOCKED_DOMAIN_NOTE_MAX, MESSAGES.tooLong).default(''),
  bothEditions: z.boolean({ error: MESSAGES.invalidValue }).default(false),
});
export type BlockedDomainInput = z.input<typeof BlockedDomainInputSchema>;

export interface BlockedDomainDto {
  id: number;
  domain: string;
  note: string;
  bothEditions: boolean;
  createdBy: { id: number; username: string } | null;
  createdAt: string;
}

export interface ScamRulesDto {
  items: ScamRuleDto[];
}
export interface BlockedDomainsDto {
  items: BlockedDomainDto[];
}

/** The longest address `/leaving?to=<url>` takes (only http(s) addresses are links at all). */
export const LINK_MAX = 2000;
