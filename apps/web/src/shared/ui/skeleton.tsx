import type { ComponentProps } from 'react';
import { cn } from './cn.ts';

/** A placeholder block; hidden from assistive technology (announce loading on the container). */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-lg bg-ink/8', className)} {...props} />;
}
