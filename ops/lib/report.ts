import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './processes.ts';

/** Where each test writes its figures (ignored by git; the README quotes a run). */
export const RESULTS_DIR = join(ROOT, 'ops/.results');

/** Writes the figures of one test to ops/.results/<name>.json and prints them. */
export function report(name: string, figures: Record<string, unknown>): void {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const stamped = { test: name, at: new Date().toISOString(), ...figures };
  writeFileSync(join(RESULTS_DIR, `${name}.json`), `${JSON.stringify(stamped, null, 2)}\n`);
  console.log(`[ops] ${name}: ${JSON.stringify(figures)}`);
}

/** Percentile of `values` (0-100), rounded to a millisecond. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!);
}
