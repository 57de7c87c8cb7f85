import {
  addFieldError,
  formErrorsFromZod,
  MESSAGES,
  type ErrorBody,
  type FormErrors,
} from '@marketplace/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { ZodError } from 'zod';
import {
  AccountNotConfirmedError,
  ChallengeRequiredError,
  DomainError,
  TooManyRequestsError,
} from '../shared/errors.ts';
import { isServiceUnavailable, UNAVAILABLE_RETRY_AFTER_SECONDS } from './unavailable.ts';

function statusText(code: number): string {
  return STATUS_CODES[code] ?? 'Error';
}

/**
 * One place that turns every failure into the documented error body: validation errors with
 * nested `children`, domain errors with their message, everything else without internals.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let body: ErrorBody;
    if (error instanceof DomainError) {
      body = { code: error.statusCode, message: error.message };
      if (error instanceof TooManyRequestsError) reply.header('retry-after', String(error.retryAfterSeconds));
      if (error.formErrors) body.errors = error.formErrors;
      if (error instanceof AccountNotConfirmedError && error.confirmation)
        body.confirmation = error.confirmation;
      if (error instanceof ChallengeRequiredError) body.challenge = error.challenge;
    } else if (
      hasZodFastifySchemaValidationErrors(error) &&
      error.validationContext === 'params' &&
      error.validation.every((issue) => issue.keyword === 'too_big')
    ) {
      // A path parameter past its maximum (an id no column holds, a slug longer than any) names
      // nothing, like any unknown id: 404, not a field error (decision 070).
      body = { code: 404, message: MESSAGES.notFound };
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      const tree: FormErrors = {};
      for (const issue of error.validation) {
        const path = issue.instancePath.split('/').filter(Boolean);
        // A strict schema's unknown keys: one field error per key, where the key was sent.
        const unknownKeys =
          issue.keyword === 'unrecognized_keys' ? (issue.params as { keys?: string[] }).keys : [];
        if (unknownKeys?.length) {
          for (const key of unknownKeys) addFieldError(tree, [...path, key], MESSAGES.invalidValue);
        } else {
          addFieldError(tree, path, issue.message ?? MESSAGES.invalidValue);
        }
      }
      body = { code: 400, message: MESSAGES.validationFailed, errors: tree };
    } else if (error instanceof ZodError) {
      body = { code: 400, message: MESSAGES.validationFailed, errors: formErrorsFromZod(error.issues) };
    } else if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      body = { code: 400, message: MESSAGES.invalidJson };
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own client errors (body too large, bad content type, …): their message is safe.
      body = { code: error.statusCode, message: error.message || statusText(error.statusCode) };
    } else if (isServiceUnavailable(error)) {
      // PostgreSQL or Redis cannot be reached: refused at once, and the client may come back
      // (decision 109). Warn, not error: the outage is one fact, told by every request it hits.
      request.log.warn({ err: error }, 'a service the API depends on is unavailable');
      reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      body = { code: 503, message: MESSAGES.serviceUnavailable };
    } else {
      // The logger's `err` serializer (http/error-log.ts) keeps the kind and code, never the values.
      request.log.error({ err: error }, 'unhandled error');
      body = { code: 500, message: MESSAGES.internalError };
    }
    if (body.code >= 500 && body.code !== 503 && !(error instanceof DomainError))
      body.message = MESSAGES.internalError;
    return reply.status(body.code).send(body);
  });
});

/**
 * Fastify's `frameworkErrors`: a URL it cannot decode (`/api/offers/%`) or a too long path
 * parameter is refused before any hook or the error handler runs; it gets the documented body too.
 */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const code = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  const body: ErrorBody = { code, message: code < 500 ? error.message : MESSAGES.internalError };
  void reply.status(code).send(body);
}

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser refuses (a control character in a
 * header, a broken request line, headers past the size limit, too slow to arrive) reaches no
 * route or hook; it gets the documented body on the bare socket, then the connection closes.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const code =
    error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body = JSON.stringify({ code, message: MESSAGES.unreadableRequest } satisfies ErrorBody);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${code} ${statusText(code)}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/** A 404 in the documented format for any unknown API path. */
export function sendNotFound(reply: FastifyReply): void {
  const body: ErrorBody = { code: 404, message: MESSAGES.notFound };
  void reply.status(404).send(body);
}
