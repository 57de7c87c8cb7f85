import type { CategoryDto } from '@marketplace/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiRequest } from '#web/shared/lib/api-client.ts';
import { authStore } from '#web/shared/lib/auth-store.ts';
import { toast } from '#web/shared/lib/toast.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { WITHOUT_RANGES } from '#web/test/offer-fixtures.ts';
import { serveApi, type ApiRoutes } from '#web/test/serve-api.ts';
import type { EditableOffer } from '../lib/form-values.ts';
import { OfferForm } from './offer-form.tsx';

const CATEGORIES: CategoryDto[] = [
  {
    id: 6,
    name: 'Sports & Hobbies',
    parentId: null,
    offerType: 'product',
    imageUrl: null,
    offersCount: 1,
    path: [{ id: 6, name: 'Sports & Hobbies' }],
    children: [
      {
        id: 35,
        name: 'Bicycles',
        parentId: 6,
        offerType: 'product',
        imageUrl: null,
        offersCount: 1,
        path: [
          { id: 6, name: 'Sports & Hobbies' },
          { id: 35, name: 'Bicycles' },
        ],
        children: [],
      },
    ],
  },
];

const DRAFT = {
  id: 5,
  type: 'product',
  offerType: 'product',
  title: 'Road bike',
  description: 'Fast and light',
  categoryId: 35,
  category: { id: 35, name: 'Bicycles', path: CATEGORIES[0]!.children[0]!.path },
  status: 'draft',
  images: [],
  attributes: { condition: 'Used' },
  price: { amount: 45000, currency: 'USD' },
  quantity: 1,
  piecesAvailable: 1,
  ...WITHOUT_RANGES,
  delivery: { method: 'pickup', price: { amount: 0 } },
  hideLocation: false,
  address: {
    street: '100 Congress Ave',
    apartmentNumber: null,
    city: 'Austin',
    state: 'TX',
    postCode: '78701',
    geoCoordinate: { lat: 30.27, lon: -97.74 },
  },
  createdAt: '2026-03-01T10:00:00.000Z',
  expiredAt: null,
  closedAt: null,
  features: { highlight: false, extraPhotos: false },
  visits: 0,
  account: {
    id: 1,
    type: 'person',
    firstName: 'Anna',
    companyName: null,
    username: 'anna',
    avatar: null,
    avatarFallback: '',
    phone: null,
    email: null,
  },
  productId: 5,
  region: 'us',
} satisfies EditableOffer;

let calls: ApiRequest[] = [];

const customFields = {
  status: 200,
  data: {
    properties: [
      { name: 'condition', title: 'Condition', type: 'string', required: true, enum: ['New', 'Used'] },
    ],
  },
};

/** Answers `routes` besides the category's custom fields (a required condition). */
function serve(routes: ApiRoutes = {}) {
  calls = serveApi({ 'GET /api/category/:id/custom-form-fields': customFields, ...routes }).calls;
}

function renderForm() {
  return renderRoutes(
    [
      { path: '/offers/edit/:id', element: <OfferForm categories={CATEGORIES} offer={DRAFT} /> },
      { path: '/offer/:id', element: <p>Offer detail</p> },
    ],
    '/offers/edit/5',
  );
}

beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
beforeEach(() => {
  authStore.setSession({ token: 'token', user: { id: 1, type: 'person', username: 'anna' } });
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('<OfferForm> editing a draft', () => {
  it('publishes with amounts in minor units, no type, and the saved coordinates (no new lookup)', async () => {
    const success = vi.spyOn(toast, 'success');
    serve({ 'POST /api/offers/5': { status: 200, data: { ...DRAFT, status: 'published' } } });
    renderForm();
    expect(await screen.findByRole('combobox', { name: /^Condition/ })).toHaveProperty('value', 'Used');
    expect(screen.getByRole('textbox', { name: /^Price/ })).toHaveProperty('value', '450');
    fireEvent.change(screen.getByRole('textbox', { name: /^Price/ }), { target: { value: '399,99' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));

    expect(await screen.findByText('Offer detail')).toBeTruthy();
    expect(success).toHaveBeenCalledWith('Your offer has been published.');
    const save = calls.find((call) => call.url === '/api/offers/5')!;
    const body = JSON.parse(save.data as string) as Record<string, unknown>;
    expect(body).not.toHaveProperty('type');
    expect(body).toMatchObject({
      status: 'published',
      category: 35,
      price: { amount: 39999 },
      delivery: { method: 'pickup' },
      attributes: { condition: 'Used' },
      address: { city: 'Austin', geo_coordinate: { lat: 30.27, lon: -97.74 } },
    });
    expect(calls.some((call) => call.url === '/api/geo/geocode')).toBe(false);
  });

  it("puts the server's 'not ready for publishing' field errors on the fields and toasts the message", async () => {
    const error = vi.spyOn(toast, 'error');
    serve({
      'POST /api/offers/5': {
        status: 400,
        data: {
          code: 400,
          message: 'not ready for publishing',
          errors: {
            children: {
              price: { children: { amount: { errors: ['This field is required.'] } } },
              address: {
                children: {
                  geo_coordinate: {
                    errors: ['Could not find the specified address. Make sure it is valid and try again.'],
                  },
                },
              },
            },
          },
        },
      },
    });
    renderForm();
    await screen.findByRole('combobox', { name: /^Condition/ });
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));

    await waitFor(() => expect(error).toHaveBeenCalledWith('not ready for publishing'));
    expect(screen.getByRole('textbox', { name: /^Price/ }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('This field is required.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Could not find the specified address');
  });

  it('lets the photo picker offer only the types the server decodes (no HEIC, so iOS sends JPEG)', async () => {
    serve();
    const { container } = renderForm();
    await screen.findByRole('combobox', { name: /^Condition/ });
    const picker = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(picker.accept.split(',')).toEqual(['image/jpeg', 'image/png', 'image/webp']);
  });
});

describe('<OfferForm> "you receive" (decision 126)', () => {
  const commission = { status: 200, data: { currency: 'USD', basis_points: 500, minimum: 50 } };
  const youReceive = () => screen.queryByTestId('offer-you-receive')?.textContent;

  it("shows the commission and the seller's part under the price as it is typed, from the cached rate", async () => {
    serve({ 'GET /api/payouts/commission': commission });
    renderForm();
    await screen.findByRole('combobox', { name: /^Condition/ });
    // 450.00 at 5 %: 22.50 commission.
    await waitFor(() => expect(youReceive()).toBe('Commission $22.50; you receive $427.50'));
    const price = screen.getByRole('textbox', { name: /^Price/ });
    // 5.00 at 5 % is 0.25, below the 0.50 minimum.
    fireEvent.change(price, { target: { value: '5' } });
    expect(youReceive()).toBe('Commission $0.50; you receive $4.50');
    fireEvent.change(price, { target: { value: 'abc' } });
    expect(youReceive()).toBeUndefined();
    fireEvent.change(price, { target: { value: '12,40' } });
    expect(youReceive()).toBe('Commission $0.62; you receive $11.78');
    // Free: nothing to take a commission of.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Give it away for free' }));
    expect(youReceive()).toBeUndefined();
    expect(calls.filter((call) => call.url === '/api/payouts/commission')).toHaveLength(1);
  });

  it('shows nothing when the rate cannot be had', async () => {
    serve();
    renderForm();
    await screen.findByRole('combobox', { name: /^Condition/ });
    await waitFor(() => expect(calls.some((call) => call.url === '/api/payouts/commission')).toBe(true));
    expect(youReceive()).toBeUndefined();
  });
});

describe('<OfferForm> exact address (decision 082)', () => {
  const exactBox = () => screen.getByRole('checkbox', { name: 'Show the exact address' });

  it("leaves a private seller's exact address off by default, and sends the choice once made", async () => {
    serve({ 'POST /api/offers/5': { status: 200, data: { ...DRAFT, status: 'published' } } });
    renderForm();
    await screen.findByRole('combobox', { name: /^Condition/ });
    expect(exactBox()).toHaveProperty('checked', false);
    fireEvent.click(exactBox());
    expect(exactBox()).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await screen.findByText('Offer detail');
    const save = calls.find((call) => call.url === '/api/offers/5')!;
    expect(JSON.parse(save.data as string)).toMatchObject({ show_exact_address: true });
  });

  it("shows a company's exact address by default, and what the offer was saved with when editing", async () => {
    authStore.setSession({ token: 'token', user: { id: 1, type: 'company', username: 'acme' } });
    serve();
    const renderAsCompany = (offer: EditableOffer) =>
      renderRoutes(
        [{ path: '/offers/edit/:id', element: <OfferForm categories={CATEGORIES} offer={offer} /> }],
        '/offers/edit/5',
        { store: authStore },
      );
    const { unmount } = renderAsCompany(DRAFT);
    await screen.findByRole('combobox', { name: /^Condition/ });
    expect(exactBox()).toHaveProperty('checked', true);
    unmount();
    renderAsCompany({ ...DRAFT, showExactAddress: false });
    await screen.findByRole('combobox', { name: /^Condition/ });
    expect(exactBox()).toHaveProperty('checked', false);
  });
});
