import type { OrderProductDto } from '@marketplace/contract';
import { useTranslation } from 'react-i18next';
import { cn } from '#web/shared/ui/cn.ts';

/** A bought product's first photo, or the no-photo placeholder; decorative (the title says it all). */
export function OrderPhoto({
  product,
  className,
}: {
  product: OrderProductDto | undefined;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <span className={cn('block shrink-0 overflow-hidden rounded-xl bg-canvas', className)}>
      {product?.image ? (
        <img src={product.image.small} alt="" loading="lazy" className="size-full object-cover" />
      ) : (
        <span className="flex size-full items-center justify-center p-1 text-center text-xs text-ink-subtle">
          {t('offers.noPhoto')}
        </span>
      )}
    </span>
  );
}
