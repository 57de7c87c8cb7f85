import { assertChannelName, deliver, type Bus } from './bus.ts';

/**
 * Messages within this process only: for a single process whose data changes only through it, and
 * for tests. Delivery is asynchronous (a microtask later), as it is on every other bus.
 */
export function createInProcessBus(onError: (error: unknown) => void = () => undefined): Bus {
  const channels = new Map<string, Set<(payload: string) => void>>();
  return {
    async publish(channel, payload) {
      assertChannelName(channel);
      queueMicrotask(() => deliver(channels.get(channel), payload, onError));
    },
    async subscribe(channel, handler) {
      assertChannelName(channel);
      let handlers = channels.get(channel);
      if (!handlers) channels.set(channel, (handlers = new Set()));
      // A handler subscribed twice is called twice, as on the other buses.
      const entry = (payload: string) => handler(payload);
      handlers.add(entry);
      return async () => void handlers.delete(entry);
    },
    onGap: () => () => undefined,
    async close() {
      channels.clear();
    },
  };
}
