import { camelToSnake, convertKeys, type Region, type SearchOffersResultDto } from '@marketplace/contract';
import type { Task } from './measure.ts';
import type { BenchQuery } from './queries.ts';

/** What a first call of a query answered: the hit count, or the error the API gave. */
export interface Probe {
  status: number;
  totalItems: number | null;
  itemsOnPage: number;
  error?: string;
}

function request(origin: string, region: Region, query: BenchQuery) {
  const url = `${origin}/api/search/offers?page=${query.page}`;
  const init: RequestInit = {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-sales-channel': region },
    // The wire speaks snake_case, as the web app sends it.
    body: JSON.stringify(convertKeys(query.body, camelToSnake)),
  };
  return () => fetch(url, init);
}

/** One search through HTTP: the full answer is read, as a client would. */
export function httpTask(origin: string, region: Region, query: BenchQuery): Task {
  const send = request(origin, region, query);
  return async () => {
    const response = await send();
    await response.arrayBuffer();
    return response.status === 200;
  };
}

export async function probe(origin: string, region: Region, query: BenchQuery): Promise<Probe> {
  const response = await request(origin, region, query)();
  const text = await response.text();
  if (response.status !== 200) {
    return { status: response.status, totalItems: null, itemsOnPage: 0, error: text.slice(0, 500) };
  }
  const body = JSON.parse(text) as SearchOffersResultDto;
  return { status: 200, totalItems: body.pagination.totalItems, itemsOnPage: body.items.length };
}

/** A request that reads no database (liveness): how long it waits is how long the server was held up. */
export function cheapTask(origin: string): Task {
  return async () => {
    const response = await fetch(`${origin}/api/health`);
    await response.arrayBuffer();
    return response.status === 200;
  };
}

/** The search cache's lookups so far, from the server's Prometheus metrics. */
export async function searchCacheLookups(
  origin: string,
  token: string,
): Promise<{ hits: number; misses: number }> {
  const response = await fetch(`${origin}/metrics`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`GET /metrics answered ${response.status}`);
  const text = await response.text();
  const lookups = (result: string) => {
    const line = text
      .split('\n')
      .find((row) =>
        row.startsWith(`marketplace_cache_lookups_total{cache="search answers",result="${result}"}`),
      );
    return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
  };
  return { hits: lookups('hit'), misses: lookups('miss') };
}
