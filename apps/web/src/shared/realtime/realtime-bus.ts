import type { RealtimeServerMessage } from '@marketplace/contract';
import {
  createContext,
  createElement,
  useContext,
  useEffect,
  useRef,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { RealtimeStatus } from './realtime-client.ts';

/** The events screens subscribe to (the connection's own `ready`, `pong` and `error` stay inside). */
export type RealtimeEventType = Exclude<RealtimeServerMessage['type'], 'ready' | 'pong' | 'error'>;
export type RealtimeEvent<K extends RealtimeEventType> = Extract<RealtimeServerMessage, { type: K }>;

export interface RealtimeState {
  status: RealtimeStatus;
  /** Who the socket is authenticated as (the `ready` answer): the user's chat externalUid. */
  externalUid: string | null;
}

/**
 * Where the one realtime connection of the tab delivers: screens subscribe to event types and to
 * `reconnected` (the socket is ready, first or again: refetch what may have been missed). Kept apart
 * from the socket code, which loads only once someone is logged in.
 */
export interface RealtimeBus {
  on<K extends RealtimeEventType>(type: K, handler: (event: RealtimeEvent<K>) => void): () => void;
  onReconnected(handler: () => void): () => void;
  emit(message: RealtimeServerMessage): void;
  reconnected(): void;
  getState(): RealtimeState;
  setState(next: Partial<RealtimeState>): void;
  subscribe(listener: () => void): () => void;
}

export function createRealtimeBus(): RealtimeBus {
  const handlers = new Map<string, Set<(event: never) => void>>();
  const reconnectHandlers = new Set<() => void>();
  const listeners = new Set<() => void>();
  let state: RealtimeState = { status: 'idle', externalUid: null };
  return {
    on(type, handler) {
      const set = handlers.get(type) ?? new Set();
      handlers.set(type, set);
      set.add(handler as (event: never) => void);
      return () => set.delete(handler as (event: never) => void);
    },
    onReconnected(handler) {
      reconnectHandlers.add(handler);
      return () => reconnectHandlers.delete(handler);
    },
    emit(message) {
      for (const handler of [...(handlers.get(message.type) ?? [])])
        (handler as (e: unknown) => void)(message);
    },
    reconnected() {
      for (const handler of [...reconnectHandlers]) handler();
    },
    getState: () => state,
    setState(next) {
      if (Object.entries(next).every(([key, value]) => state[key as keyof RealtimeState] === value)) return;
      state = { ...state, ...next };
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The app's bus (one connection per tab). */
export const realtimeBus = createRealtimeBus();

const RealtimeBusContext = createContext<RealtimeBus>(realtimeBus);

/** Gives the screens below another bus (tests: a fake socket's). */
export function RealtimeBusProvider({ bus, children }: { bus: RealtimeBus; children: ReactNode }) {
  return createElement(RealtimeBusContext.Provider, { value: bus }, children);
}

export function useRealtimeBus(): RealtimeBus {
  return useContext(RealtimeBusContext);
}

/** Calls `handler` for every pushed event of `type` while the component is mounted. */
export function useRealtimeEvent<K extends RealtimeEventType>(
  type: K,
  handler: (event: RealtimeEvent<K>) => void,
): void {
  const bus = useRealtimeBus();
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => bus.on(type, (event) => latest.current(event)), [bus, type]);
}

/**
 * Calls `handler` whenever the socket is (again) ready: after a drop, and also the first time, as
 * events sent before it was ready never came (catch up on what may have been missed).
 */
export function useRealtimeReconnected(handler: () => void): void {
  const bus = useRealtimeBus();
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => bus.onReconnected(() => latest.current()), [bus]);
}

/** The connection's status and the user's realtime identity; re-renders on change. */
export function useRealtimeState(): RealtimeState {
  const bus = useRealtimeBus();
  return useSyncExternalStore(bus.subscribe, bus.getState, bus.getState);
}
