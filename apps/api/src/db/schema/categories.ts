import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { CUSTOM_FIELD_TYPES } from '@marketplace/contract';
import { offerTypeEnum, regionEnum } from './common.ts';

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    region: regionEnum('region').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'restrict' }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    offerType: offerTypeEnum('offer_type').notNull(),
    imageUrl: text('image_url'),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    uniqueIndex('categories_region_slug_key').on(t.region, t.slug),
    index('categories_parent_idx').on(t.parentId),
  ],
);

export const categoryFields = pgTable(
  'category_fields',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    title: text('title').notNull(),
    type: text('type', { enum: CUSTOM_FIELD_TYPES }).notNull(),
    required: boolean('required').notNull().default(false),
    enumValues: jsonb('enum_values').$type<string[]>(),
    defaultValue: jsonb('default_value').$type<string | number | null>(),
    unit: text('unit'),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('category_fields_category_name_key').on(t.categoryId, t.name)],
);
