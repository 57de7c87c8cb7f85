import type { ComponentProps } from 'react';
import { cn } from './cn.ts';

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div className={cn('rounded-card border border-line bg-surface shadow-card', className)} {...props} />
  );
}
