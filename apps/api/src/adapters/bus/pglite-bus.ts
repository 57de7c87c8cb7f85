import type { PGlite } from '@electric-sql/pglite';
import { assertChannelName, type Bus } from './bus.ts';

/**
 * LISTEN/NOTIFY on the embedded database: PGlite lives in this process, so this carries the
 * notifications of its triggers (any write, however it is made) to this process's subscribers.
 * Nothing can be lost, so there is never a gap.
 */
export function createPgliteBus(client: PGlite, onError: (error: unknown) => void = () => undefined): Bus {
  const unlisteners = new Set<() => Promise<void>>();
  return {
    async publish(channel, payload) {
      assertChannelName(channel);
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async subscribe(channel, handler) {
      assertChannelName(channel);
      const unlisten = await client.listen(channel, (payload) => {
        try {
          handler(payload);
        } catch (error) {
          onError(error);
        }
      });
      const stop = async () => {
        if (!unlisteners.delete(stop)) return;
        // The database may be closed already (it closes with the app).
        if (!client.closed) await unlisten().catch(() => undefined);
      };
      unlisteners.add(stop);
      return stop;
    },
    onGap: () => () => undefined,
    async close() {
      await Promise.all([...unlisteners].map((stop) => stop()));
    },
  };
}
