import { describe, expect, it } from 'vitest';
import { isSafeWebLink, SHIPMENT_LINK_MAX, ShipmentLinkInputSchema } from './orders.ts';

describe('isSafeWebLink (the shipment link)', () => {
  it('takes absolute http(s) addresses with a dotted host, a port, a path, a query and a fragment', () => {
    for (const link of [
      'https://track.example/1',
      'http://track.example',
      'HTTPS://Tracking.Example.com:8443/parcel/PL1?lang=pl#status',
      'https://śledzenie.poczta-polska.pl/?numer=00359007738',
      'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    ])
      expect(isSafeWebLink(link), link).toBe(true);
  });

  it('refuses other schemes, plain text, credentials before the host, spaces and over-long links', () => {
    for (const link of [
      '',
      'not a url',
      'PL123456789',
      'javascript:alert(1)',
      'data:text/html,x',
      'ftp://track.example/1',
      'https://',
      'https://localhost/1',
      'https://courier.example@evil.example/',
      'https://user:pass@track.example/',
      'https://track example/1',
      'https://track.example/a b',
      'https://track.example/\u0000',
      '//track.example/1',
      ' https://track.example/1',
      `https://track.example/${'a'.repeat(SHIPMENT_LINK_MAX)}`,
    ])
      expect(isSafeWebLink(link), link).toBe(false);
  });

  it("is the form's and the server's rule: empty or null clears, anything else must be a link", () => {
    expect(ShipmentLinkInputSchema.parse({ shipmentLink: ' https://t.example/1 ' })).toEqual({
      shipmentLink: 'https://t.example/1',
    });
    expect(ShipmentLinkInputSchema.parse({ shipmentLink: '' })).toEqual({ shipmentLink: '' });
    expect(ShipmentLinkInputSchema.parse({ shipmentLink: null })).toEqual({ shipmentLink: null });
    expect(ShipmentLinkInputSchema.parse({})).toEqual({ shipmentLink: '' });
    const refused = ShipmentLinkInputSchema.safeParse({ shipmentLink: 'not a url' });
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual(['Invalid link.']);
  });
});
