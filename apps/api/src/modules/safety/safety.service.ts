import {
  BLOCKED_DOMAINS_MAX,
  MESSAGES,
  SCAM_RULES_MAX,
  type BlockedDomainInput,
  type BlockedDomainsDto,
  type MessageWarning,
  type Region,
  type ScamRuleDto,
  type ScamRuleInput,
  type ScamRulesDto,
} from '@marketplace/contract';
import { parse } from 'tldts';
import { ownPart, type UnitOfWork } from '../../db/unit-of-work.ts';
import type { Clock } from '../../shared/clock.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../shared/errors.ts';
import type { AuditLog } from '../audit/index.ts';
import {
  compileRule,
  hostsIn,
  isLookalike,
  normaliseText,
  phrasesProblem,
  regexProblem,
  registrableDomain,
  type OwnSite,
} from './safety.matching.ts';
import { presentBlockedDomain, presentRule } from './safety.presenter.ts';
import type { SafetyRepository } from './safety.repository.ts';

/** The safety module's part of another module's unit of work, read only by `assessMessage`. */
export interface SafetyScope {
  safety: unknown;
}

export interface MessageToAssess {
  region: Region;
  text: string;
  /** A conversation's opening message is where scams ask to move or pay elsewhere (decision 132). */
  isFirstMessageOfConversation: boolean;
}

/**
 * Why a message's recipient should be careful (decision 132), in the caller's unit of work: a
 * link to a blocked or lookalike domain always; asking to continue elsewhere, to pay outside the
 * site, or a link, in the first message of a conversation (the edition's enabled rules).
 */
export function createMessageAssessment(site: OwnSite) {
  return async function assessMessage(
    scope: SafetyScope,
    { region, text, isFirstMessageOfConversation }: MessageToAssess,
  ): Promise<MessageWarning[]> {
    const safety = ownPart<SafetyRepository>(scope.safety);
    const warnings = new Set<MessageWarning>();
    const hosts = hostsIn(text);
    const domains = [...new Set(hosts.map(registrableDomain).filter((domain) => domain !== null))];
    if ((await safety.blockedAmong(region, domains)).length > 0) warnings.add('blocked_domain');
    if (hosts.some((host) => isLookalike(host, site))) warnings.add('lookalike_domain');
    if (isFirstMessageOfConversation) {
      const normalised = normaliseText(text);
      for (const rule of await safety.rules(region, { enabledOnly: true })) {
        if (warnings.has(rule.kind)) continue;
        try {
          if (compileRule(rule.match, rule.pattern)(normalised)) warnings.add(rule.kind);
        } catch {
          // A rule is checked when saved; one that still fails to compile warns of nothing.
        }
      }
    }
    return [...warnings];
  };
}

export type AssessMessage = ReturnType<typeof createMessageAssessment>;

/** The rule's field errors, or none: a pattern that is safe, and both test sentences matching it. */
function checkRule(input: ReturnType<typeof normaliseRuleInput>) {
  const problem = input.match === 'regex' ? regexProblem(input.pattern) : phrasesProblem(input.pattern);
  if (problem)
    throw new ValidationError({
      pattern:
        problem === 'tooLong'
          ? MESSAGES.tooLong
          : problem === 'unsafe'
            ? MESSAGES.safetyUnsafePattern
            : MESSAGES.invalidValue,
    });
  const test = compileRule(input.match, input.pattern);
  const errors: Record<string, string> = {};
  if (!test(normaliseText(input.testSentenceEn)))
    errors.testSentenceEn = MESSAGES.safetyTestSentenceNotMatched;
  if (!test(normaliseText(input.testSentencePl)))
    errors.testSentencePl = MESSAGES.safetyTestSentenceNotMatched;
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

const normaliseRuleInput = (input: ScamRuleInput) => ({
  name: input.name,
  kind: input.kind,
  match: input.match,
  pattern: input.pattern,
  testSentenceEn: input.testSentenceEn,
  testSentencePl: input.testSentencePl,
  enabled: input.enabled ?? true,
});

/**
 * The domain as blocked: a registrable domain under an ICANN suffix (`evil-pay.com`, not
 * `pay.evil-pay.com` nor `com`), lower case, IDN in its ASCII form; never our own.
 */
function blockableDomain(given: string, site: OwnSite): string {
  const typed = given.trim().toLowerCase().replace(/\.$/, '');
  if (!/^[\p{L}\p{N}.-]+$/u.test(typed)) throw new ValidationError({ domain: MESSAGES.safetyInvalidDomain });
  let host: string;
  try {
    host = new URL(`http://${typed}`).hostname;
  } catch {
    throw new ValidationError({ domain: MESSAGES.safetyInvalidDomain });
  }
  const parsed = parse(host);
  if (!parsed.isIcann || parsed.domain !== host)
    throw new ValidationError({ domain: MESSAGES.safetyInvalidDomain });
  if (site.domains.has(host)) throw new ValidationError({ domain: MESSAGES.safetyOwnDomain });
  return host;
}

/** The console's "Safety rules" (decision 132): scam rules and blocked domains, each change audited. */
export function createSafetyAdminService(deps: {
  safetyRepository: SafetyRepository;
  unitOfWork: UnitOfWork<{ safety: SafetyRepository; audit: AuditLog }>;
  site: OwnSite;
  clock: Clock;
}) {
  const { safetyRepository: repository, unitOfWork, clock } = deps;
  return {
    async rules(region: Region): Promise<ScamRulesDto> {
      return { items: (await repository.rules(region)).map(presentRule) };
    },

    async createRule(region: Region, adminId: number, input: ScamRuleInput): Promise<ScamRuleDto> {
      const values = normaliseRuleInput(input);
      checkRule(values);
      return unitOfWork(async ({ safety, audit }) => {
        if ((await safety.lockAndCountRules(region)) >= SCAM_RULES_MAX)
          throw new ConflictError(MESSAGES.safetyLimitReached);
        const now = clock();
        const rule = await safety.insertRule({ region, ...values, createdAt: now, updatedAt: now });
        await audit.record(region, adminId, {
          action: 'safety.rule.create',
          subjectType: 'scam_rule',
          subjectId: rule.id,
          after: values,
        });
        return presentRule(rule);
      });
    },

    async updateRule(
      region: Region,
      adminId: number,
      id: number,
      input: ScamRuleInput,
    ): Promise<ScamRuleDto> {
      const values = normaliseRuleInput(input);
      checkRule(values);
      return unitOfWork(async ({ safety, audit }) => {
        const before = await safety.findRuleForUpdate(id, region);
        if (!before) throw new NotFoundError();
        const rule = await safety.updateRule(id, { ...values, updatedAt: clock() });
        await audit.record(region, adminId, {
          action:
            values.enabled === before.enabled || values.enabled
              ? 'safety.rule.update'
              : 'safety.rule.disable',
          subjectType: 'scam_rule',
          subjectId: id,
          before: normaliseRuleInput(before),
          after: values,
        });
        return presentRule(rule);
      });
    },

    async blockedDomains(region: Region): Promise<BlockedDomainsDto> {
      return { items: (await repository.blockedDomains(region)).map(presentBlockedDomain) };
    },

    async blockDomain(region: Region, adminId: number, input: BlockedDomainInput) {
      const domain = blockableDomain(input.domain, deps.site);
      const note = input.note ?? '';
      const scope = input.bothEditions ? 'both' : region;
      return unitOfWork(async ({ safety, audit }) => {
        if ((await safety.lockAndCountBlockedDomains(region)) >= BLOCKED_DOMAINS_MAX)
          throw new ConflictError(MESSAGES.safetyLimitReached);
        if ((await safety.blockedAmong(region, [domain])).length > 0)
          throw new ConflictError(MESSAGES.safetyDomainAlreadyBlocked);
        const row = await safety.insertBlockedDomain({
          region: scope,
          domain,
          note,
          createdByAccountId: adminId,
          createdAt: clock(),
        });
        if (!row) throw new ConflictError(MESSAGES.safetyDomainAlreadyBlocked);
        await audit.record(region, adminId, {
          action: 'safety.domain.block',
          subjectType: 'blocked_domain',
          subjectId: row.id,
          after: { domain, note, bothEditions: scope === 'both' },
        });
        const [shown] = (await safety.blockedDomains(region)).filter((line) => line.row.id === row.id);
        return presentBlockedDomain(shown!);
      });
    },

    async unblockDomain(region: Region, adminId: number, id: number): Promise<void> {
      await unitOfWork(async ({ safety, audit }) => {
        const row = await safety.findBlockedDomain(id, region);
        if (!row || !(await safety.deleteBlockedDomain(id))) throw new NotFoundError();
        await audit.record(region, adminId, {
          action: 'safety.domain.unblock',
          subjectType: 'blocked_domain',
          subjectId: id,
          before: { domain: row.domain, note: row.note, bothEditions: row.region === 'both' },
        });
      });
    },
  };
}

export type SafetyAdminService = ReturnType<typeof createSafetyAdminService>;
