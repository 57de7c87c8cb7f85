/**
 * Messages between the API processes (docs/decisions/048): cache invalidation today, chat and
 * notification events later. Every process that subscribes to a channel receives each message
 * published on it, its own included.
 */
export interface Bus {
  /** Sends `payload` to every subscriber of `channel`, in every process. */
  publish(channel: string, payload: string): Promise<void>;
  /** Calls `handler` with each message on `channel`; the answer unsubscribes. */
  subscribe(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * Calls `handler` when messages may have been lost: `down` when the connection that receives
   * them dropped (at once, when it is down as the handler is added), `up` once it is back. Whoever
   * keeps state built from messages (a cache) resets it.
   */
  onGap(handler: (state: 'down' | 'up') => void): () => void;
  close(): Promise<void>;
}

/** Channel names are SQL identifiers on the PostgreSQL bus: lower case, digits and underscores. */
export function assertChannelName(channel: string): void {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`invalid bus channel name: ${channel}`);
}

/** Delivers a message to a channel's handlers; one failing handler does not keep it from the others. */
export function deliver(
  handlers: Set<(payload: string) => void> | undefined,
  payload: string,
  onError: (error: unknown) => void,
): void {
  if (!handlers) return;
  for (const handler of handlers) {
    try {
      handler(payload);
    } catch (error) {
      onError(error);
    }
  }
}
