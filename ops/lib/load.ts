import { draftOffer, type Category, type Client, type User } from './client.ts';

/** One request of a load run, as its client saw it. */
export interface Sample {
  kind: 'write' | 'read';
  /** Milliseconds since the run started, when the request was sent. */
  at: number;
  ms: number;
  /** The HTTP status, or 0 when no answer came (connection failed, or no answer within the timeout). */
  status: number;
  /** The offer a 201 write created. */
  id?: number;
  upstream: string | null;
  message?: string;
}

export interface LoadRun {
  startedAt: number;
  samples: Sample[];
  /** Milliseconds since the run started. */
  now(): number;
  stop(): Promise<Sample[]>;
}

/** How long a client waits for an answer before it counts the request as hanging. */
export const HANG_MS = 10_000;

/**
 * `concurrency` clients in a loop, each alternating a write (a new draft offer of `user`) and a read
 * (the last offer it wrote), until stopped. Every answer is kept with its time and status.
 */
export function startLoad(client: Client, user: User, category: Category, concurrency = 4): LoadRun {
  const startedAt = performance.now();
  const samples: Sample[] = [];
  let running = true;
  const now = () => Math.round(performance.now() - startedAt);

  async function one(kind: Sample['kind'], method: string, path: string, body?: unknown) {
    const at = now();
    try {
      const answer = await client.call<{ id?: number; message?: string }>(method, path, {
        token: user.token,
        body,
        timeoutMs: HANG_MS,
      });
      const sample: Sample = {
        kind,
        at,
        ms: Math.round(answer.ms),
        status: answer.status,
        upstream: answer.upstream,
      };
      if (kind === 'write' && answer.status === 201) sample.id = answer.body?.id;
      if (answer.status >= 400) sample.message = answer.body?.message;
      samples.push(sample);
      return sample;
    } catch (error) {
      const sample: Sample = { kind, at, ms: now() - at, status: 0, upstream: null, message: String(error) };
      samples.push(sample);
      // A refused connection answers at once: do not spin.
      await new Promise((done) => setTimeout(done, 50));
      return sample;
    }
  }

  async function worker(index: number) {
    let lastId: number | undefined;
    let count = 0;
    while (running) {
      count += 1;
      const written = await one(
        'write',
        'POST',
        '/api/offers',
        draftOffer(category, `Load ${index}-${count} desk lamp`),
      );
      if (written.id) lastId = written.id;
      if (!running) break;
      if (lastId) await one('read', 'GET', `/api/offers/${lastId}`);
    }
  }

  const workers = Array.from({ length: concurrency }, (_, index) => worker(index));
  return {
    startedAt,
    samples,
    now,
    async stop() {
      running = false;
      await Promise.all(workers);
      return samples;
    },
  };
}

/** The ids of the offers whose creation was answered 201. */
export const writtenIds = (samples: Sample[]) =>
  samples.filter((sample) => sample.kind === 'write' && sample.status === 201).map((sample) => sample.id!);

/** How many answers of each status (0: none came). */
export function statusCounts(samples: Sample[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const sample of samples) counts[sample.status] = (counts[sample.status] ?? 0) + 1;
  return counts;
}
