import { index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, regionEnum } from './common.ts';

/** Messages sent through /info/contact-us: kept for the administration, and e-mailed to it. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    region: regionEnum('region').notNull(),
    /** A key of the contract's CONTACT_SUBJECTS. */
    subject: text('subject').notNull(),
    emailAddress: text('email_address').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_region_created_idx').on(t.region, t.createdAt.desc())],
);
