import { describe, expect, it } from 'vitest';
import { httpLink, leavingPath, messageParts } from './links.ts';

describe('links in messages (decision 132)', () => {
  it('links only http(s) addresses, with their real host, closing punctuation left as text', () => {
    expect(messageParts('Pay at https://dhl.com.secure-pay.xyz/track?id=1. Thanks')).toEqual([
      { text: 'Pay at ' },
      {
        text: 'https://dhl.com.secure-pay.xyz/track?id=1',
        url: 'https://dhl.com.secure-pay.xyz/track?id=1',
        host: 'dhl.com.secure-pay.xyz',
      },
      { text: '. Thanks' },
    ]);
  });

  it('never links javascript:, data: or addresses without a scheme', () => {
    for (const text of ['javascript:alert(1)', 'data:text/html,<b>x</b>', 'www.example.com', 'ftp://x.com'])
      expect(messageParts(text)).toEqual([{ text }]);
    expect(httpLink('javascript:alert(1)')).toBeNull();
    expect(httpLink(`https://example.com/${'a'.repeat(2100)}`)).toBeNull();
  });

  it('shows a lookalike host in its ASCII form', () => {
    const [part] = messageParts('https://раypal.com/login');
    expect(part).toMatchObject({ host: expect.stringMatching(/^xn--/) });
  });

  it('leads through our leaving page', () => {
    expect(leavingPath('https://example.com/a?b=1&c=2')).toBe(
      '/leaving?to=https%3A%2F%2Fexample.com%2Fa%3Fb%3D1%26c%3D2',
    );
  });
});
