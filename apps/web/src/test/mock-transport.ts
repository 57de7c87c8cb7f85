import type { ApiRequest, Transport } from '#web/shared/lib/api-client.ts';
import { HttpError } from '#web/shared/lib/api-error.ts';

export type MockReply = { status: number; data?: unknown; headers?: Record<string, string> } | 'network';
export type MockHandler = (request: ApiRequest) => MockReply | Promise<MockReply>;

/** A transport answering from `handler` (any status), failing like the browser's on 'network'. */
export function mockTransport(handler: MockHandler): { transport: Transport; calls: ApiRequest[] } {
  const calls: ApiRequest[] = [];
  const transport: Transport = async (request) => {
    calls.push(request);
    const reply = await handler(request);
    if (reply === 'network') throw new HttpError('Network Error');
    return { status: reply.status, data: reply.data ?? '', headers: new Headers(reply.headers) };
  };
  return { transport, calls };
}

/** The JSON body a request sent (the client has serialised it by the time the transport runs). */
export function sentBody(request: ApiRequest): unknown {
  return typeof request.data === 'string' && request.data !== '' ? JSON.parse(request.data) : request.data;
}
