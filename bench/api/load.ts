import autocannon from 'autocannon';

/** One endpoint under load: what autocannon sends, rotating over `paths` when there are several. */
export interface Target {
  name: string;
  method: 'GET' | 'POST';
  paths: string[];
  headers: Record<string, string>;
  body?: string;
}

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  /** autocannon has no p95: the next percentile it reports. */
  p97_5Ms: number;
  p99Ms: number;
  /** Responses other than 2xx, and connection errors or timeouts: a sound run has none. */
  non2xx: number;
  errors: number;
}

export interface LoadOptions {
  connections: number;
  durationS: number;
}

/** Runs autocannon against one target on `origin`. */
export async function runLoad(origin: string, target: Target, options: LoadOptions): Promise<LoadResult> {
  let next = 0;
  const result = await autocannon({
    url: origin,
    connections: options.connections,
    duration: options.durationS,
    requests: [
      {
        method: target.method,
        headers: target.headers,
        ...(target.body === undefined ? {} : { body: target.body }),
        setupRequest: (request) => ({ ...request, path: target.paths[next++ % target.paths.length]! }),
      },
    ],
  });
  return {
    name: target.name,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p97_5Ms: result.latency.p97_5,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
