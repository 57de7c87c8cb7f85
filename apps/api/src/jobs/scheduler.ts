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
 * Runs each job on its interval inside the API process (decision 057). With several API processes
 * every process runs every job, so each job is one idempotent statement, or claims its rows in the
 * statement that changes them; anything that must run once, or at a time of its own, needs a
 * durable queue instead.
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
