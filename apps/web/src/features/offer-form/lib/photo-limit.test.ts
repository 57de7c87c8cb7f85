import { LIMITS, MESSAGES } from '@marketplace/contract';
import { describe, expect, it } from 'vitest';
import { photoLimit, photoSelectionProblem } from './photo-limit.ts';

describe('photo limit', () => {
  it('is 5, or 40 with the extra-photos feature', () => {
    expect(photoLimit(false)).toBe(5);
    expect(photoLimit(true)).toBe(40);
    expect(photoLimit(true)).toBe(LIMITS.offerPhotos + LIMITS.extraPhotosPurchasable);
  });

  it("refuses a selection that does not fit with 'Too many files selected.'", () => {
    expect(photoSelectionProblem(0, 5, 5)).toBeUndefined();
    expect(photoSelectionProblem(3, 2, 5)).toBeUndefined();
    expect(photoSelectionProblem(0, 7, 5)).toBe(MESSAGES.tooManyFiles);
    expect(photoSelectionProblem(4, 2, 5)).toBe(MESSAGES.tooManyFiles);
    expect(photoSelectionProblem(5, 7, 40)).toBeUndefined();
    expect(photoSelectionProblem(39, 2, 40)).toBe(MESSAGES.tooManyFiles);
  });
});
