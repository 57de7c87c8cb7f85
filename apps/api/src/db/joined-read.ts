import { sql, type Column, type InferColumnsDataTypes, type SQL, type Subquery } from 'drizzle-orm';

/**
 * A read another module joins into its own statement (docs/architecture.md, 'Modules and their
 * faces'): the owner builds it in its `*.reads.ts` as a subquery of its tables, under the alias the
 * caller picks and with the condition on the caller's key; the caller left-joins `table` `on` it and
 * selects `columns`. PostgreSQL pulls such a subquery up into the caller's joins, so it costs what a
 * join of the owner's table would, while the caller names no table of the owner's and holds nothing
 * it could write.
 */
export interface JoinedRead<Row, Alias extends string = string> {
  table: Subquery<Alias>;
  on: SQL;
  /** The row's fields, each null where the left join found no row (`joinedRow` tells). */
  columns: { [Field in keyof Row]: SQL<Row[Field] | null> };
}

/** What a caller's select gets of a joined read: the row's fields, or all of them null. */
export type JoinedFields<Row> = { [Field in keyof Row]: Row[Field] | null };

/**
 * The subquery `table`, whose fields are its owner's columns, as a joined read `on` the caller's
 * key. Each column is selected qualified by the alias and decoded as the owner's column (dates stay
 * dates).
 */
export function joinedRead<Alias extends string, Fields extends Record<string, Column>>(
  table: Subquery<Alias, Fields>,
  on: SQL,
): JoinedRead<InferColumnsDataTypes<Fields>, Alias> {
  // The subquery's own fields are its columns under the alias (`"alias"."column"`).
  const aliased = table as unknown as Record<string, Column>;
  const columns = Object.fromEntries(
    Object.keys(table._.selectedFields).map((name) => [name, sql`${aliased[name]}`.mapWith(aliased[name]!)]),
  );
  return { table, on, columns: columns as JoinedRead<InferColumnsDataTypes<Fields>, Alias>['columns'] };
}

/** A joined read's fields as its row, or null where the left join found none (its `id` is null). */
export const joinedRow = <Row extends { id: unknown }>(fields: JoinedFields<Row>): Row | null =>
  fields.id === null ? null : (fields as Row);
