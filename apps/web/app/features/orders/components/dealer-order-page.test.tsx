import type { OrderOutput } from '@fuel/api-client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/render-with-providers';
import { ORDER_FIXTURE } from '../order-data.fixture';
import { DealerOrderPage } from './dealer-order-page';

/** A new order as the dealer portal gets it: the API allows confirming and declining. */
const ORDER: OrderOutput = { ...ORDER_FIXTURE, AllowedActions: ['confirm', 'decline'] };

describe('DealerOrderPage', () => {
  it('shows what to deliver where, the payment and the history', () => {
    renderRoute(() => <DealerOrderPage order={ORDER} allDealers={false} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Bestellung DE-0000042');
    expect(screen.getByText(/Telefon 089 123456/)).toBeDefined();
    expect(
      screen.getByText(/IBAN DE89 \*{4} \*{4} 3000, Kontoinhaber Gerd Gast, Mandatsreferenz M-42/),
    ).toBeDefined();
    expect(screen.getByRole('link', { name: 'Alle Bestellungen' }).getAttribute('href')).toBe(
      '/haendler/bestellungen',
    );
  });

  it('posts confirm with a delivery date and decline with a reason to the route action', async () => {
    const posts: Record<string, string>[] = [];
    const Stub = createRoutesStub([
      {
        path: '/haendler/bestellungen/42',
        Component: () => <DealerOrderPage order={ORDER} allDealers={false} />,
        action: async ({ request }) => {
          posts.push(Object.fromEntries([...(await request.formData())].map(([k, v]) => [k, String(v)])));
          return null;
        },
      },
    ]);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Stub initialEntries={['/haendler/bestellungen/42']} />
      </QueryClientProvider>,
    );
    fireEvent.change(screen.getByLabelText(/Liefertermin/), { target: { value: '2026-11-27' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bestätigen' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    fireEvent.change(screen.getByLabelText(/Grund der Ablehnung/), { target: { value: 'Keine Kapazität' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ablehnen' }));
    await waitFor(() => expect(posts).toHaveLength(2));
    expect(posts).toEqual([
      { orderId: '42', deliveryDate: '2026-11-27', intent: 'confirm' },
      { orderId: '42', reason: 'Keine Kapazität', intent: 'decline' },
    ]);
  });

  it('asks a confirmed order only for the delivered amount and shows who confirmed it', () => {
    const confirmed: OrderOutput = {
      ...ORDER,
      Status: 'confirmed',
      StatusLabel: 'Vom Händler bestätigt',
      DeliveryDate: '2026-11-27',
      AllowedActions: ['deliver'],
      Events: [
        { From: 'placed', To: 'confirmed', Actor: 'dealer', Note: null, At: '2026-11-23T09:00:00.000Z' },
      ],
    };
    renderRoute(() => <DealerOrderPage order={confirmed} allDealers={false} />);
    expect(screen.getByTestId('dealer-order-status').textContent).toMatch(
      /Vom Händler bestätigt, Liefertermin 27\.11\.2026/,
    );
    expect(screen.getByText(/Vom Händler bestätigt \(Händler\)/)).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Bestätigen' })).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>(/Gelieferte Menge in l/).value).toBe('3.000');
  });
});
