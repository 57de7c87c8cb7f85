import type { Region } from '@marketplace/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { pageGroups, pages } from '../../db/schema/index.ts';
import { sanitizeRichText } from '../../shared/html.ts';

export type PageRow = typeof pages.$inferSelect;
export type PageGroupRow = typeof pageGroups.$inferSelect;

export interface PageInput {
  region: Region;
  slug: string;
  title: string;
  content: string;
  groupId?: number | null;
  position?: number;
}

export function createPagesRepository(db: Executor) {
  return {
    groups(region: Region): Promise<PageGroupRow[]> {
      return db
        .select()
        .from(pageGroups)
        .where(eq(pageGroups.region, region))
        .orderBy(asc(pageGroups.position));
    },

    list(region: Region): Promise<PageRow[]> {
      return db
        .select()
        .from(pages)
        .where(eq(pages.region, region))
        .orderBy(asc(pages.position), asc(pages.id));
    },

    async findBySlug(region: Region, slug: string): Promise<PageRow | undefined> {
      const [row] = await db
        .select()
        .from(pages)
        .where(and(eq(pages.region, region), eq(pages.slug, slug)));
      return row;
    },

    async createGroup(region: Region, title: string, position: number): Promise<PageGroupRow> {
      const [row] = await db.insert(pageGroups).values({ region, title, position }).returning();
      return row!;
    },

    /** Creates or replaces a page; its HTML is sanitised here, on every write. */
    async upsert(input: PageInput): Promise<PageRow> {
      const values = { ...input, content: sanitizeRichText(input.content) };
      const [row] = await db
        .insert(pages)
        .values(values)
        .onConflictDoUpdate({
          target: [pages.region, pages.slug],
          set: {
            title: values.title,
            content: values.content,
            groupId: values.groupId,
            position: values.position,
          },
        })
        .returning();
      return row!;
    },

    // The console's writes (decision 092), each inside the unit of work with its audit entry.

    async findGroupForUpdate(region: Region, id: number): Promise<PageGroupRow | undefined> {
      const [row] = await db
        .select()
        .from(pageGroups)
        .where(and(eq(pageGroups.region, region), eq(pageGroups.id, id)))
        .for('update');
      return row;
    },

    async updateGroup(id: number, values: Partial<PageGroupRow>): Promise<PageGroupRow> {
      const [row] = await db.update(pageGroups).set(values).where(eq(pageGroups.id, id)).returning();
      return row!;
    },

    async findForUpdate(region: Region, id: number): Promise<PageRow | undefined> {
      const [row] = await db
        .select()
        .from(pages)
        .where(and(eq(pages.region, region), eq(pages.id, id)))
        .for('update');
      return row;
    },

    /** A new page; its HTML sanitised here. */
    async insert(values: typeof pages.$inferInsert): Promise<PageRow> {
      const [row] = await db
        .insert(pages)
        .values({ ...values, content: sanitizeRichText(values.content) })
        .returning();
      return row!;
    },

    /** Changes a page; its HTML sanitised here. */
    async update(id: number, values: Partial<typeof pages.$inferInsert>): Promise<PageRow> {
      const [row] = await db
        .update(pages)
        .set(values.content === undefined ? values : { ...values, content: sanitizeRichText(values.content) })
        .where(eq(pages.id, id))
        .returning();
      return row!;
    },
  };
}

export type PagesRepository = ReturnType<typeof createPagesRepository>;
