import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's CPU times (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** CPU seconds (user + system) a process has used so far; 0 once it is gone or off Linux. */
function cpuSecondsOfPid(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command name (which may hold spaces) in parentheses.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** The local PostgreSQL server's processes (its backends come and go; read both ends of a run). */
function postgresPids(): number[] {
  try {
    return readdirSync('/proc')
      .filter((entry) => /^\d+$/.test(entry))
      .map(Number)
      .filter((pid) => {
        try {
          return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
        } catch {
          return false;
        }
      });
  } catch {
    return [];
  }
}

/**
 * The CPU the API server and the local PostgreSQL use during `run`, in seconds: what a workload
 * costs per core, whatever else the machine is doing. PostgreSQL's backends opened before the run
 * (the server's pool) are counted from their start; one opened during it counts in full.
 */
export async function cpuDuring<T>(
  serverPid: number,
  run: () => Promise<T>,
): Promise<{ result: T; apiSeconds: number; postgresSeconds: number }> {
  const apiBefore = cpuSecondsOfPid(serverPid);
  const before = new Map(postgresPids().map((pid) => [pid, cpuSecondsOfPid(pid)]));
  const result = await run();
  const apiSeconds = cpuSecondsOfPid(serverPid) - apiBefore;
  let postgresSeconds = 0;
  for (const pid of postgresPids()) postgresSeconds += cpuSecondsOfPid(pid) - (before.get(pid) ?? 0);
  return { result, apiSeconds, postgresSeconds };
}
