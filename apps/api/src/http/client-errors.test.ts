import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';

/** Sends `head` as the request's bytes (inject cannot send what Node's parser refuses); the raw answer. */
function sendRaw(port: number, head: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = '';
    const socket = connect(port, '127.0.0.1', () => socket.write(head));
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

function parse(answer: string) {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  const [statusLine, ...headers] = head.split('\r\n');
  return {
    status: Number(statusLine!.split(' ')[1]),
    contentType: headers.find((line) => /^content-type:/i.test(line)),
    body: JSON.parse(body) as unknown,
  };
}

const request = (headers: string) =>
  `GET /api/health HTTP/1.1\r\nHost: us.localhost\r\n${headers}\r\nConnection: close\r\n\r\n`;

describe('requests Node refuses before Fastify sees them', () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it('answers a control character in a header with the documented error body', async () => {
    const unreadable = { code: 400, message: 'The request could not be read.' };
    for (const header of [
      'X-Note: a\u0001b',
      'X-Note: a\u007fb',
      'X-Sales-Channel: us\u0000',
      'X-N\u0002ote: a',
    ]) {
      const answer = parse(await sendRaw(port, request(header)));
      expect({ header, ...answer }).toEqual({
        header,
        status: 400,
        contentType: 'Content-Type: application/json; charset=utf-8',
        body: unreadable,
      });
    }
  });

  it('answers headers past the size limit with 431 and the documented body', async () => {
    const answer = parse(await sendRaw(port, request(`X-Note: ${'a'.repeat(20_000)}`)));
    expect(answer.status).toBe(431);
    expect(answer.body).toEqual({ code: 431, message: 'The request could not be read.' });
  });

  it('still answers a well-formed request', async () => {
    const answer = await sendRaw(port, request('X-Note: ok'));
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
  });
});
