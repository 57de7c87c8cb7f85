/**
 * Counts per id gathered between two flushes (docs/decisions/093): each `add` is cheap, and a
 * timed `flush` writes what was counted in one statement. In memory for a single process; in
 * Redis, shared by every process, with `REDIS_URL`.
 */
export interface BatchCounter {
  /** Adds one to the count of each id (an id given twice counts twice). */
  add(ids: readonly number[]): Promise<void>;
  /**
   * Takes the counts gathered so far and hands them to `write`; when `write` throws they are put
   * back for the next flush. Two flushes at once (two processes) take disjoint counts, so none is
   * written twice or lost. Answers how many ids were written.
   */
  flush(write: (counts: ReadonlyMap<number, number>) => Promise<void>): Promise<number>;
  close(): Promise<void>;
}

/** Adds `from` into `into`. */
export function mergeCounts(into: Map<number, number>, from: ReadonlyMap<number, number>): void {
  for (const [id, count] of from) into.set(id, (into.get(id) ?? 0) + count);
}
