import { convertKeys, MESSAGES, nestsDeeperThan, snakeToCamel } from '@marketplace/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { BadRequestError } from '../shared/errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Send the answer's keys as they are (the OpenAPI document, whose keys are the wire's names). */
    rawKeys?: boolean;
  }
}

/** No form nests anywhere near this deep; deeper bodies are hostile and would strain every walker. */
export const MAX_BODY_DEPTH = 32;

/**
 * snake_case in, camelCase out (docs/architecture.md, 'Casing'). Request bodies and query strings are
 * converted before validation, so schemas and services speak camelCase only; every JSON answer is
 * converted on the way out, so no snake_case key leaves by accident.
 */
export const casingPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    if (request.body && typeof request.body === 'object') {
      if (nestsDeeperThan(request.body, MAX_BODY_DEPTH)) throw new BadRequestError(MESSAGES.invalidJson);
      request.body = convertKeys(request.body, snakeToCamel);
    }
    // Fastify's parsed query is not a plain object (no Object prototype): copy it first.
    if (request.query && typeof request.query === 'object') {
      request.query = convertKeys({ ...(request.query as Record<string, unknown>) }, snakeToCamel);
    }
  });
  app.addHook('preSerialization', async (request, _reply, payload) =>
    request.routeOptions.config?.rawKeys ? payload : toResponseKeys(payload),
  );
});

/** What the casing plugin does to every answer, for answers serialised ahead (http/public-cache.ts). */
export function toResponseKeys(payload: unknown): unknown {
  return convertKeys(payload, snakeToCamelOut);
}

/** Response keys: snake_case becomes camelCase; already camelCase keys stay as they are. */
function snakeToCamelOut(key: string): string {
  return key.includes('_') ? snakeToCamel(key) : key;
}
