import type { BlockedDomainDto, ScamRuleDto } from '@marketplace/contract';
import type { BlockedDomainRow, ScamRuleRow } from './safety.repository.ts';

export const presentRule = (row: ScamRuleRow): ScamRuleDto => ({
  id: row.id,
  name: row.name,
  kind: row.kind,
  match: row.match,
  pattern: row.pattern,
  testSentenceEn: row.testSentenceEn,
  testSentencePl: row.testSentencePl,
  enabled: row.enabled,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const presentBlockedDomain = ({
  row,
  createdBy,
}: {
  row: BlockedDomainRow;
  createdBy: { id: number; username: string } | null;
}): BlockedDomainDto => ({
  id: row.id,
  domain: row.domain,
  note: row.note,
  bothEditions: row.region === 'both',
  createdBy,
  createdAt: row.createdAt.toISOString(),
});
