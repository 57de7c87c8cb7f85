import { cn } from './cn.ts';

const STAR = 'M12 3.2l2.7 5.5 6 .9-4.4 4.2 1 6-5.3-2.8-5.3 2.8 1-6L3.3 9.6l6-.9L12 3.2z';

function Stars({ className }: { className: string }) {
  return (
    <span className={cn('flex gap-0.5', className)}>
      {Array.from({ length: 5 }, (_, index) => (
        <svg key={index} viewBox="0 0 24 24" className="size-4 shrink-0" fill="currentColor">
          <path d={STAR} />
        </svg>
      ))}
    </span>
  );
}

/** Five stars filled to `rate` (0–5); decorative: say the figure in text next to it. */
export function RatingStars({ rate, className }: { rate: number; className?: string }) {
  const percent = (Math.max(0, Math.min(5, rate)) / 5) * 100;
  return (
    <span className={cn('relative inline-flex', className)} aria-hidden="true">
      <Stars className="text-line-strong" />
      <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${percent}%` }}>
        <Stars className="text-accent-400" />
      </span>
    </span>
  );
}
