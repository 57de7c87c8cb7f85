import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accountTypeEnum, createdAt, regionEnum, updatedAt } from './common.ts';

export const accountRoleEnum = pgEnum('account_role', ['user', 'admin']);
export const accountStatusEnum = pgEnum('account_status', ['inactive', 'active', 'blocked']);

export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    region: regionEnum('region').notNull(),
    type: accountTypeEnum('type').notNull(),
    role: accountRoleEnum('role').notNull().default('user'),
    status: accountStatusEnum('status').notNull().default('inactive'),
    username: text('username').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    companyName: text('company_name'),
    vatId: text('vat_id'),
    birthDay: date('birth_day'),
    street: text('street'),
    apartmentNumber: text('apartment_number'),
    city: text('city'),
    state: text('state'),
    postCode: text('post_code'),
    avatarFileId: uuid('avatar_file_id'),
    /** Payout bank account: IBAN in the Polish edition, account and routing number in the US one. */
    payoutHolder: text('payout_holder'),
    payoutIban: text('payout_iban'),
    payoutAccountNumber: text('payout_account_number'),
    payoutRoutingNumber: text('payout_routing_number'),
    /**
     * Until when payouts are held because the payout data were replaced (PAYOUT_DATA_HOLD_MS after
     * the replacement); null when they never were. Giving payout data the first time sets no hold.
     */
    payoutHoldUntil: timestamp('payout_hold_until', { withTimezone: true }),
    /** When the password last changed (shown to the owner, useful for audits). */
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    consentsAcceptedAt: timestamp('consents_accepted_at', { withTimezone: true }),
    marketingConsent: boolean('marketing_consent').notNull().default(false),
    lastLoggedInAt: timestamp('last_logged_in_at', { withTimezone: true }),
    /**
     * Set when its owner deleted the account (decision 078): its personal data are erased, its
     * status is 'blocked' (so every check of an active account refuses it) and its username is the
     * edition's DELETED_ACCOUNT_NAME, which the unique indexes below leave free for the next one.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * Set while an administrator has blocked the account (issue 25, decision 087): its status is
     * then 'blocked' (every check of an active account refuses it), `statusBeforeBlock` is what an
     * unblock restores, and `blockedReason` is the administrator's reason.
     */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    blockedReason: text('blocked_reason'),
    statusBeforeBlock: accountStatusEnum('status_before_block'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Deleted accounts hold no username or e-mail: both are free to register again (decision 078).
    uniqueIndex('accounts_region_username_key')
      .on(t.region, sql`lower(${t.username})`)
      .where(sql`${t.deletedAt} is null`),
    // Also unique once accents are folded ('anna', 'Ánna', 'ánna' are one name; decision 034).
    uniqueIndex('accounts_region_username_folded_key')
      .on(t.region, sql`lower(immutable_unaccent(${t.username}))`)
      .where(sql`${t.deletedAt} is null`),
    uniqueIndex('accounts_region_email_key')
      .on(t.region, sql`lower(${t.email})`)
      .where(sql`${t.deletedAt} is null`),
    index('accounts_region_type_idx').on(t.region, t.type),
    // The dashboard's new accounts per day (decision 090).
    index('accounts_region_created_idx').on(t.region, t.createdAt),
    // For the sweep of unconfirmed registrations (decision 031).
    index('accounts_unconfirmed_created_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'inactive'`),
  ],
);

/** Uploaded files (offer photos, avatars, the console's content images); `id` is the fileId the API hands out. */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    region: regionEnum('region').notNull(),
    ownerAccountId: integer('owner_account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['offer_image', 'avatar', 'content_image'] }).notNull(),
    originalName: text('original_name').notNull(),
    /** Storage key prefix; renditions live at `<key>/<size>.webp`. */
    storageKey: text('storage_key').notNull(),
    width: integer('width'),
    height: integer('height'),
    attachedAt: timestamp('attached_at', { withTimezone: true }),
    /**
     * An offer photo's 64-bit perceptual hash (decision 135), and its seven bands, by which near
     * matches (Hamming distance 6 or less) are found on an index; null until hashed.
     */
    phash: bigint('phash', { mode: 'bigint' }),
    phashB0: integer('phash_b0'),
    phashB1: integer('phash_b1'),
    phashB2: integer('phash_b2'),
    phashB3: integer('phash_b3'),
    phashB4: integer('phash_b4'),
    phashB5: integer('phash_b5'),
    phashB6: integer('phash_b6'),
    createdAt: createdAt(),
  },
  (t) => [
    index('files_unattached_idx')
      .on(t.createdAt)
      .where(sql`${t.attachedAt} is null`),
    index('files_phash_b0_idx')
      .on(t.phashB0)
      .where(sql`${t.phash} is not null`),
    index('files_phash_b1_idx')
      .on(t.phashB1)
      .where(sql`${t.phash} is not null`),
    index('files_phash_b2_idx')
      .on(t.phashB2)
      .where(sql`${t.phash} is not null`),
    index('files_phash_b3_idx')
      .on(t.phashB3)
      .where(sql`${t.phash} is not null`),
    index('files_phash_b4_idx')
      .on(t.phashB4)
      .where(sql`${t.phash} is not null`),
    index('files_phash_b5_idx')
      .on(t.phashB5)
      .where(sql`${t.phash} is not null`),
    index('files_phash_b6_idx')
      .on(t.phashB6)
      .where(sql`${t.phash} is not null`),
    index('files_unhashed_idx')
      .on(t.createdAt)
      .where(sql`${t.phash} is null and ${t.kind} = 'offer_image'`),
  ],
);
