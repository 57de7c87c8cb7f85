import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { toResponseKeys } from './casing.ts';

type Encoding = 'br' | 'gzip';

interface Serialised {
  body: string;
  etag: string;
  /** Compressed bodies, made on the first request that accepts each encoding. */
  encoded: Partial<Record<Encoding, Buffer>>;
}

/** Below this the body goes as it is (the compression plugin's threshold). */
const COMPRESS_FROM_BYTES = 1024;

/** Answers already serialised, by the cached value they were made from (docs/decisions/049). */
const serialised = new WeakMap<object, Serialised>();

/** A body with its ETag, its compressed forms to be made on demand. */
function textOf(body: string): Serialised {
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  return { body, etag: `W/"${hash}"`, encoded: {} };
}

function serialise(value: object): Serialised {
  let known = serialised.get(value);
  if (!known) {
    known = textOf(JSON.stringify(toResponseKeys(value)));
    serialised.set(value, known);
  }
  return known;
}

/**
 * `best` for public answers, made once per value that lives minutes; `usual` (the compression
 * plugin's own levels) for shared answers, which a missed search compresses once for one request.
 */
type Effort = 'best' | 'usual';

function compress(body: string, encoding: Encoding, effort: Effort): Buffer {
  const best = effort === 'best';
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: best ? 9 : 4,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      })
    : gzipSync(body, { level: best ? 9 : constants.Z_DEFAULT_COMPRESSION });
}

/** The encoding to send for an `Accept-Encoding` header: brotli, then gzip; none when neither is accepted. */
export function preferredEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    weights.set(name === 'x-gzip' ? 'gzip' : name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const weightOf = (encoding: Encoding) => weights.get(encoding) ?? weights.get('*') ?? 0;
  const best = (['br', 'gzip'] as const).reduce<Encoding | undefined>(
    (chosen, encoding) =>
      weightOf(encoding) > 0 && (!chosen || weightOf(encoding) > weightOf(chosen)) ? encoding : chosen,
    undefined,
  );
  return best;
}

/** Whether an `If-None-Match` header names `etag` (weak comparison, as RFC 9110 asks for GET). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === opaque;
  });
}

/**
 * Sends a public answer: one that depends on the edition and the URL only, never on who asks
 * (no token, no cookie). Its JSON, ETag and compressed forms are made once per cached value; a
 * client or shared cache that sends the ETag back gets `304 Not Modified` without a body.
 * `no-cache`: caches may keep it but ask again each time, so an edit shows at once
 * (docs/decisions/049).
 */
export function sendPublic(request: FastifyRequest, reply: FastifyReply, value: object): FastifyReply {
  const known = serialise(value);
  void reply
    .header('etag', known.etag)
    // Never public when something on the way set a cookie.
    .header('cache-control', reply.hasHeader('set-cookie') ? 'private, no-cache' : 'public, no-cache')
    // The edition comes from these headers (or the Host, which every cache keys on anyway).
    .header('vary', 'X-Sales-Channel, Sales-Channel, Accept-Encoding');
  if (matchesEtag(request.headers['if-none-match'], known.etag)) return reply.code(304).send();
  return sendBody(request, reply, known, 'best');
}

/**
 * Sends a cached value shared by many viewers but not public: the offer page as everyone but its
 * owner sees it (docs/decisions/093), a search's answer to its POST (094). Its JSON and compressed
 * forms are made once per value, as for `sendPublic`, at the compression plugin's usual levels (a
 * value read once is compressed for one request); no ETag and no shared caching.
 */
export function sendShared(request: FastifyRequest, reply: FastifyReply, value: object): FastifyReply {
  return sendBody(request, reply.header('vary', 'Accept-Encoding'), serialise(value), 'usual');
}

/** Texts sent many times (a server-rendered page), with their ETag and compressed forms, by what they were made from. */
const texts = new WeakMap<object, Serialised>();

/**
 * Sends a text that is the same for everyone who asks for this URL (a page's HTML), with an ETag
 * and `304 Not Modified` for a client that has it. `madeFrom`, a cached value the text was made
 * from, keeps the ETag and compressed forms for the next request that makes the same text.
 */
export function sendPublicText(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string,
  type: string,
  madeFrom?: object,
): FastifyReply {
  let known = madeFrom ? texts.get(madeFrom) : undefined;
  if (known?.body !== body) {
    known = textOf(body);
    if (madeFrom) texts.set(madeFrom, known);
  }
  const vary = reply.getHeader('vary');
  void reply
    .header('etag', known.etag)
    .header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  if (matchesEtag(request.headers['if-none-match'], known.etag)) return reply.code(304).send();
  // The compression plugin's usual level: a page may be sent once before its cache entry goes.
  return sendBody(request, reply, known, 'usual', type);
}

function sendBody(
  request: FastifyRequest,
  reply: FastifyReply,
  known: Serialised,
  effort: Effort,
  type = 'application/json; charset=utf-8',
): FastifyReply {
  void reply.type(type);
  const encoding =
    known.body.length >= COMPRESS_FROM_BYTES
      ? preferredEncoding(request.headers['accept-encoding'])
      : undefined;
  if (!encoding) return reply.send(known.body);
  // Sent compressed already: the compression plugin leaves an encoded answer alone.
  const body = (known.encoded[encoding] ??= compress(known.body, encoding, effort));
  return reply.header('content-encoding', encoding).send(body);
}
