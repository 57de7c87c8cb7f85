import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

type Media = { schema?: object };
type Response = { content?: Record<string, Media> };
type Document = {
  paths: Record<string, Record<string, { responses?: Record<string, Response> }>>;
  components?: { schemas?: Record<string, object> };
};

/**
 * A path with its parameters' names left out: Fastify's `/api/offers/:id` and the document's
 * `/api/offers/{id}` are both `/api/offers/{}` (the document merges paths that differ only in a
 * parameter's name).
 */
export const pathShape = (path: string) =>
  path
    .replace(/:\w+/g, '{}')
    .replace(/\{[^}]+\}/g, '{}')
    .replace(/\*$/, '{}');

/**
 * Every answer of an `/api/` route checked against the API document (issue 34): its status must be
 * documented for the route, and its JSON body must match the document's schema for that status.
 * Test builds only (build-test-app.ts): the `onSend` hook records what is wrong by request id, and
 * the test app's `inject` rejects with it, so the test that received a wrong answer fails.
 */
export function createAnswersCheck(appOf: () => FastifyInstance) {
  const failures = new Map<string, string>();
  let document: Document | undefined;
  let byShape: Map<string, string> | undefined;
  const validators = new Map<string, ValidateFunction>();
  let ajv: Ajv2020 | undefined;

  function validatorFor(key: string, schema: object): ValidateFunction {
    let validate = validators.get(key);
    if (!validate) {
      if (!ajv) {
        ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
        addFormats.default(ajv);
        // `#/components/schemas/X` inside an answer's schema refers to the document's components.
        ajv.addSchema({ $id: 'openapi', components: document!.components ?? {} });
      }
      const rooted = JSON.parse(
        JSON.stringify(schema).replaceAll('"#/components/', '"openapi#/components/'),
      ) as object;
      validate = ajv.compile(rooted);
      validators.set(key, validate);
    }
    return validate;
  }

  function check(request: FastifyRequest, reply: FastifyReply, payload: unknown): string | undefined {
    const url = request.routeOptions.url;
    if (!url?.startsWith('/api/') || request.method === 'HEAD') return undefined;
    document ??= appOf().swagger() as unknown as Document;
    byShape ??= new Map(Object.keys(document.paths).map((path) => [pathShape(path), path]));
    const path = byShape.get(pathShape(url)) ?? url;
    const operation = document.paths[path]?.[request.method.toLowerCase()];
    if (!operation) return undefined; // not documented on purpose (the docs' own routes, a dev route off)
    const status = reply.statusCode;
    const route = `${request.method} ${url} answered ${status}`;
    const documented = operation.responses?.[String(status)];
    if (!documented) {
      return `${route}, a status its document does not list (${Object.keys(operation.responses ?? {}).join(', ')}): ${String(payload).slice(0, 300)}`;
    }
    const type = String(reply.getHeader('content-type') ?? '');
    const empty =
      payload === undefined ||
      payload === null ||
      payload === '' ||
      (Buffer.isBuffer(payload) && payload.length === 0);
    if (!documented.content) return empty ? undefined : `${route} with a body, where its document says none`;
    const json = documented.content['application/json'];
    if (!json?.schema || !type.startsWith('application/json') || reply.getHeader('content-encoding'))
      return undefined;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return undefined;
    const body = JSON.parse(String(payload)) as unknown;
    const validate = validatorFor(`${request.method} ${path} ${status}`, json.schema);
    if (validate(body)) return undefined;
    return `${route} with a body its document's schema refuses: ${ajv!.errorsText(validate.errors, { separator: '; ' })}; body: ${String(payload).slice(0, 500)}`;
  }

  return {
    async onSend(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
      const failure = check(request, reply, payload);
      if (failure) failures.set(request.id, failure);
      return payload;
    },
    /** What was wrong with the answer that carries this request id, once. */
    take(requestId: unknown): string | undefined {
      if (typeof requestId !== 'string') return undefined;
      const failure = failures.get(requestId);
      failures.delete(requestId);
      return failure;
    },
  };
}
