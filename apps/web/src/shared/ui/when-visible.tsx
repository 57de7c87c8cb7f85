import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';

const neverChanges = () => () => undefined;
const canObserve = () => typeof IntersectionObserver !== 'undefined';

/**
 * Renders `children` once its box comes near the viewport (and from then on), `fallback` until
 * then: what sits below the fold (a map, a list of other offers) loads its code and data after the
 * first paint instead of competing with it. The box is the caller's, so nothing moves when it fills.
 */
export function WhenVisible({
  children,
  fallback = null,
  margin = '200px',
  className = 'size-full',
}: {
  children: ReactNode;
  fallback?: ReactNode;
  margin?: string;
  /** The placeholder's box (it must have one for the browser to see it). */
  className?: string;
}) {
  const marker = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(false);
  // Not visible at first on the server and while the browser hydrates its page; where nothing can
  // tell (no IntersectionObserver), visible on the next render.
  const visible = useSyncExternalStore(
    neverChanges,
    () => seen || !canObserve(),
    () => false,
  );

  useEffect(() => {
    const element = marker.current;
    if (visible || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible, margin]);

  if (visible) return children;
  return (
    <div ref={marker} className={className}>
      {fallback}
    </div>
  );
}
