import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute, testRouterContext, testSite } from '../../../test/render-with-providers';
import { apiClientContext } from '../../../lib/api/api-client.context';
import { loadGuestOrder } from '../guest-order.server';
import { ORDER_FIXTURE } from '../order-data.fixture';
import { GuestOrderPage } from './guest-order-page';

const GUEST_ORDER = { ...ORDER_FIXTURE, AllowedActions: [] };

function answer(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('GuestOrderPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows status, dealer, product, window, address, payment and price, with the way to an account', () => {
    renderRoute(() => <GuestOrderPage data={{ state: 'open', order: GUEST_ORDER }} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Bestellung DE-0000042' })).toBeTruthy();
    expect(screen.getByTestId('guest-order-status').textContent).toContain('Bestellt');
    const order = screen.getByRole('region', { name: 'Ihre Bestellung' });
    expect(within(order).getByText('Demo-Heizöl Huber GmbH')).toBeTruthy();
    expect(within(order).getByText('Lieferzeitraum laut Angebot')).toBeTruthy();
    expect(screen.getByTestId('order-window').textContent).toBe('26.11.2026 bis 03.12.2026');
    expect(within(order).getByText(/SEPA-Lastschrift des Händlers, IBAN DE89/)).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Preisaufstellung' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kundenkonto anlegen' }).getAttribute('href')).toBe(
      '/benutzerkonto/anmeldung/register',
    );
    // Read-only: nothing to withdraw or rate through the link.
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('names one date when the window is one day, in the Swiss spelling on the ch site', () => {
    const price = { ...GUEST_ORDER.Price, EarliestDelivery: '2026-11-27', LatestDelivery: '2026-11-27' };
    renderRoute(() => <GuestOrderPage data={{ state: 'open', order: { ...GUEST_ORDER, Price: price } }} />, {
      site: testSite('ch'),
    });
    expect(screen.getByText('Liefertermin laut Angebot')).toBeTruthy();
    expect(screen.getByTestId('order-window').textContent).toBe('27.11.2026');
    expect(screen.getByText(/Sie haben als Gast bestellt/).textContent).not.toContain('ß');
  });

  it('says why a link shows nothing and offers the sign-in when the order moved or the link expired', () => {
    renderRoute(() => (
      <GuestOrderPage data={{ state: 'closed', status: 410, message: 'Dieser Link ist abgelaufen.' }} />
    ));
    expect(screen.getByRole('heading', { level: 1, name: 'Bestellung nicht verfügbar' })).toBeTruthy();
    expect(screen.getByTestId('guest-order-refusal').textContent).toBe('Dieser Link ist abgelaufen.');
    expect(screen.getByRole('link', { name: 'Anmelden' })).toBeTruthy();
  });
});

describe('loadGuestOrder', () => {
  afterEach(() => vi.unstubAllGlobals());
  const api = () => testRouterContext().get(apiClientContext);
  const page = (search: string) => new URL(`http://web.test/bestellung-ansehen/42${search}`);

  it('passes the token to the API and shows its German reason for a refused link', async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        calls.push(request.url);
        const token = new URL(request.url).searchParams.get('token');
        if (token === 'good') return answer(GUEST_ORDER);
        if (token === 'old') return answer({ error: 'LINK_EXPIRED', message: 'Abgelaufen.' }, 410);
        if (token === 'bad')
          return answer({ error: 'VALIDATION_FAILED', message: 'Bitte prüfen Sie …' }, 400);
        return answer({ error: 'NOT_FOUND', message: 'Dieser Link zur Bestellung ist ungültig.' }, 404);
      }),
    );
    expect(await loadGuestOrder(api(), { orderId: '42' }, page('?token=good'))).toEqual({
      state: 'open',
      order: GUEST_ORDER,
    });
    expect(calls[0]).toBe('http://api.test/api/order-process/guest-orders/42?token=good');
    expect(await loadGuestOrder(api(), { orderId: '42' }, page('?token=old'))).toEqual({
      state: 'closed',
      status: 410,
      message: 'Abgelaufen.',
    });
    for (const token of ['bad', 'forged']) {
      expect(await loadGuestOrder(api(), { orderId: '42' }, page(`?token=${token}`))).toEqual({
        state: 'closed',
        status: 404,
        message: 'Dieser Link zur Bestellung ist ungültig.',
      });
    }
    // Without a token or with no order id the API is not asked.
    await loadGuestOrder(api(), { orderId: '42' }, page(''));
    await loadGuestOrder(api(), { orderId: 'x' }, page('?token=good'));
    expect(calls).toHaveLength(4);
  });

  it('leaves an API failure to the error page instead of calling the link broken', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer({ error: 'INTERNAL_ERROR', message: 'x' }, 500)),
    );
    await expect(loadGuestOrder(api(), { orderId: '42' }, page('?token=good'))).rejects.toThrow();
  });
});
