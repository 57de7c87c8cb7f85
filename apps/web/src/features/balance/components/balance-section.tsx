import { useId, type ReactNode } from 'react';
import { Card } from '#web/shared/ui/card.tsx';
import { cn } from '#web/shared/ui/cn.ts';

/** A titled card of the balance screen. */
export function BalanceSection({
  title,
  children,
  className,
}: {
  title: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <Card className={cn('p-4 sm:p-5', className)}>
      <section aria-labelledby={id} className="flex h-full flex-col gap-3">
        <h2 id={id} className="text-lg font-bold">
          {title}
        </h2>
        {children}
      </section>
    </Card>
  );
}
