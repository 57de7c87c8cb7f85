import type { BatchCounter } from './batch-counter.ts';
import { createMemoryBatchCounter } from './memory-batch-counter.ts';
import { createRedisBatchCounter } from './redis-batch-counter.ts';

/** Redis when `REDIS_URL` is set (the hash `key`, shared by the deployment's processes), otherwise memory. */
export function createBatchCounter(redisUrl: string | undefined, key: string): BatchCounter {
  return redisUrl ? createRedisBatchCounter(redisUrl, key) : createMemoryBatchCounter();
}
