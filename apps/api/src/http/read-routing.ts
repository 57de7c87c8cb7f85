import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  currentReadContext,
  formatLsn,
  parseLsn,
  readingFrom,
  type ReadContext,
  type ReadReplicas,
} from '../db/read-replicas.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A POST that only reads (the search): an anonymous caller's may be answered by a replica. */
    readsOnly?: boolean;
  }
  interface FastifyInstance {
    /** The read replicas and their health (tests poll them by hand). */
    readReplicas: ReadReplicas;
  }
  interface FastifyRequest {
    /** Where this request's reads go (docs/decisions/130); absent without replicas. */
    readContext?: ReadContext;
  }
}

/**
 * The client's last write: the primary's write position after it, for as long as a replica in use
 * could still lack it. Until a replica has replayed it, the client's reads go to the primary.
 */
export const WROTE_COOKIE = 'wrote_lsn';

/** Names the database that answered the request's reads: `primary`, `replica-1`… */
export const READ_SOURCE_HEADER = 'x-read-source';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function reads(request: FastifyRequest): boolean {
  return SAFE_METHODS.has(request.method) || request.routeOptions.config?.readsOnly === true;
}

/**
 * Sends the reads of anonymous public requests to a replica (docs/decisions/130): GET and HEAD,
 * and the routes marked `readsOnly`, without an `Authorization` header (a signed-in reader reads
 * the primary), from a client whose last write the replica has replayed. A request made in-process
 * by another (the server-rendered pages' `app.inject`) reads where its caller reads. Each answer
 * names its source; each write's answer carries the client's write position.
 */
export const readRoutingPlugin = fp(
  async (
    app: FastifyInstance,
    {
      replicas,
      cookieMaxAgeSeconds,
      onAnswered = () => undefined,
    }: { replicas: ReadReplicas; cookieMaxAgeSeconds: number; onAnswered?: (source: string) => void },
  ) => {
    app.decorate('readReplicas', replicas);
    // A page's in-process requests share its context: counted once, with the page.
    const counted = new WeakSet<ReadContext>();
    // preHandler, after the body is parsed: a context entered before would be lost with the body's
    // stream events. Everything the handler awaits runs in it.
    app.addHook('preHandler', (request, _reply, done) => {
      const outer = currentReadContext();
      const context = outer ?? {
        replica:
          reads(request) && request.headers.authorization === undefined
            ? replicas.pick(parseLsn(request.cookies[WROTE_COOKIE] ?? ''))
            : undefined,
      };
      request.readContext = context;
      readingFrom(context, done);
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const context = request.readContext;
      const source = context?.replica?.name ?? 'primary';
      reply.header(READ_SOURCE_HEADER, source);
      if (!context || !counted.has(context)) onAnswered(source);
      if (context) counted.add(context);
      if (!reads(request) && reply.statusCode < 400) {
        // Taken after the handler's commit: the write is at or before this position.
        const lsn = await replicas.primaryLsn().catch(() => undefined);
        if (lsn !== undefined)
          reply.setCookie(WROTE_COOKIE, formatLsn(lsn), {
            path: '/',
            httpOnly: true,
            sameSite: 'lax',
            maxAge: cookieMaxAgeSeconds,
          });
      }
      return payload;
    });
  },
  { name: 'read-routing', dependencies: ['@fastify/cookie'] },
);
