import { PassThrough } from 'node:stream';

/** A log destination for `buildTestApp({ logStream })` that keeps every line written to it. */
export function captureLog(): { stream: NodeJS.WritableStream; text: () => string } {
  const stream = new PassThrough();
  let text = '';
  stream.on('data', (chunk) => (text += chunk.toString()));
  return { stream, text: () => text };
}
