import type { FastifyBaseLogger } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** The background jobs by name, whether or not this process schedules them (tests run them by hand). */
    jobs: ReadonlyMap<string, Job>;
  }
}

export interface Job {
  name: string;
  everyMs: number;
  run(): Promise<unknown>;
}

/**
 * Runs each job on its interval inside the API process. Jobs are written to be safe when several
 * processes run them at once (single idempotent statements, or rows claimed with SKIP LOCKED).
 */
export function startScheduler(jobs: readonly Job[], log: FastifyBaseLogger): () => void {
  const timers = jobs.map((job) => {
    let running = false;
    const timer = setInterval(async () => {
      if (running) return;
      running = true;
      try {
        const result = await job.run();
        log.debug({ job: job.name, result }, 'job ran');
      } catch (error) {
        log.error({ err: error, job: job.name }, 'job failed');
      } finally {
        running = false;
      }
    }, job.everyMs);
    timer.unref();
    return timer;
  });
  return () => timers.forEach(clearInterval);
}
