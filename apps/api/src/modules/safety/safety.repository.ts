import type { Region } from '@marketplace/contract';
import { and, asc, count, desc, eq, inArray, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { blockedDomains, scamRules } from '../../db/schema/index.ts';

export type ScamRuleRow = typeof scamRules.$inferSelect;
export type BlockedDomainRow = typeof blockedDomains.$inferSelect;

/** What the safety module reads of accounts (app.ts hands in the accounts module's `accountReads`). */
export interface SafetyReadsOfOthers {
  refOf: (accountId: SQLWrapper) => SQL<{ id: number; username: string } | null>;
}

const ofEdition = (region: Region) =>
  or(eq(blockedDomains.region, region), eq(blockedDomains.region, 'both'));

export function createSafetyRepository(db: Executor, others: SafetyReadsOfOthers) {
  return {
    /** The edition's rules, oldest first (enabled only for assessing a message). */
    async rules(region: Region, { enabledOnly = false } = {}): Promise<ScamRuleRow[]> {
      return db
        .select()
        .from(scamRules)
        .where(
          enabledOnly
            ? and(eq(scamRules.region, region), eq(scamRules.enabled, true))
            : eq(scamRules.region, region),
        )
        .orderBy(asc(scamRules.id));
    },

    /** The edition's rules, counted under a lock held to the end of the transaction (the cap holds at once). */
    async lockAndCountRules(region: Region): Promise<number> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext('scam-rules'), hashtext(${region}))`);
      const [row] = await db.select({ value: count() }).from(scamRules).where(eq(scamRules.region, region));
      return row?.value ?? 0;
    },

    /** The rule, locked for its change. */
    async findRuleForUpdate(id: number, region: Region): Promise<ScamRuleRow | undefined> {
      const [row] = await db
        .select()
        .from(scamRules)
        .where(and(eq(scamRules.id, id), eq(scamRules.region, region)))
        .for('update');
      return row;
    },

    async insertRule(values: typeof scamRules.$inferInsert): Promise<ScamRuleRow> {
      const [row] = await db.insert(scamRules).values(values).returning();
      return row!;
    },

    async updateRule(
      id: number,
      values: Partial<Omit<typeof scamRules.$inferInsert, 'id' | 'region'>>,
    ): Promise<ScamRuleRow> {
      const [row] = await db.update(scamRules).set(values).where(eq(scamRules.id, id)).returning();
      return row!;
    },

    /** The edition's blocked domains (its own and both editions'), newest first, with who added them. */
    async blockedDomains(region: Region) {
      return db
        .select({ row: blockedDomains, createdBy: others.refOf(blockedDomains.createdByAccountId) })
        .from(blockedDomains)
        .where(ofEdition(region))
        .orderBy(desc(blockedDomains.createdAt), desc(blockedDomains.id));
    },

    /**
     * The edition's blocked domains (its own and both editions'), counted under one lock for every
     * edition, since a domain blocked in both counts in each.
     */
    async lockAndCountBlockedDomains(region: Region): Promise<number> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext('blocked-domains'))`);
      const [row] = await db.select({ value: count() }).from(blockedDomains).where(ofEdition(region));
      return row?.value ?? 0;
    },

    /** Which of these registrable domains the edition blocks. */
    async blockedAmong(region: Region, domains: string[]): Promise<string[]> {
      if (domains.length === 0) return [];
      const rows = await db
        .selectDistinct({ domain: blockedDomains.domain })
        .from(blockedDomains)
        .where(and(ofEdition(region), inArray(blockedDomains.domain, domains)));
      return rows.map((row) => row.domain);
    },

    /** Inserts unless the domain is already blocked for that scope; undefined then. */
    async insertBlockedDomain(
      values: typeof blockedDomains.$inferInsert,
    ): Promise<BlockedDomainRow | undefined> {
      const [row] = await db.insert(blockedDomains).values(values).onConflictDoNothing().returning();
      return row;
    },

    async findBlockedDomain(id: number, region: Region): Promise<BlockedDomainRow | undefined> {
      const [row] = await db
        .select()
        .from(blockedDomains)
        .where(and(eq(blockedDomains.id, id), ofEdition(region)));
      return row;
    },

    /** Deletes it; whether this call did (of two at once, one). */
    async deleteBlockedDomain(id: number): Promise<boolean> {
      const deleted = await db
        .delete(blockedDomains)
        .where(eq(blockedDomains.id, id))
        .returning({ id: blockedDomains.id });
      return deleted.length > 0;
    },
  };
}

export type SafetyRepository = ReturnType<typeof createSafetyRepository>;
