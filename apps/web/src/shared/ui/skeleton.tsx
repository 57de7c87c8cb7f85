import type { ComponentProps } from 'react';
import { cn } from './cn.ts';

export interface SkeletonProps extends ComponentProps<'div'> {
  /** 'dark' for placeholders on dark surfaces (the footer). */
  tone?: 'light' | 'dark';
}

/** A placeholder block; hidden from assistive technology (announce loading on the container). */
export function Skeleton({ className, tone = 'light', ...props }: SkeletonProps) {
  return (
    <div
      aria-hidden="true"
      className={cn('animate-pulse rounded-lg', tone === 'dark' ? 'bg-white/15' : 'bg-ink/8', className)}
      {...props}
    />
  );
}
