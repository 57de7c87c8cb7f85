// The little of `ws` (a dependency of @fastify/websocket) the operations tests use; the project
// has no @types/ws. Node 20's own WebSocket cannot show the upgrade answer's headers.
declare module 'ws' {
  import type { IncomingMessage } from 'node:http';

  export default class WebSocket {
    constructor(address: string, options?: { headers?: Record<string, string> });
    send(data: string): void;
    terminate(): void;
    on(event: 'upgrade', listener: (response: IncomingMessage) => void): this;
    on(event: 'message', listener: (data: Buffer) => void): this;
    on(event: 'close', listener: (code: number) => void): this;
    on(event: 'error', listener: (error: Error) => void): this;
    once(event: 'open', listener: () => void): this;
    once(event: 'error', listener: (error: Error) => void): this;
  }
}
