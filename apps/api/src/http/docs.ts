import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { camelToSnake, isPlainObject } from '@marketplace/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { z } from 'zod';

export const DOCS_PREFIX = '/api/docs';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The body's schema for the API documentation only, on routes that parse a body whose rules
     * depend on the request (`parseWith`): validation stays in the handler.
     */
    docsBody?: z.ZodType;
  }
}

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
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: (document) => {
        if (undocumented(document.url)) return { schema: { hide: true }, url: document.url };
        const docsBody = document.route.config?.docsBody;
        const transformed = jsonSchemaTransform(
          docsBody && !document.schema?.body
            ? { ...document, schema: { ...document.schema, body: docsBody } }
            : document,
        );
        return { ...transformed, schema: { ...transformed.schema, tags: [tagOf(document.url)] } };
      },
      transformObject: (document) =>
        toWireNames(jsonSchemaTransformObject(document) as Record<string, unknown>),
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
