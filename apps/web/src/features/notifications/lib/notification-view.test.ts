import { describe, expect, it } from 'vitest';
import { formatMoney } from '#web/shared/lib/format.ts';
import { i18n, setLanguage } from '#web/shared/lib/i18n.ts';
import { badgeCount, notificationTarget, notificationText } from './notification-view.ts';

describe('notificationTarget', () => {
  it('leads each kind to its page', () => {
    expect(notificationTarget({ type: 'orderconfirmed', orderId: 12 })).toBe('/profile/my-purchases/12');
    expect(notificationTarget({ type: 'ordercanceled', orderId: 12 })).toBe('/profile/my-purchases/12');
    expect(notificationTarget({ type: 'ordercompletesoon', orderId: 12 })).toBe('/profile/my-purchases/12');
    expect(notificationTarget({ type: 'orderpaid', orderId: 12 })).toBe('/profile/my-offers/sold/12');
    expect(notificationTarget({ type: 'newchatmessage', conversationId: 7 })).toBe('/chat/7');
    expect(notificationTarget({ type: 'expiringoffer', offerId: 9, offerTitle: 'Bike' })).toBe('/offer/9');
  });

  it('leads nowhere without a valid id', () => {
    expect(notificationTarget({ type: 'orderconfirmed' })).toBeUndefined();
    expect(notificationTarget({ type: 'newchatmessage', conversationId: 0 })).toBeUndefined();
    expect(notificationTarget({ type: 'expiringoffer', offerId: -9 })).toBeUndefined();
  });
});

describe('notificationText', () => {
  it('says what happened per kind, in both languages', () => {
    setLanguage('en');
    const t = i18n.t.bind(i18n);
    expect(notificationText({ type: 'orderconfirmed', orderId: 123 }, t)).toBe(
      'Your order #123 was confirmed',
    );
    expect(notificationText({ type: 'ordercanceled', orderId: 123 }, t)).toBe('Your order #123 was canceled');
    expect(notificationText({ type: 'orderpaid', orderId: 5 }, t)).toBe('Order #5 was paid');
    expect(notificationText({ type: 'ordercompletesoon', orderId: 5 }, t)).toBe(
      'Order #5 will complete automatically in 2 days',
    );
    expect(
      notificationText(
        { type: 'newchatmessage', messageWriter: 'ann', offerTitle: 'Bike', conversationId: 1 },
        t,
      ),
    ).toBe('New message from ann about “Bike”');
    expect(notificationText({ type: 'newchatmessage', messageWriter: 'Admin', conversationId: 1 }, t)).toBe(
      'New message from Admin',
    );
    expect(notificationText({ type: 'expiringoffer', offerId: 1, offerTitle: 'Bike' }, t)).toBe(
      'Your offer “Bike” expires soon',
    );
    setLanguage('pl');
    expect(notificationText({ type: 'orderconfirmed', orderId: 123 }, i18n.t.bind(i18n))).toBe(
      'Twoje zamówienie nr 123 zostało potwierdzone',
    );
    expect(
      notificationText({ type: 'expiringoffer', offerId: 1, offerTitle: 'Rower' }, i18n.t.bind(i18n)),
    ).toBe('Twoje ogłoszenie „Rower” wkrótce wygaśnie');
    setLanguage('en');
  });

  it('tells a buyer their price offer ended with the product, in both languages', () => {
    const ended = {
      type: 'priceproposal',
      step: 'ended',
      amount: 8_000,
      offerTitle: 'Bike',
      conversationId: 4,
    } as const;
    setLanguage('en');
    expect(notificationText(ended, i18n.t.bind(i18n))).toBe(
      'The offer of $80 for “Bike” ended: the product is no longer for sale',
    );
    setLanguage('pl');
    expect(
      notificationText({ ...ended, offerTitle: 'Rower' }, i18n.t.bind(i18n), 'pl').replace(/\s/g, ' '),
    ).toBe('Propozycja 80 zł za „Rower” została zakończona: produkt nie jest już na sprzedaż');
    setLanguage('en');
    expect(notificationTarget(ended)).toBe('/chat/4');
  });

  it('puts the writer’s name where Polish needs no case ending for it', () => {
    setLanguage('pl');
    const t = i18n.t.bind(i18n);
    // Not 'Nowa wiadomość od Anna Nowak' (after 'od' the name would have to be 'Anny Nowak').
    expect(
      notificationText(
        { type: 'newchatmessage', messageWriter: 'Anna Nowak', offerTitle: 'Rower', conversationId: 1 },
        t,
      ),
    ).toBe('Anna Nowak: nowa wiadomość w sprawie „Rower”');
    expect(
      notificationText({ type: 'newchatmessage', messageWriter: 'Anna Nowak', conversationId: 1 }, t),
    ).toBe('Anna Nowak: nowa wiadomość');
    setLanguage('en');
  });
});

describe('badgeCount', () => {
  it('caps at 99+', () => {
    expect([badgeCount(1), badgeCount(99), badgeCount(100), badgeCount(5000)]).toEqual([
      '1',
      '99',
      '99+',
      '99+',
    ]);
  });
});

describe('an offer closed by the administration (issue 25)', () => {
  it('leads to the offer and gives the reason, in both languages', () => {
    const data = { type: 'offerclosed' as const, offerId: 4, offerTitle: 'Pills', reason: 'Scam.' };
    expect(notificationTarget(data)).toBe('/offer/4');
    setLanguage('en');
    expect(notificationText(data, i18n.t.bind(i18n))).toBe(
      'The administration closed your offer “Pills”: Scam.',
    );
    setLanguage('pl');
    expect(notificationText(data, i18n.t.bind(i18n))).toBe(
      'Administracja zamknęła Twoje ogłoszenie „Pills”: Scam.',
    );
    setLanguage('en');
  });
});

describe('a saved search’s new match and a favourite’s price drop (issue 28)', () => {
  it('lead to the offer and say what happened, with the price in the edition’s money', () => {
    const match = {
      type: 'newmatches' as const,
      offerId: 8,
      offerTitle: 'Red bike',
      savedSearchId: 3,
      savedSearchName: 'Bikes',
    };
    const drop = {
      type: 'pricedrop' as const,
      offerId: 9,
      offerTitle: 'Lamp',
      oldPrice: 5000,
      newPrice: 4250,
    };
    expect(notificationTarget(match)).toBe('/offer/8');
    expect(notificationTarget(drop)).toBe('/offer/9');
    setLanguage('en');
    expect(notificationText(match, i18n.t.bind(i18n))).toBe('New offer for your search “Bikes”: Red bike');
    expect(notificationText(drop, i18n.t.bind(i18n), 'us')).toBe('The price of “Lamp” went down to $42.50');
    setLanguage('pl');
    expect(notificationText(match, i18n.t.bind(i18n))).toBe(
      'Nowe ogłoszenie dla wyszukiwania „Bikes”: Red bike',
    );
    expect(notificationText(drop, i18n.t.bind(i18n), 'pl')).toMatch(/^Cena „Lamp” spadła do 42,50\s?zł$/);
    setLanguage('en');
  });
});

describe('a failed payout (decision 127)', () => {
  it('leads to the balance and names the reason in plain words, never the provider’s code', () => {
    const failed = { type: 'payoutfailed' as const, payoutId: 2, amount: 10_500, reason: 'account_closed' };
    expect(notificationTarget(failed)).toBe('/profile/balance');
    setLanguage('en');
    const t = i18n.t.bind(i18n);
    expect(notificationText(failed, t, 'us')).toBe(
      `Your payout of ${formatMoney(10_500, 'us')} failed (the bank account is closed); the money is available again`,
    );
    // A code the interface does not name, or none, is the bank's refusal.
    expect(notificationText({ ...failed, reason: 'unknown' }, t, 'us')).toContain(
      '(the bank did not accept it)',
    );
    expect(notificationText({ ...failed, reason: undefined }, t, 'us')).toContain(
      '(the bank did not accept it)',
    );
    setLanguage('pl');
    expect(notificationText(failed, i18n.t.bind(i18n), 'pl')).toBe(
      `Wypłata ${formatMoney(10_500, 'pl')} nie powiodła się (rachunek bankowy jest zamknięty); pieniądze są znowu dostępne`,
    );
    expect(notificationText({ ...failed, reason: 'no_account' }, i18n.t.bind(i18n), 'pl')).not.toContain(
      'no_account',
    );
    setLanguage('en');
  });
});
