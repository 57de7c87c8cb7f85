import { writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { resolve } from 'node:path';

export const REPO_ROOT = resolve(import.meta.dirname, '../..');
export const RESULTS_DIR = resolve(REPO_ROOT, 'bench/.results');

/** The machine a benchmark ran on, as its report states it. */
export interface Machine {
  cpus: number;
  cpuModel: string;
  memoryGiB: number;
  node: string;
}

export function describeMachine(): Machine {
  return {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model.trim() ?? 'unknown',
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.versions.node,
  };
}

/** Writes `<stem>.json` and `<stem>.md` to bench/.results/, and the Markdown again as `<benchmark>-latest.md`. */
export function writeResults(benchmark: string, stem: string, result: unknown, markdown: string): void {
  writeFileSync(resolve(RESULTS_DIR, `${stem}.json`), `${JSON.stringify(result, null, 2)}\n`);
  writeFileSync(resolve(RESULTS_DIR, `${stem}.md`), markdown);
  writeFileSync(resolve(RESULTS_DIR, `${benchmark}-latest.md`), markdown);
}
