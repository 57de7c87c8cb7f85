import {
  formatAddressLines,
  type AddressFormatOptions,
  type PostalAddressParts,
} from '@marketplace/contract';
import type { ComponentProps } from 'react';
import { useRegion } from '../lib/region-context.tsx';
import { cn } from './cn.ts';

/**
 * An address as the edition writes it, one line each (docs/decisions/081): `123 Pine St, Apt 4` /
 * `Seattle, WA 98101`, or `ul. Długa 5/3` / `00-001 Warszawa` / `woj. mazowieckie`. Renders
 * nothing when no part is known.
 */
export function AddressLines({
  address,
  options,
  className,
  ...props
}: { address: PostalAddressParts; options?: AddressFormatOptions } & Omit<
  ComponentProps<'address'>,
  'children'
>) {
  const region = useRegion();
  const lines = formatAddressLines(address, region, options);
  if (lines.length === 0) return null;
  return (
    <address className={cn('leading-relaxed not-italic', className)} {...props}>
      {lines.map((line, index) => (
        <span key={index} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}
