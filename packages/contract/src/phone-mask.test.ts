import { describe, expect, it } from 'vitest';
import { maskPhone } from './phone-mask.ts';

describe('maskPhone', () => {
  it("keeps the edition's country prefix and the last three digits", () => {
    expect(maskPhone('+48600700800')).toBe('+48••••••800');
    expect(maskPhone('+13055550106')).toBe('+1•••••••106');
  });

  it('keeps only the plus of a number of another country', () => {
    expect(maskPhone('+4930123456')).toBe('+•••••••456');
  });

  it('hides a number too short to keep any digit safely', () => {
    expect(maskPhone('+48123456')).toBe('+48••••••');
  });

  it('never shows the digits that identify the number', () => {
    const masked = maskPhone('+12015550123');
    expect(masked.replace(/\D/g, '')).toBe('1123');
    expect(masked).toHaveLength('+12015550123'.length);
  });
});
