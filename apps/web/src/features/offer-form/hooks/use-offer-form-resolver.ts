import { useCallback, useMemo, useRef } from 'react';
import type { Resolver } from 'react-hook-form';
import type { OfferFormValues } from '../lib/form-values.ts';
import {
  resolveOfferForm,
  type OfferFormContext,
  type OfferFormSettings,
} from '../lib/offer-form-resolver.ts';

/**
 * The offer form's resolver (`resolveOfferForm`) and the way to keep what it reads besides the
 * values current: the custom fields and photos after every render, the status on every submit.
 */
export function useOfferFormResolver({
  categories,
  lockedType,
  editing,
  extraPhotos,
  region,
}: OfferFormSettings) {
  const context = useRef<OfferFormContext>({ fields: [], fileIds: [], status: 'published' });
  const resolver = useMemo<Resolver<OfferFormValues>>(
    () => (values, _context, options) =>
      resolveOfferForm(
        values,
        { categories, lockedType, editing, extraPhotos, region },
        context.current,
        options,
      ),
    [categories, editing, extraPhotos, lockedType, region],
  );
  const updateContext = useCallback((next: Partial<OfferFormContext>) => {
    Object.assign(context.current, next);
  }, []);
  return { resolver, updateContext };
}
