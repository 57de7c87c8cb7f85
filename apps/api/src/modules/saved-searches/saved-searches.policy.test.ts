import { describe, expect, it } from 'vitest';
import { alertModeOf } from './saved-searches.policy.ts';
import { firstTermOf } from './saved-searches.service.ts';

describe('saved-search rules (decisions 097, 098)', () => {
  it('mails at once when any matched search says so, else in the digest, else not at all', () => {
    expect(alertModeOf(['off', 'daily', 'instant'])).toBe('instant');
    expect(alertModeOf(['daily', 'off'])).toBe('daily');
    expect(alertModeOf(['off'])).toBeNull();
  });

  it('finds candidates by the longest term, none without a phrase', () => {
    expect(firstTermOf(['red', 'mountain', 'bik'])).toBe('mountain');
    expect(firstTermOf(['bike', 'ride'])).toBe('bike');
    expect(firstTermOf([])).toBeNull();
  });
});
