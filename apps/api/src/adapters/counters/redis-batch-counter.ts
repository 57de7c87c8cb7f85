import { Redis } from 'ioredis';
import { type BatchCounter } from './batch-counter.ts';

/**
 * Counts in one Redis hash shared by every API process (`REDIS_URL`): a process that stops or
 * crashes leaves its counts there for the next flush of any process. A flush takes the hash
 * whole (HGETALL and DEL in one transaction), so two processes flushing at once take disjoint
 * counts; a crash between that and the database's write loses that one batch.
 */
export function createRedisBatchCounter(url: string, key: string): BatchCounter {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  const putBack = async (counts: ReadonlyMap<number, number>) => {
    const pipeline = redis.pipeline();
    for (const [id, count] of counts) pipeline.hincrby(key, String(id), count);
    await pipeline.exec();
  };
  return {
    async add(ids) {
      if (ids.length === 0) return;
      const pipeline = redis.pipeline();
      for (const id of ids) pipeline.hincrby(key, String(id), 1);
      const results = await pipeline.exec();
      const failed = results?.find(([error]) => error);
      if (failed) throw failed[0];
    },
    async flush(write) {
      const results = await redis.multi().hgetall(key).del(key).exec();
      const [error, hash] = results?.[0] ?? [new Error('visit counts transaction discarded')];
      if (error) throw error;
      const counts = new Map<number, number>();
      for (const [id, count] of Object.entries(hash as Record<string, string>))
        counts.set(Number(id), Number(count));
      if (counts.size === 0) return 0;
      try {
        await write(counts);
      } catch (error) {
        await putBack(counts);
        throw error;
      }
      return counts.size;
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
