import { describe, expect, it } from 'vitest';
import { formatPhone } from '../../../shared/lib/format.ts';
import { maskPhone } from './phone-mask.ts';

describe('maskPhone', () => {
  it('keeps the country code and the first three national digits', () => {
    expect(maskPhone(formatPhone('+13055550106', 'us'), '+1')).toBe('+1 (305) xxx-xxxx');
    expect(maskPhone(formatPhone('+48600700800', 'pl'), '+48')).toBe('+48 600 xxx xxx');
  });

  it('masks a number of another country after its first digits', () => {
    expect(maskPhone('+4930123456', '+1')).toBe('+493xxxxxxx');
  });

  it('never shows the last digits', () => {
    const masked = maskPhone(formatPhone('+12015550123', 'us'), '+1');
    expect(masked).not.toMatch(/0123/);
    expect(masked.replace(/\D/g, '')).toBe('1201');
  });
});
