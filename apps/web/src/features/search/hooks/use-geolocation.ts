import { useCallback, useRef, useState } from 'react';

export interface Position {
  lat: number;
  lon: number;
}

export type GeolocationStatus = 'idle' | 'pending' | 'granted' | 'denied';

/** The device's position, asked for only when `request` is called (spec 000 "Search": local scope). */
export function useGeolocation() {
  const [status, setStatus] = useState<GeolocationStatus>('idle');
  const [position, setPosition] = useState<Position | undefined>(undefined);
  const asking = useRef<Promise<Position | undefined> | null>(null);

  const request = useCallback((): Promise<Position | undefined> => {
    if (!('geolocation' in navigator)) {
      setStatus('denied');
      return Promise.resolve(undefined);
    }
    asking.current ??= new Promise<Position | undefined>((resolve) => {
      setStatus('pending');
      navigator.geolocation.getCurrentPosition(
        ({ coords }) => {
          const found = { lat: coords.latitude, lon: coords.longitude };
          setPosition(found);
          setStatus('granted');
          resolve(found);
        },
        () => {
          setPosition(undefined);
          setStatus('denied');
          resolve(undefined);
        },
        { maximumAge: 5 * 60_000, timeout: 15_000 },
      );
    }).finally(() => {
      asking.current = null;
    });
    return asking.current;
  }, []);

  /** Forget a denial once the user chooses to search everywhere. */
  const reset = useCallback(() => setStatus((current) => (current === 'denied' ? 'idle' : current)), []);

  return { status, position, request, reset };
}
