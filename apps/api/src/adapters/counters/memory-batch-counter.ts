import { mergeCounts, type BatchCounter } from './batch-counter.ts';

/**
 * Counts in this process's memory: the embedded default, one process. A crash loses what was
 * counted since the last flush; a graceful stop flushes first.
 */
export function createMemoryBatchCounter(): BatchCounter {
  let pending = new Map<number, number>();
  return {
    async add(ids) {
      for (const id of ids) pending.set(id, (pending.get(id) ?? 0) + 1);
    },
    async flush(write) {
      if (pending.size === 0) return 0;
      const taken = pending;
      pending = new Map();
      try {
        await write(taken);
      } catch (error) {
        mergeCounts(pending, taken);
        throw error;
      }
      return taken.size;
    },
    close: async () => undefined,
  };
}
