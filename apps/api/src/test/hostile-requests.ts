import * as contract from '@marketplace/contract';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/** Building blocks of the fuzz test (http/fuzz.test.ts): routes, vocabulary, hostile values, bodies. */

export interface Route {
  method: string;
  /** As registered, with `:params`. */
  url: string;
}

/** Every `/api/` route with its methods, read from Fastify's route tree (HEAD is GET's twin). */
export function listApiRoutes(app: FastifyInstance): Route[] {
  const routes: Route[] = [];
  const urlAtDepth: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│├└─\s]*)(\S+)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4 - 1;
    const url = (urlAtDepth[depth - 1] ?? '') + match[2]!;
    urlAtDepth[depth] = url;
    for (const method of (match[3] ?? '').split(', ')) {
      if (url.startsWith('/api/') && ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(method))
        routes.push({ method, url });
    }
  }
  return routes;
}

/** Field names (snake_case, as clients send them) and enum values of every schema in the contract. */
function contractVocabulary() {
  // Fields of the few schemas that live with their routes.
  const keys = new Set(['lng', 'offer_id', 'visits', 'reason', 'recipient', 'signature', 'expires']);
  const values = new Set<string>();
  const seen = new Set<z.ZodType>();
  const visit = (schema: z.ZodType) => {
    if (seen.has(schema)) return;
    seen.add(schema);
    const def = schema._zod.def as unknown as Record<string, unknown>;
    if (def.type === 'enum')
      Object.values(def.entries as object).forEach((value) => values.add(String(value)));
    if (def.type === 'literal') (def.values as unknown[]).forEach((value) => values.add(String(value)));
    for (const [name, part] of Object.entries(def)) {
      if (name === 'shape') {
        for (const [key, field] of Object.entries(part as Record<string, z.ZodType>)) {
          keys.add(contract.camelToSnake(key));
          visit(field);
        }
      } else if (part instanceof z.ZodType) visit(part);
      else if (Array.isArray(part)) part.filter((item) => item instanceof z.ZodType).forEach(visit);
    }
  };
  const schemaFactories = contract.REGIONS.flatMap((region) => [
    contract.registerInputSchema(region),
    contract.editContactDataInputSchema(region, 'company'),
    contract.updatePayoutInputSchema(region),
  ]);
  for (const exported of [...Object.values(contract), ...schemaFactories]) {
    if (exported instanceof z.ZodType) visit(exported);
    // Exported value lists (statuses, reasons, …) are values clients send too.
    else if (Array.isArray(exported))
      exported.filter((item) => typeof item === 'string').forEach((item) => values.add(item));
  }
  return { fieldNames: [...keys], enumValues: [...values] };
}

const { fieldNames, enumValues } = contractVocabulary();

// ---- values ------------------------------------------------------------------------------------

/** Characters that have broken a parser, a database or a renderer somewhere (NUL: PostgreSQL). */
const oddCharacter = fc.oneof(
  { weight: 4, arbitrary: fc.constant('\u0000') },
  fc.constantFrom('\ud800', '\udfff', '😀', 'ż', '\n', '\u202e', '\ufeff', '"', "'", '\\', '%', '%00', '<'),
);

function insertAt(text: string, at: number, inserted: string): string {
  const index = at % (text.length + 1);
  return text.slice(0, index) + inserted + text.slice(index);
}

export const hostileText = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .tuple(fc.string({ maxLength: 12 }), fc.nat(), oddCharacter)
      .map(([text, at, odd]) => insertAt(text, at, odd)),
  },
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom(...enumValues),
  fc.constantFrom('', ' ', '../etc', '1e309', '-1', 'NaN', '0'),
  fc.constantFrom('x'.repeat(201), 'y'.repeat(5_000), 'ą'.repeat(70_000)),
  fc.uuid().map(String),
  fc.emailAddress(),
);
const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 1, 2, 2 ** 31, 2 ** 53, 2 ** 64, 1e308, -1e308, 0.5),
);
const fieldName = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...fieldNames) },
  { weight: 1, arbitrary: hostileText },
);
const { value: anyValue } = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.oneof(hostileText, hostileNumber, fc.boolean(), fc.constant(null)),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fieldName, tie('value'), { maxKeys: 6 }),
  ),
}));

// ---- bodies: changed valid payloads get past the first check, random ones test the shape -------

export type Json = unknown;
type Path = (string | number)[];

/** The path of every container and leaf of `value`, the root's (empty) first. */
export function pathsOf(value: Json, path: Path = []): Path[] {
  const children =
    value !== null && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, child]) =>
          pathsOf(child, [...path, Array.isArray(value) ? Number(key) : key]),
        )
      : [];
  return [path, ...children];
}

/** What a change returns to remove the field (or array item). */
export const DELETE = Symbol('delete');

/** A copy of `value` with `change` applied to what sits at `path` (the root for an empty path). */
export function changedAt(value: Json, path: Path, change: (current: Json) => Json | typeof DELETE): Json {
  type Container = Record<string | number, unknown>;
  const root: Container = { value: structuredClone(value) };
  const fullPath = ['value', ...path];
  const parent = fullPath.slice(0, -1).reduce<Container>((node, segment) => node[segment] as Container, root);
  const last = fullPath.at(-1)!;
  const changed = change(parent[last]);
  if (changed !== DELETE) parent[last] = changed;
  else if (Array.isArray(parent)) parent.splice(Number(last), 1);
  else delete parent[last];
  return root.value;
}

/** With a NUL inside a text (past every check that looks at the shape only), or a NUL instead. */
const withNul = (current: Json) => (typeof current === 'string' ? insertAt(current, 1, '\u0000') : '\u0000');

/** Type confusions and edge values each field of a valid payload is tried with (the sweep). */
export const SINGLE_CHANGES: [label: string, change: (current: Json) => Json | typeof DELETE][] = [
  ['with NUL', withNul],
  ['number', () => 12345],
  ['negative', () => -1],
  ['huge number', () => 1e308],
  ['unsafe integer', () => 2 ** 53 + 2],
  // Past a PostgreSQL integer column (ids, quantities).
  ['int4 overflow', () => 2 ** 31],
  ['boolean', () => true],
  ['null', () => null],
  ['array', (current) => [current]],
  ['object', () => ({ id: 1 })],
  ['long text', () => 'x'.repeat(10_000)],
  ['lone surrogate', () => '\ud800x'],
  ['removed', () => DELETE],
];

type Mutation = {
  at: number;
  kind: 'replace' | 'taint' | 'delete' | 'add';
  key: string;
  value: Json;
  odd: string;
};

function mutate(template: Json, mutations: Mutation[]): Json {
  return mutations.reduce((body, { at, kind, key, value, odd }) => {
    const paths = pathsOf(body);
    return changedAt(body, paths[at % paths.length]!, (current) => {
      if (kind === 'add' && current !== null && typeof current === 'object' && !Array.isArray(current))
        return { ...current, [key]: value };
      if (kind === 'delete') return DELETE;
      if (kind === 'taint') return typeof current === 'string' ? insertAt(current, at, odd) : odd;
      return value;
    });
  }, template);
}

const mutation = fc.record({
  at: fc.nat(),
  kind: fc.constantFrom<Mutation['kind']>('replace', 'replace', 'taint', 'taint', 'delete', 'add'),
  key: fieldName,
  value: anyValue,
  odd: oddCharacter,
});

export interface RawBody {
  contentType: string;
  text: string;
}

export const jsonBody = (value: Json): RawBody => ({
  contentType: 'application/json',
  text: JSON.stringify(value) ?? 'null',
});

/** JSON text of `depth` nested objects (JSON.stringify itself overflows on deep ones). */
export const nestedJson = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

/** Mostly valid payloads of the route changed here and there; else random JSON, deep JSON, non-JSON. */
export function bodyArbitrary(templates: Json[]): fc.Arbitrary<RawBody | undefined> {
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .tuple(fc.constantFrom(...templates), fc.array(mutation, { maxLength: 2 }))
        .map(([template, mutations]) => jsonBody(mutate(template, mutations))),
    },
    { weight: 2, arbitrary: fc.dictionary(fieldName, anyValue, { maxKeys: 8 }).map(jsonBody) },
    { weight: 2, arbitrary: fc.jsonValue().map(jsonBody) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(31, 32, 33, 1_000, 10_000)
        .map((depth) => ({ contentType: 'application/json', text: nestedJson(depth) })),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        contentType: fc.constantFrom(
          'application/json',
          'text/plain',
          'application/x-www-form-urlencoded',
          'application/octet-stream',
          'application/json; charset=latin1',
        ),
        text: fc.oneof(
          hostileText,
          fc.constantFrom('{', '{"a":', '[1,', '{"__proto__":{"x":1}}', 'a=1&a=%00'),
        ),
      }),
    },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

// ---- URLs --------------------------------------------------------------------------------------

/** encodeURIComponent throws on a lone surrogate. */
const encode = (text: string) => encodeURIComponent(text.replace(/\p{Cs}/gu, '\uFFFD'));

/** Path parameter values, already URL-encoded (some deliberately badly). */
export const pathParam = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 1, max: 6 }).map(String) },
  fc.constantFrom(
    '0',
    '-1',
    '1.5',
    '1e3',
    '2147483648',
    '99999999999999999999',
    '9007199254740993',
    '%201',
    '0x1',
    'abc',
  ),
  fc.uuid().map(String),
  { weight: 2, arbitrary: hostileText.map(encode) },
  fc.constantFrom('%', '%zz', '%E0%A4%A', '%00', '..', '%2F'),
);

/** Query strings of known and unknown parameter names, and a few malformed ones. */
export const queryString = fc.oneof(
  fc.constant(''),
  fc
    .array(fc.tuple(fieldName, fc.oneof(hostileText, hostileNumber.map(String))), { maxLength: 4 })
    .map((pairs) => pairs.map(([key, value]) => `${encode(key)}=${encode(value)}`).join('&')),
  fc.constantFrom('page=%', 'page=%zz&a', '&&=', 'a[b]=1', 'page=1&page=2'),
);
