import { MESSAGES } from '@marketplace/contract';
import { describe, expect, it } from 'vitest';
import { currencySign, parseProposalAmount } from './amount.ts';

describe('a proposal’s amount as typed', () => {
  it('reads major units with either decimal separator as minor units', () => {
    expect(parseProposalAmount('85')).toEqual({ value: 8500 });
    expect(parseProposalAmount('30,50')).toEqual({ value: 3050 });
    expect(parseProposalAmount(' 1 200.5 ')).toEqual({ value: 120050 });
    expect(parseProposalAmount('')).toEqual({ value: null });
  });

  it('gives the server’s messages for no amount and past the bound', () => {
    expect(parseProposalAmount('12.345')).toEqual({ message: MESSAGES.notANumber });
    expect(parseProposalAmount('-5')).toEqual({ message: MESSAGES.notANumber });
    expect(parseProposalAmount('1000000')).toEqual({ message: MESSAGES.orderTooLarge });
  });

  it('shows the edition’s currency sign', () => {
    expect(currencySign('us')).toBe('$');
    expect(currencySign('pl')).toBe('zł');
  });
});
