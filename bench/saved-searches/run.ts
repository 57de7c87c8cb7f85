/**
 * `npm run bench:saved-searches`: issue 28's matching benchmark (decision 097). Loads the demo data
 * and N synthetic offers per edition (the search benchmark's loader), then S saved searches spread
 * over accounts of 30 (each with a phrase from the offers' title words, a category, or both; some
 * with a price range, a place with a radius, a custom field), and measures the time to match one newly published offer against all of
 * them: the app's own handler of an offer's publication (the candidates narrowed in SQL, then the
 * search's conditions on that one offer, the matches, bell notifications, alerts and e-mails
 * written in one transaction), timed per offer. p50/p95 over many offers; PostgreSQL only.
 */
import type { Region } from '@marketplace/contract';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadEnv } from '../../apps/api/src/config/env.ts';
import { prepareBenchDatabase, discardStorage } from '../shared/load-offers.ts';
import { ENGINE_LOCATION_OPTIONS, engineLocation, integerOption, parseBenchArgs } from '../shared/options.ts';
import { loadPlaces } from '../shared/places.ts';
import { describeMachine } from '../shared/results.ts';

const HELP = `Usage: npm run bench:saved-searches -- [options]

  --offers N           synthetic offers per edition in the catalogue (default 20000)
  --saved-searches S   saved searches, both editions together (default 100000)
  --samples K          offers matched, one after another (default 300)
  --reuse              keep a database loaded by an earlier run with the same --offers
  --pg-url URL         PostgreSQL server (default $BENCH_PG_URL or postgres://postgres@127.0.0.1:5432)
  --pg-database NAME   database created (and dropped first) there (default bench_saved_searches)
`;

const values = parseBenchArgs(
  {
    offers: { type: 'string', default: '20000' },
    'saved-searches': { type: 'string', default: '100000' },
    samples: { type: 'string', default: '300' },
    reuse: { type: 'boolean', default: false },
    ...ENGINE_LOCATION_OPTIONS,
    'pg-database': { type: 'string', default: 'bench_saved_searches' },
  },
  HELP,
);
const offers = integerOption('offers', values.offers);
const savedCount = integerOption('saved-searches', values['saved-searches']);
const samples = integerOption('samples', values.samples);
const location = engineLocation(values);
const REGIONS: Region[] = ['us', 'pl'];
const log = (line: string) => console.log(line);

/** A deterministic pseudo-random sequence, so two runs load the same saved searches. */
let seed = 20261128;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed / 2 ** 31;
};
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function main() {
  log(
    `saved-searches benchmark: ${offers.toLocaleString('en')} offers per edition, ${savedCount.toLocaleString('en')} saved searches`,
  );
  const { database } = await prepareBenchDatabase(
    'pg',
    offers,
    { reuse: values.reuse, editions: REGIONS, location },
    log,
  );
  const query = database.query;

  // ---- the saved searches: accounts of 30, spread over both editions ----
  const loadStarted = performance.now();
  await query('delete from saved_searches');
  await query(`delete from accounts where username like 'bench_saver_%'`);
  const perAccount = 30;
  const accountCount = Math.ceil(savedCount / perAccount);
  await query(
    `insert into accounts (region, type, status, username, email, password_hash, first_name, last_name)
     select (case when n % 2 = 0 then 'us' else 'pl' end)::region, 'person', 'active', 'bench_saver_' || n,
            'bench.saver.' || n || '@example.com', 'not-a-hash', 'Saver', 'No ' || n
     from generate_series(1, $1::int) as n`,
    [accountCount],
  );
  const accounts = await query<{ id: number; region: Region }>(
    `select id, region::text as region from accounts where username like 'bench_saver_%' order by id`,
  );
  const context = new Map<
    Region,
    {
      categories: { id: number; parentId: number | null }[];
      words: string[];
      fields: { categoryId: number; name: string; values: string[] }[];
    }
  >();
  for (const region of REGIONS) {
    const categories = await query<{ id: number; parentId: number | null }>(
      `select id, parent_id as "parentId" from categories where region = $1`,
      [region],
    );
    // Words people search for: those of the edition's published titles, the common ones more often.
    const words = (
      await query<{ word: string }>(
        `select word from (select lower(w) as word, count(*) as n from offers, regexp_split_to_table(title, '\\s+') as w
          where region = $1 and length(w) >= 4 and w ~ '^[[:alpha:]]+$' group by lower(w)) as counted
         order by n desc limit 400`,
        [region],
      )
    ).map((row) => row.word);
    const fields = await query<{ categoryId: number; name: string; values: string[] }>(
      `select f.category_id as "categoryId", f.name, f.enum_values as values from category_fields f
       join categories c on c.id = f.category_id where c.region = $1 and f.enum_values is not null`,
      [region],
    );
    context.set(region, { categories, words, fields });
  }
  const places = { us: loadPlaces('us').cities, pl: loadPlaces('pl').cities };
  const rows: Record<string, unknown>[] = [];
  for (let n = 0; n < savedCount; n += 1) {
    const account = accounts[Math.floor(n / perAccount)]!;
    const region = account.region;
    const { categories, words, fields } = context.get(region)!;
    const leaves = categories.filter((category) => category.parentId !== null);
    const body: Record<string, unknown> = {};
    const phraseWords: string[] = [];
    if (random() < 0.65) {
      phraseWords.push(pick(words));
      if (random() < 0.3) phraseWords.push(pick(words));
      body.phrase = phraseWords.join(' ');
    }
    // Something specific is saved: a phrase, a category, or both (most often a sub-category).
    let categoryId: number | null = null;
    if (phraseWords.length === 0 || random() < 0.5) {
      categoryId = pick(random() < 0.8 ? leaves : categories).id;
      body.category = categoryId;
    }
    const filters: Record<string, unknown> = {};
    let priceFrom: number | null = null;
    let priceTo: number | null = null;
    if (random() < 0.4) {
      priceFrom = Math.floor(random() * 50) * 1000;
      priceTo = priceFrom + Math.floor(1 + random() * 200) * 1000;
      filters.price = { from: priceFrom, to: priceTo };
    }
    const field = categoryId === null ? undefined : fields.find((one) => one.categoryId === categoryId);
    if (field && random() < 0.3) filters.attributes = { [field.name]: pick(field.values) };
    if (Object.keys(filters).length > 0) body.filters = filters;
    if (random() < 0.15) {
      const place = pick(places[region]);
      body.geoDistance = { lat: place.lat, lon: place.lon, distance: pick([10, 25, 50, 100]) };
    }
    rows.push({
      region,
      account_id: account.id,
      name: body.phrase ?? 'All offers',
      query: body,
      alerts: pick(['off', 'instant', 'daily']),
      category_id: categoryId,
      price_from: priceFrom,
      price_to: priceTo,
      words: phraseWords,
    });
  }
  // The terms as the app computes them (decision 097): the lexemes of the phrase's words.
  for (let start = 0; start < rows.length; start += 5000) {
    await query(
      `insert into saved_searches (region, account_id, name, query, alerts, category_id, price_from, price_to, terms)
       select r.region::region, r.account_id, r.name, r.query, r.alerts, r.category_id, r.price_from, r.price_to,
              array(select distinct lexeme from unnest(r.words) as w,
                    unnest(tsvector_to_array(to_tsvector((case when r.region = 'us' then 'english' else 'simple' end)::regconfig,
                                                         immutable_unaccent(w)))) as lexeme)
       from json_to_recordset($1::json) as r(region text, account_id int, name text, query jsonb, alerts text,
                                             category_id int, price_from bigint, price_to bigint, words text[])`,
      [JSON.stringify(rows.slice(start, start + 5000))],
    );
  }
  // The first term as the app picks it (the longest): the one candidates are found by.
  await query(
    `update saved_searches set first_term = (select t from unnest(terms) as t order by length(t) desc, t collate "C" limit 1)`,
  );
  await query('vacuum analyze saved_searches');
  log(
    `  ${savedCount.toLocaleString('en')} saved searches in ${((performance.now() - loadStarted) / 1000).toFixed(1)} s`,
  );

  // ---- the app, in this process, on the same database ----
  const env = loadEnv({
    NODE_ENV: 'production',
    DATABASE_URL: database.url,
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    ALTCHA_HMAC_KEY: randomBytes(32).toString('base64url'),
    LOG_LEVEL: 'silent',
    SEED_ON_EMPTY: 'false',
    EVENT_RELAY: 'false',
    MEDIA_DIR: mkdtempSync(join(tmpdir(), 'bench-saved-searches-')),
  });
  const app = await buildApp({ env, database: database.handle, storage: discardStorage, logger: false });
  await app.ready();

  const sampled = await query<{ id: number }>(
    `select id from offers where status = 'published' and title not like 'bench%' order by random() limit $1`,
    [samples],
  );
  // Warm-up: the categories' cache, the plans.
  for (const { id } of sampled.slice(0, 10)) await app.savedSearches.matchOffer(id);
  await query('delete from saved_search_matches');
  await query('delete from saved_search_alerts');
  await query(`delete from notifications where kind = 'newmatches'`);
  await query('delete from events');

  // Timed: what the 'offers.published' handler does (candidates, the exact test, the matches,
  // notifications, alerts and e-mails queued in one transaction). What it queued for the relay
  // (e-mails, socket events: hundreds an offer here) is dropped untimed: it is the relay's work,
  // spread over its passes, not the matching's.
  const timings: number[] = [];
  let matched = 0;
  let told = 0;
  for (const { id } of sampled) {
    const started = performance.now();
    told += (await app.savedSearches.matchOffer(id)).length;
    timings.push(performance.now() - started);
    await query('delete from events');
    const [row] = await query<{ n: number }>(
      'select count(*)::int as n from saved_search_matches where offer_id = $1',
      [id],
    );
    matched += row?.n ?? 0;
  }
  await app.close();
  const sorted = [...timings].sort((a, b) => a - b);
  const machine = describeMachine();
  log('');
  log(
    `Matching one published offer against ${savedCount.toLocaleString('en')} saved searches (PostgreSQL, ${sampled.length} offers):`,
  );
  log(
    `  p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms`,
  );
  log(
    `  ${(matched / sampled.length).toFixed(1)} saved searches matched per offer on average, ${(told / sampled.length).toFixed(1)} accounts told`,
  );
  log(
    `  machine: ${JSON.stringify(machine)}, load ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
}

// The loader's client stays open (the app closed the pool it shares): exit once measured.
main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
