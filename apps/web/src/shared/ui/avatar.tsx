import { useState } from 'react';
import { cn } from './cn.ts';

export interface AvatarProps {
  src?: string | null | undefined;
  /** Tried when `src` is missing or fails (the account's avatarFallback). */
  fallbackSrc?: string | null | undefined;
  /** Used for the alt text and the initial shown when no image loads. */
  name: string;
  alt?: string;
  className?: string;
}

/**
 * A round avatar: the image, else the fallback image, else the name's initial on a colour
 * derived from the name (spec 000 section 8, "Failed avatar image").
 */
export function Avatar({ src, fallbackSrc, name, alt, className }: AvatarProps) {
  const candidates = [src, fallbackSrc].filter((value): value is string => Boolean(value));
  const [failed, setFailed] = useState(0);
  const current = candidates[failed];
  const initial = name.trim().charAt(0).toUpperCase() || '?';
  const hue = [...name].reduce((sum, char) => sum + char.charCodeAt(0), 0) % 360;

  if (current) {
    return (
      <img
        key={current}
        src={current}
        alt={alt ?? ''}
        loading="lazy"
        decoding="async"
        onError={() => setFailed((n) => n + 1)}
        className={cn('size-10 shrink-0 rounded-full bg-canvas object-cover', className)}
      />
    );
  }
  return (
    <span
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      className={cn(
        'inline-flex size-10 shrink-0 items-center justify-center rounded-full font-bold text-white',
        className,
      )}
      style={{ backgroundColor: `hsl(${hue} 45% 28%)` }}
    >
      {initial}
    </span>
  );
}
