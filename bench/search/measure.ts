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

export interface ThroughputResult {
  concurrency: number;
  durationMs: number;
  total: Stats;
  perQuery: Map<string, Stats>;
}

/**
 * `concurrency` workers go round the whole mix (each from its own starting point) until the time is
 * up; a bounded, self-stopping load on the local server only.
 */
export async function measureThroughput(
  tasks: { name: string; run: Task }[],
  concurrency: number,
  durationMs: number,
): Promise<ThroughputResult> {
  const samples = new Map(tasks.map((task) => [task.name, [] as number[]]));
  const errors = new Map(tasks.map((task) => [task.name, 0]));
  const started = performance.now();
  const deadline = started + durationMs;
  const worker = async (offset: number) => {
    for (let i = offset; performance.now() < deadline; i++) {
      const task = tasks[i % tasks.length]!;
      const t0 = performance.now();
      const ok = await task.run();
      samples.get(task.name)!.push(performance.now() - t0);
      if (!ok) errors.set(task.name, errors.get(task.name)! + 1);
    }
  };
  await Promise.all(
    Array.from({ length: concurrency }, (_, n) => worker(Math.floor((n * tasks.length) / concurrency))),
  );
  const wallMs = performance.now() - started;
  const perQuery = new Map(
    tasks.map((task) => [task.name, summarise(samples.get(task.name)!, errors.get(task.name)!, wallMs)]),
  );
  const all = [...samples.values()].flat();
  const allErrors = [...errors.values()].reduce((sum, n) => sum + n, 0);
  return { concurrency, durationMs: wallMs, total: summarise(all, allErrors, wallMs), perQuery };
}
