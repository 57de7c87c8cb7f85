import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '#web/test/render.tsx';
import { MessageList, type ShownMessage } from './message-list.tsx';

const scam: ShownMessage = {
  key: '1',
  message: 'Pay here https://dhl-delivery-pay.com/x or javascript:alert(1)',
  createdAt: '2026-11-29T10:00:00.000Z',
  own: false,
  warnings: ['lookalike_domain', 'pay_off_site', 'unknown_reason'],
};

function show(messages: ShownMessage[], region: 'us' | 'pl' = 'us') {
  renderRoutes([{ path: '/', element: <MessageList messages={messages} /> }], '/', { region });
}

describe('<MessageList> safety (decision 132)', () => {
  it('shows the recipient each known reason, and a link with its host through the leaving page', async () => {
    show([scam]);
    const note = await screen.findByRole('note', { name: 'Be careful with this message' });
    expect(note.textContent).toContain('This link imitates our site');
    expect(note.textContent).toContain('Never pay outside the marketplace');
    expect(note.querySelectorAll('li')).toHaveLength(2);
    const link = screen.getByTestId('chat-link');
    expect(link.getAttribute('href')).toBe('/leaving?to=https%3A%2F%2Fdhl-delivery-pay.com%2Fx');
    expect(screen.getByTestId('chat-link-host').textContent).toContain('dhl-delivery-pay.com');
    // javascript: stays text.
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('does not show the warning on one’s own message', async () => {
    show([{ ...scam, own: true }]);
    await screen.findByTestId('chat-link');
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('speaks Polish in the Polish edition', async () => {
    show([scam], 'pl');
    const note = await screen.findByRole('note', { name: 'Uważaj na tę wiadomość' });
    expect(note.textContent).toContain('Nigdy nie płać poza serwisem');
  });
});
