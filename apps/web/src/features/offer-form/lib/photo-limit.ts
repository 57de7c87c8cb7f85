import { LIMITS, MESSAGES } from '@marketplace/contract';

/** Photos an offer may have: 5, or 40 with the extra-photos feature (spec 000 section 9). */
export function photoLimit(extraPhotos: boolean): number {
  return extraPhotos ? LIMITS.offerPhotosWithExtra : LIMITS.offerPhotos;
}

/**
 * Whether `selected` more photos fit beside the `current` ones: undefined when they do, else
 * 'Too many files selected.' (the whole selection is refused, so nothing is dropped silently).
 */
export function photoSelectionProblem(current: number, selected: number, limit: number): string | undefined {
  return current + selected > limit ? MESSAGES.tooManyFiles : undefined;
}
