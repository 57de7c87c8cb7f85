import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { BatchCounter } from './batch-counter.ts';
import { createMemoryBatchCounter } from './memory-batch-counter.ts';
import { createRedisBatchCounter } from './redis-batch-counter.ts';

function sharedBehaviour(name: string, open: () => { counters: [BatchCounter, BatchCounter] }) {
  describe(name, () => {
    it('hands over the counts once, and keeps them for the next flush when writing fails', async () => {
      const [counter] = open().counters;
      await counter.add([1, 2, 1]);
      await expect(counter.flush(() => Promise.reject(new Error('database down')))).rejects.toThrow(
        'database down',
      );
      await counter.add([2]);
      const written: [number, number][][] = [];
      expect(await counter.flush(async (counts) => void written.push([...counts].sort()))).toBe(2);
      expect(written).toEqual([
        [
          [1, 2],
          [2, 2],
        ],
      ]);
      expect(await counter.flush(async () => expect.fail('nothing left to write'))).toBe(0);
      await counter.close();
    });

    it('gives flushes at once disjoint counts, losing none', async () => {
      const counters = open().counters;
      const totals = new Map<number, number>();
      const write = async (counts: ReadonlyMap<number, number>) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        for (const [id, count] of counts) totals.set(id, (totals.get(id) ?? 0) + count);
      };
      for (let round = 0; round < 20; round++) {
        await Promise.all([counters[0].add([1, 2]), counters[1].add([2, 3])]);
        await Promise.all([counters[0].flush(write), counters[1].flush(write), counters[0].flush(write)]);
      }
      for (const counter of counters) await counter.flush(write);
      expect([...totals].sort()).toEqual([
        [1, 20],
        [2, 40],
        [3, 20],
      ]);
      await Promise.all(counters.map((counter) => counter.close()));
    });
  });
}

sharedBehaviour('in memory (one process)', () => {
  const counter = createMemoryBatchCounter();
  return { counters: [counter, counter] };
});

describe.runIf(process.env.TEST_REDIS_URL)('in Redis, shared by two processes (TEST_REDIS_URL)', () => {
  sharedBehaviour('shared behaviour', () => {
    const key = `test:${randomUUID()}:offer-visits`;
    const url = process.env.TEST_REDIS_URL!;
    return { counters: [createRedisBatchCounter(url, key), createRedisBatchCounter(url, key)] };
  });
});
