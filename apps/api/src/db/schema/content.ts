import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ADVERT_AREAS } from '@marketplace/contract';
import { createdAt, regionEnum } from './common.ts';

export const pageGroups = pgTable('page_groups', {
  id: serial('id').primaryKey(),
  region: regionEnum('region').notNull(),
  title: text('title').notNull(),
  position: integer('position').notNull().default(0),
});

export const pages = pgTable(
  'pages',
  {
    id: serial('id').primaryKey(),
    region: regionEnum('region').notNull(),
    groupId: integer('group_id').references(() => pageGroups.id, { onDelete: 'set null' }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    /** Sanitised HTML: the repository sanitises on every write. */
    content: text('content').notNull(),
    position: integer('position').notNull().default(0),
    /** A hidden page is kept for the console only (decision 092): nothing is deleted outright. */
    published: boolean('published').notNull().default(true),
  },
  (t) => [uniqueIndex('pages_region_slug_key').on(t.region, t.slug)],
);

export const advertisements = pgTable(
  'advertisements',
  {
    id: serial('id').primaryKey(),
    region: regionEnum('region').notNull(),
    area: text('area', { enum: ADVERT_AREAS }).notNull(),
    imageUrl: text('image_url'),
    /** Text alternative of the banner image (what the banner says), for screen readers. */
    alt: text('alt'),
    referenceUrl: text('reference_url'),
    script: text('script'),
    categoryIds: integer('category_ids').array().notNull().default([]),
    position: integer('position').notNull().default(0),
    /** An inactive advert is kept for the console only (decision 092). */
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('advertisements_region_area_idx').on(t.region, t.area)],
);
