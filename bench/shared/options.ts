import { resolve } from 'node:path';
import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';
import type { EngineLocation } from './engines.ts';
import { REPO_ROOT } from './results.ts';

/** The command line's options plus --help, which prints `help` and exits. */
export function parseBenchArgs<const T extends ParseArgsOptionsConfig>(options: T, help: string) {
  const { values } = parseArgs({
    options: { ...options, help: { type: 'boolean', default: false } } as const,
  });
  if ((values as { help?: boolean }).help) {
    console.log(help);
    process.exit(0);
  }
  return values;
}

/** An integer option of at least `min`; underscores may group its digits (100_000). */
export function integerOption(name: string, value: string | undefined, min = 1): number {
  const n = Number(value?.replaceAll('_', ''));
  if (!Number.isInteger(n) || n < min)
    throw new Error(
      `--${name} must be ${min === 1 ? 'a positive integer' : `an integer of at least ${min}`}`,
    );
  return n;
}

/** Where the benchmark database lives: options shared by bench:search and bench:api (and their help). */
export const ENGINE_LOCATION_OPTIONS = {
  'pg-url': { type: 'string', default: process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432' },
  'pg-database': { type: 'string', default: 'bench_search' },
  'pglite-dir': { type: 'string', default: 'bench/.results/pglite' },
} as const satisfies ParseArgsOptionsConfig;

export function engineLocation(values: {
  'pg-url': string;
  'pg-database': string;
  'pglite-dir': string;
}): EngineLocation {
  return {
    pgServer: values['pg-url'],
    pgDatabase: values['pg-database'],
    pgliteDir: resolve(REPO_ROOT, values['pglite-dir']),
  };
}
