import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { createdAt, regionEnum } from './common.ts';

/**
 * Every administrative action (issue 25, decision 084): who, what, on which record, why, and the
 * record's values before and after. Written in the action's own transaction; never updated or
 * deleted, and an account is only ever marked deleted, so `actor_account_id` always resolves.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    region: regionEnum('region').notNull(),
    actorAccountId: integer('actor_account_id')
      .notNull()
      .references(() => accounts.id),
    /** What was done, as `subject.verb`: `order-dispute.refund`, `account.block`, `category.create`. */
    action: text('action').notNull(),
    /** The kind of record acted on (`order`, `review`, `offer`, `account`, `category`, ...). */
    subjectType: text('subject_type').notNull(),
    subjectId: integer('subject_id').notNull(),
    reason: text('reason'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_region_created_idx').on(t.region, t.createdAt.desc(), t.id.desc()),
    index('audit_log_subject_idx').on(t.region, t.subjectType, t.subjectId),
    index('audit_log_actor_idx').on(t.actorAccountId, t.createdAt.desc()),
  ],
);
