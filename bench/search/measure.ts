/** Latency figures of one query: milliseconds, and requests per second. */
export interface Stats {
  count: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  mean: number;
  max: number;
  /** Completed requests per second of wall time. */
  perSecond: number;
}

/** One unit of work: resolves when the answer has been read in full; false when it was an error. */
export type Task = () => Promise<boolean>;

/** Nearest-rank percentile of ascending values. */
export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}

export function summarise(samples: number[], errors: number, wallMs: number): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  const total = sorted.reduce((sum, ms) => sum + ms, 0);
  return {
    count: sorted.length,
    errors,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    mean: sorted.length ? total / sorted.length : NaN,
    max: sorted.at(-1) ?? NaN,
    perSecond: wallMs > 0 ? (sorted.length / wallMs) * 1000 : NaN,
  };
}

/** Runs the task `iterations` times one after the other (concurrency 1). */
export async function measureSequential(task: Task, iterations: number): Promise<Stats> {
  const samples: number[] = [];
  let errors = 0;
  const started = performance.now();
  for (let i = 0; i < iterations; i++) {
    const t0 = performance.now();
    const ok = await task();
    samples.push(performance.now() - t0);
    if (!ok) errors++;
  }
  return summarise(samples, errors, performance.now() - started);
}

export interface MixResult {
  concurrency: number;
  durationMs: number;
  /** Every search of the mix, as its clients saw it. */
  searches: Stats;
  /** A cheap request (one that reads no database) sent alongside, one at a time: what a slow search holds up. */
  cheap: Stats;
}

/**
 * `concurrency` clients each send one search after another, every one drawn by `next`, until the
 * time is up, while one more client sends `cheap` requests one at a time, a few milliseconds
 * apart; a bounded, self-stopping load on the local server only.
 */
export async function measureMix(
  next: () => Task,
  cheap: Task,
  concurrency: number,
  durationMs: number,
): Promise<MixResult> {
  const searches: number[] = [];
  const cheapSamples: number[] = [];
  let errors = 0;
  let cheapErrors = 0;
  const started = performance.now();
  const deadline = started + durationMs;
  const timed = async (task: Task, into: number[]) => {
    const t0 = performance.now();
    const ok = await task();
    into.push(performance.now() - t0);
    return ok;
  };
  const client = async () => {
    while (performance.now() < deadline) if (!(await timed(next(), searches))) errors++;
  };
  const prober = async () => {
    while (performance.now() < deadline) {
      if (!(await timed(cheap, cheapSamples))) cheapErrors++;
      await new Promise((done) => setTimeout(done, 5));
    }
  };
  await Promise.all([...Array.from({ length: concurrency }, client), prober()]);
  const wallMs = performance.now() - started;
  return {
    concurrency,
    durationMs: wallMs,
    searches: summarise(searches, errors, wallMs),
    cheap: summarise(cheapSamples, cheapErrors, wallMs),
  };
}
