import { REALTIME_CLOSE } from '@marketplace/contract';
import { afterEach, describe, expect, it } from 'vitest';
import type { Bus } from '../../adapters/bus/bus.ts';
import { createInProcessBus } from '../../adapters/bus/in-process-bus.ts';
import { eventually } from '../../test/eventually.ts';
import { createRealtimeHub, type RealtimeSocket } from './realtime.hub.ts';

/** The in-process bus, with a way to report a gap as a bus whose connection dropped does. */
function busWithGaps() {
  const bus = createInProcessBus();
  const handlers = new Set<(state: 'down' | 'up') => void>();
  return Object.assign(bus, {
    onGap(handler: (state: 'down' | 'up') => void) {
      handlers.add(handler);
      return () => void handlers.delete(handler);
    },
    gap: (state: 'down' | 'up') => handlers.forEach((handler) => handler(state)),
  } satisfies Partial<Bus> & { gap(state: 'down' | 'up'): void });
}

/** What a `ws` socket shows the hub: what it was sent and how it was closed. */
class TestSocket implements RealtimeSocket {
  readyState = 1;
  sent: unknown[] = [];
  closedWith: number | undefined;
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code?: number) {
    this.closedWith = code;
    this.readyState = 2;
  }
}

const session = (accountId: number) => ({ accountId, familyId: null, expiresAt: Date.now() + 60_000 });

describe('the realtime hub when a bus reports a gap', () => {
  const bus = busWithGaps();
  const errors: unknown[] = [];
  const hub = createRealtimeHub({ bus, onError: (error) => errors.push(error) });
  afterEach(async () => {
    await hub.close();
    expect(errors).toEqual([]);
  });

  it('ends every socket for a catch-up when the realtime bus goes down, and again when it is back', async () => {
    await hub.start();
    const before = [new TestSocket(), new TestSocket()];
    hub.add(before[0]!, session(1));
    hub.add(before[1]!, session(2));

    bus.gap('down');
    for (const socket of before) expect(socket.closedWith).toBe(REALTIME_CLOSE.catchUp);
    expect(hub.size()).toBe(0);

    // A socket opened while the bus was down missed what it carried meanwhile: ended too.
    const meanwhile = new TestSocket();
    hub.add(meanwhile, session(1));
    bus.gap('up');
    expect(meanwhile.closedWith).toBe(REALTIME_CLOSE.catchUp);

    // The next one gets events again, and the ended ones nothing more.
    const after = new TestSocket();
    hub.add(after, session(1));
    await hub.publish([1, 2], { type: 'notification' });
    await eventually(() => after.sent.length === 1);
    for (const socket of [...before, meanwhile]) expect(socket.sent).toEqual([]);
  });
});
