import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import {
  ACCEPTED_IMAGE_FORMATS,
  camelToSnake,
  isPlainObject,
  PROOF_OF_WORK_HEADER,
  PROOF_OF_WORK_HEADER_MAX_LENGTH,
  REGIONS,
  type UploadSpec,
} from '@marketplace/contract';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import schemas from './docs-schemas.json' with { type: 'json' };
import type { DocumentedType } from './docs-schemas.ts';

export const DOCS_PREFIX = '/api/docs';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The body's schema for the API documentation only, on routes that parse a body whose rules
     * depend on the request (`parseWith`): validation stays in the handler.
     */
    docsBody?: z.ZodType;
    /**
     * What the route answers, by status: its success (and the errors of its own, e.g. 404, 409,
     * 429); the document adds the ones every such route has (400, 401, 403, 404, 413, 415, 500,
     * 503; see `commonAnswers`). A body is a contract type's name, a JSON Schema (`pageOf`,
     * `listOf`, `objectOf`), `null` for none, or `media(type)` for a body that is not JSON.
     */
    answers?: Answers;
    /** What the schemas cannot say (rules across fields, limits the server counts): the operation's description. */
    docsDescription?: string;
    /** Rules across the body's fields a JSON Schema can say (`if`/`then`), in the wire's names: added with `allOf`. */
    docsBodyRules?: JsonSchema[];
    /** A multipart upload: its part's name and byte limit, documented as the request body. */
    docsUpload?: UploadSpec;
  }
}

/** A JSON Schema, as the document holds it. */
export type JsonSchema = { [keyword: string]: unknown };
/** A body that is not JSON (an image, a page, an archive). */
export type Media = { media: string; description?: string };
export type AnswerBody = DocumentedType | JsonSchema | Media | null;
export type Answers = { [status: number]: AnswerBody };

/** `$ref` to one of the contract's documented types. */
export const ref = (name: DocumentedType): JsonSchema => ({ $ref: `#/components/schemas/${name}` });
/** `{ items: T[], pagination }` (the contract's `Paginated<T>`). */
export const pageOf = (name: DocumentedType): JsonSchema =>
  objectOf({ items: { type: 'array', items: ref(name) }, pagination: ref('Pagination') });
/** `T[]`. */
export const listOf = (name: DocumentedType): JsonSchema => ({ type: 'array', items: ref(name) });
/** An object of these properties, all required, no other (a type the handler writes inline). */
export const objectOf = (properties: Record<string, JsonSchema | DocumentedType>): JsonSchema => ({
  type: 'object',
  properties: Object.fromEntries(
    Object.entries(properties).map(([name, schema]) => [
      name,
      typeof schema === 'string' ? ref(schema) : schema,
    ]),
  ),
  required: Object.keys(properties),
  additionalProperties: false,
});
/** Schemas of the plain values inline types are made of. */
export const STRING: JsonSchema = { type: 'string' };
export const NUMBER: JsonSchema = { type: 'number' };
export const BOOLEAN: JsonSchema = { type: 'boolean' };
/** `{}`: the answer of a write that has nothing to say. */
export const EMPTY: JsonSchema = objectOf({});
/** A body that is not JSON. */
export const media = (type: string, description?: string): Media => ({ media: type, description });

/** Routes that are not the API: the web app's pages, the metrics, the docs' own files. */
function undocumented(url: string): boolean {
  return url === '/*' || url === '/metrics' || url === DOCS_PREFIX || url.startsWith(`${DOCS_PREFIX}/`);
}

/** Operations grouped by their path's first part: `/api/admin/orders/…` under "admin", `/media/…` under "media". */
function tagOf(url: string): string {
  const [first, second] = url
    .replace(/^\/api\//, '/')
    .split('/')
    .filter(Boolean);
  return first === 'admin' && second ? `admin ${second}` : (first ?? 'api');
}

const DESCRIPTION = `The marketplace's HTTP API, generated from the routes' own zod schemas.

- **Edition**: header \`X-Sales-Channel: us|pl\` (or the Host's first label, \`us.…\`/\`pl.…\`), else 400.
- **Casing**: request bodies and query parameters in snake_case (as documented here); answers in camelCase.
- **Auth**: \`Authorization: Bearer <access token>\` from \`POST /api/sessions/create\`; 401 means refresh
  (\`POST /api/sessions/refresh\`, the httpOnly cookie) and retry.
- **Errors**: \`{ "code", "message" }\`, with \`errors: { errors: [...], children: { field: { errors: [...] } } }\`
  on a validation failure (400).
- **Pagination**: \`?page=N\`; \`{ items, pagination: { currentPage, totalPages, totalItems } }\`.
- **Money**: integer minor units; the currency is the edition's (USD, PLN).`;

/**
 * The wire's names of a request schema: the casing plugin turns snake_case request keys into the
 * camelCase the schemas are written in, so the document shows each property as clients send it.
 */
function snakeCaseProperties(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(snakeCaseProperties);
  if (!isPlainObject(schema)) return schema;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'properties' && isPlainObject(value)) {
      copy[key] = Object.fromEntries(
        Object.entries(value).map(([name, property]) => [camelToSnake(name), snakeCaseProperties(property)]),
      );
    } else if (key === 'required' && Array.isArray(value)) {
      copy[key] = value.map((name) => (typeof name === 'string' ? camelToSnake(name) : name));
    } else {
      copy[key] = snakeCaseProperties(value);
    }
  }
  return copy;
}

type Operation = {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
};

/** Request bodies and query parameters in the wire's snake_case; everything else as generated. */
function toWireNames(document: Record<string, unknown>): Record<string, unknown> {
  const paths = (document.paths ?? {}) as Record<string, Record<string, Operation>>;
  for (const item of Object.values(paths)) {
    for (const operation of Object.values(item)) {
      if (!isPlainObject(operation)) continue;
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in === 'query') parameter.name = camelToSnake(parameter.name);
      }
      for (const media of Object.values(operation.requestBody?.content ?? {})) {
        if (media.schema) media.schema = snakeCaseProperties(media.schema);
      }
    }
  }
  return document;
}

/** What the transform learns of each route, for the whole document's pass (keyed by method and path). */
interface RouteFacts {
  auth: 'none' | 'optional' | 'required' | 'admin';
  edition: boolean;
  validated: boolean;
  hasBody: boolean;
  hasParams: boolean;
  answers: Answers;
  description?: string;
  upload?: UploadSpec;
  bodyRules?: JsonSchema[];
  /** A form that asks for proof of work under suspicion (decision 134). */
  proofOfWork?: boolean;
}

const FACTS = 'x-route-facts';

const PROOF_OF_WORK_NOTE =
  'Under suspicion (a burst from one address or network) answers 429 with `challenge` and no `Retry-After`: solve it (ALTCHA, SHA-256) and send the same request again with the solution in `X-Altcha`.';

const STATUS_TEXT: Record<number, string> = {
  101: 'Switching Protocols: the WebSocket handshake succeeded',
  200: 'OK',
  201: 'Created',
  204: 'No Content: no body',
  302: 'Found: a redirect (Location)',
  304: 'Not Modified: the ETag given in If-None-Match still holds; no body',
  400: 'Bad Request: the edition is missing or unknown, or the request is invalid (field errors under `errors`)',
  401: 'Unauthorized: no valid access token of this edition; refresh the session and retry',
  403: 'Forbidden: not allowed to the caller',
  404: 'Not Found: no such record (or not visible to the caller)',
  409: 'Conflict: the record is not in a state that allows this',
  412: 'Precondition Failed: the record’s state does not allow this (a closed offer, an order past this step)',
  410: 'Gone: the code or link has expired, or the account was deleted',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  426: 'Upgrade Required: a WebSocket handshake is needed',
  429: 'Too Many Requests: wait Retry-After seconds',
  500: 'Internal Server Error',
  502: 'Bad Gateway: a service the API depends on failed',
  503: 'Service Unavailable: the database cannot be reached (Retry-After)',
};

/** Answers every route of its kind has, whatever it declares itself. */
function commonAnswers(facts: RouteFacts, api: boolean): Answers {
  const answers: Answers = {};
  const add = (status: number, when: boolean) => {
    if (when) answers[status] = 'ErrorBody';
  };
  // Any API request with a NUL character in its query or body is refused (http/nul-characters.ts).
  add(400, api || facts.validated || facts.edition);
  add(401, facts.auth !== 'none');
  add(403, facts.auth === 'admin');
  add(404, facts.hasParams);
  add(413, facts.hasBody);
  add(415, facts.hasBody);
  add(500, api);
  add(503, api);
  return answers;
}

function isMedia(body: AnswerBody): body is Media {
  return isPlainObject(body) && typeof body.media === 'string';
}

function responseOf(status: number, body: AnswerBody): Record<string, unknown> {
  const description = (isMedia(body) && body.description) || STATUS_TEXT[status] || `HTTP ${status}`;
  if (body === null) return { description };
  if (isMedia(body)) return { description, content: { [body.media]: {} } };
  const schema = typeof body === 'string' ? ref(body) : body;
  return { description, content: { 'application/json': { schema } } };
}

/** The upload's multipart body: its one part, its limits and formats. */
function uploadBody(upload: UploadSpec): Record<string, unknown> {
  const formats = ACCEPTED_IMAGE_FORMATS.map((format) => (format === 'heif' ? 'AVIF' : format.toUpperCase()));
  return {
    required: true,
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          properties: {
            [upload.partName]: {
              type: 'string',
              contentMediaType: 'application/octet-stream',
              description: `One image of at most ${upload.maxBytes / 1024 / 1024} MiB (${upload.maxBytes} bytes): ${formats.join(', ')}, recognised by its bytes, not its name or declared type.`,
            },
          },
          required: [upload.partName],
        },
        encoding: { [upload.partName]: { contentType: 'image/jpeg, image/png, image/webp, image/avif' } },
      },
    },
  };
}

type DocumentOperation = Omit<Operation, 'parameters'> & {
  operationId?: string;
  [FACTS]?: RouteFacts;
  description?: string;
  security?: unknown[];
  responses?: Record<string, unknown>;
  requestBody?: unknown;
  parameters?: unknown[];
};

/**
 * Each operation's answers (its own and its kind's, with the contract's schemas), its security, the
 * edition header and an upload's multipart body, from what the transform learnt of its route.
 */
function completeOperations(document: Record<string, unknown>): Record<string, unknown> {
  const paths = (document.paths ?? {}) as Record<string, Record<string, DocumentOperation>>;
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const facts = operation[FACTS];
      delete operation[FACTS];
      if (!facts) continue;
      const api = path.startsWith('/api/');
      operation.operationId = operationIdOf(method, path);
      const answers = { ...commonAnswers(facts, api), ...facts.answers };
      operation.responses = Object.fromEntries(
        Object.entries(answers).map(([status, body]) => [status, responseOf(Number(status), body)]),
      );
      // No session needed is said too (`[]`): the linter asks every operation to say it.
      operation.security =
        facts.auth === 'none'
          ? []
          : facts.auth === 'optional'
            ? [{}, { bearerAuth: [] }]
            : [{ bearerAuth: [] }];
      if (facts.edition) {
        operation.parameters = [
          { $ref: '#/components/parameters/SalesChannel' },
          ...(operation.parameters ?? []),
        ];
      }
      if (facts.proofOfWork)
        operation.parameters = [
          ...(operation.parameters ?? []),
          { $ref: '#/components/parameters/ProofOfWork' },
        ];
      if (facts.upload) operation.requestBody = uploadBody(facts.upload);
      const json = (operation.requestBody as { content?: Record<string, { schema?: unknown }> } | undefined)
        ?.content?.['application/json'];
      if (facts.bodyRules && json?.schema) json.schema = { allOf: [json.schema, ...facts.bodyRules] };
      const notes = [
        facts.auth === 'admin' ? 'Administrators only.' : undefined,
        facts.auth === 'optional' ? 'Signed in or not: a token, when sent, must be valid.' : undefined,
        facts.description,
        facts.proofOfWork ? PROOF_OF_WORK_NOTE : undefined,
      ].filter(Boolean);
      if (notes.length > 0) operation.description = notes.join('\n\n');
    }
  }
  document.paths = mergeIdenticalPaths(paths);
  const components = (document.components ??= {}) as Record<string, unknown>;
  components.schemas = usedSchemas(document.paths, { ...(components.schemas as object), ...schemas.schemas });
  components.parameters = {
    SalesChannel: {
      name: 'X-Sales-Channel',
      in: 'header',
      required: true,
      description:
        'The edition (`Sales-Channel` is read too). May be left out when the Host names it (`us.…`, `pl.…`); without either, 400.',
      schema: { type: 'string', enum: [...REGIONS] },
    },
    ProofOfWork: {
      name: PROOF_OF_WORK_HEADER,
      in: 'header',
      required: false,
      description:
        'A solved proof of work: base64 of the JSON `{challenge, solution}` (ALTCHA), the challenge being the one a 429 gave. Taken once, before the challenge expires; a wrong, expired or used one is a 400.',
      schema: { type: 'string', maxLength: PROOF_OF_WORK_HEADER_MAX_LENGTH },
    },
  };
  return document;
}

/**
 * Paths that differ only in a parameter's name (`/api/favourites/{offerId}` to add,
 * `/api/favourites/{favoriteId}` to remove) are one path to OpenAPI: the later operations join the
 * first path, their parameter renamed (a path parameter's name is not on the wire) and described.
 * Fastify's `/media/*` is `/media/{path}`.
 */
function mergeIdenticalPaths(
  paths: Record<string, Record<string, DocumentOperation>>,
): Record<string, Record<string, DocumentOperation>> {
  const merged: Record<string, Record<string, DocumentOperation>> = {};
  const firstOf = new Map<string, string>();
  for (const [given, item] of Object.entries(paths)) {
    const path = given.replace('{*}', '{path}');
    for (const operation of Object.values(item)) {
      for (const parameter of (operation.parameters ?? []) as { in?: string; name?: string }[]) {
        if (parameter.in === 'path' && parameter.name === '*') parameter.name = 'path';
      }
    }
    const shape = path.replace(/\{[^}]+\}/g, '{}');
    const first = firstOf.get(shape);
    if (!first) {
      firstOf.set(shape, path);
      merged[path] = item;
      continue;
    }
    const names = [...first.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
    const own = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
    for (const [method, operation] of Object.entries(item)) {
      for (const parameter of (operation.parameters ?? []) as {
        in?: string;
        name?: string;
        description?: string;
      }[]) {
        const at = parameter.in === 'path' ? own.indexOf(parameter.name ?? '') : -1;
        if (at >= 0 && names[at] !== parameter.name) {
          parameter.description = `The ${parameter.name} (this path's \`{${names[at]}}\` in the other operations).`;
          parameter.name = names[at];
        }
      }
      merged[first]![method] = operation;
    }
  }
  return merged;
}

/** The schemas the operations use, with the ones they use in turn; a start's document lists no other. */
function usedSchemas(paths: unknown, all: Record<string, unknown>): Record<string, unknown> {
  const used = new Set<string>();
  const visit = (value: unknown) => {
    const text = JSON.stringify(value);
    for (const [, name] of text.matchAll(/"#\/components\/schemas\/([^"]+)"/g)) {
      if (used.has(name!)) continue;
      used.add(name!);
      visit(all[name!]);
    }
  };
  visit(paths);
  return Object.fromEntries(Object.entries(all).filter(([name]) => used.has(name)));
}

/** `get /api/offers/{id}/phone` is `getOffersIdPhone`: one name per operation, for generated clients. */
function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api\//, '/')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return [method, ...words]
    .map((word, index) => (index === 0 ? word : word[0]!.toUpperCase() + word.slice(1)))
    .join('');
}

/** The route's hooks as a list (a route may give one function or several). */
function hooksOf(route: RouteOptions, name: 'onRequest' | 'preHandler'): unknown[] {
  const hooks = route[name];
  return hooks === undefined ? [] : [hooks].flat();
}

/**
 * OpenAPI 3.1 of every API route, generated from the routes' zod schemas (@fastify/swagger with the
 * zod type provider's transform), served as JSON at /api/docs/json and browsable at /api/docs
 * (@fastify/swagger-ui). Registered before the routes: the document collects each as it is added
 * (docs/decisions/105).
 */
export const docsPlugin = fp(
  async (app: FastifyInstance, { version }: { version: string }) => {
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.1.0',
        info: { title: 'Marketplace API', version, description: DESCRIPTION },
        servers: [
          {
            url: '/',
            description: 'The edition’s own origin (`us.…`, `pl.…`), or any with `X-Sales-Channel`',
          },
        ],
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: (document) => {
        if (undocumented(document.url)) return { schema: { hide: true }, url: document.url };
        const { route, url } = document;
        const config = route.config ?? {};
        const docsBody = config.docsBody;
        const transformed = jsonSchemaTransform(
          docsBody && !document.schema?.body
            ? { ...document, schema: { ...document.schema, body: docsBody } }
            : document,
        );
        const hooks = [...hooksOf(route, 'onRequest'), ...hooksOf(route, 'preHandler')];
        const schema = document.schema ?? {};
        const facts: RouteFacts = {
          // Every route under /api/admin/ is behind the one guard (http/admin.ts).
          auth: url.startsWith('/api/admin/')
            ? 'admin'
            : hooks.includes(app.authenticate)
              ? 'required'
              : hooks.includes(app.identify)
                ? 'optional'
                : 'none',
          edition: url.startsWith('/api/') && config.salesChannel !== false,
          validated: Boolean(
            schema.params || schema.querystring || schema.body || docsBody || config.docsUpload,
          ),
          // Any method but GET and HEAD may carry a body, which Fastify refuses as too large or of an unknown type.
          hasBody:
            Boolean(schema.body || docsBody || config.docsUpload) ||
            ![route.method].flat().every((method) => method === 'GET' || method === 'HEAD'),
          hasParams: url.includes('/:'),
          answers: config.answers ?? {},
          description: config.docsDescription,
          upload: config.docsUpload,
          bodyRules: config.docsBodyRules,
          proofOfWork: config.proofOfWork !== undefined,
        };
        return { ...transformed, schema: { ...transformed.schema, tags: [tagOf(url)], [FACTS]: facts } };
      },
      transformObject: (document) =>
        completeOperations(toWireNames(jsonSchemaTransformObject(document) as Record<string, unknown>)),
    });
    // The docs' own routes need no edition and keep the document's keys as they are.
    await app.register(async (docs) => {
      docs.addHook('onRoute', (route) => {
        route.config = { ...route.config, salesChannel: false, rawKeys: true };
      });
      // 140 operations: a filter by tag, and links that open one operation.
      await docs.register(fastifySwaggerUi, {
        routePrefix: DOCS_PREFIX,
        uiConfig: { filter: true, deepLinking: true, docExpansion: 'list' },
      });
    });
  },
  { name: 'docs' },
);
