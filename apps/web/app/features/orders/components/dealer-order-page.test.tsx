import type { OrderOutput } from '@fuel/api-client';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute, stubApi } from '../../../test/render-with-providers';
import { ORDER_FIXTURE } from '../order-data.fixture';
import { DealerOrderPage } from './dealer-order-page';

/** A new order as the dealer portal gets it: the API allows confirming and declining. */
const ORDER: OrderOutput = { ...ORDER_FIXTURE, AllowedActions: ['confirm', 'decline'] };

const posts: { path: string; body: unknown }[] = [];

describe('DealerOrderPage', () => {
  beforeEach(() => {
    posts.length = 0;
    const record = (path: string) => (body: unknown) => {
      posts.push({ path, body });
      return ORDER;
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(
        stubApi({
          '/api/dealer/orders/42/confirm': record('confirm'),
          '/api/dealer/orders/42/decline': record('decline'),
        }),
      ),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows what to deliver where, the payment and the history', () => {
    renderRoute(() => <DealerOrderPage order={ORDER} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Bestellung DE-0000042');
    expect(screen.getByText(/Telefon 089 123456/)).toBeDefined();
    expect(
      screen.getByText(/IBAN DE89 \*{4} \*{4} 3000, Kontoinhaber Gerd Gast, Mandatsreferenz M-42/),
    ).toBeDefined();
    expect(screen.getByRole('link', { name: 'Alle Bestellungen' }).getAttribute('href')).toBe(
      '/haendler/bestellungen',
    );
  });

  it('confirms with a delivery date and declines with a reason', async () => {
    renderRoute(() => <DealerOrderPage order={ORDER} />);
    fireEvent.change(screen.getByLabelText('Liefertermin'), { target: { value: '2026-11-27' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bestätigen' }));
    fireEvent.change(screen.getByLabelText('Grund der Ablehnung'), { target: { value: 'Keine Kapazität' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ablehnen' }));
    await waitFor(() => expect(posts).toHaveLength(2));
    expect(posts).toEqual([
      { path: 'confirm', body: { DeliveryDate: '2026-11-27' } },
      { path: 'decline', body: { Reason: 'Keine Kapazität' } },
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
    renderRoute(() => <DealerOrderPage order={confirmed} />);
    expect(screen.getByTestId('dealer-order-status').textContent).toMatch(
      /Vom Händler bestätigt, Liefertermin 27\.11\.2026/,
    );
    expect(screen.getByText(/Vom Händler bestätigt \(Händler\)/)).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Bestätigen' })).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('Gelieferte Menge in l').value).toBe('3000');
  });
});
