import type { JobQueue } from './job-queue.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The background jobs by name, whether or not this process schedules them (tests run them by hand). */
    jobs: ReadonlyMap<string, Job>;
  }
}

/** A housekeeping job: one idempotent sweep on a cron schedule. */
export interface Job {
  name: string;
  /** Cron expression in UTC (minute precision). */
  cron: string;
  run(): Promise<unknown>;
}

/**
 * Puts each housekeeping job on the job queue's cron schedule (decisions 057 and 059): one process
 * runs each occurrence however many share the database, and a run that throws is retried. Each job
 * stays an idempotent statement, so a retry or a late run after a restart does no harm.
 */
export async function scheduleJobs(queue: JobQueue, jobs: readonly Job[]): Promise<void> {
  for (const job of jobs) await queue.schedule(job.name, job.cron, () => job.run());
}
