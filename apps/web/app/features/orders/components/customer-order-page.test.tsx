import type { OrderOutput } from '@fuel/api-client';
import { formatShortDateTime, withdrawalDeadline } from '@fuel/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute, stubApi } from '../../../test/render-with-providers';
import { ORDER_FIXTURE } from '../order-data.fixture';
import { CustomerOrderPage } from './customer-order-page';

const DAY_MS = 86_400_000;
const ORDER_PATH = '/api/order-process/orders/42';

/** The order as placed `daysAgo` days ago. */
function placed(daysAgo: number, changes: Partial<OrderOutput> = {}): OrderOutput {
  return { ...ORDER_FIXTURE, PlacedAt: new Date(Date.now() - daysAgo * DAY_MS).toISOString(), ...changes };
}

const CANCELLED_EVENT = {
  From: 'placed',
  To: 'cancelled',
  Actor: 'customer',
  Note: 'Tank schon voll',
  At: new Date().toISOString(),
} as const;

/** The API of the order page: the order, and its cancel call (recorded) answering `cancelAnswer`. */
function stubOrderApi(order: OrderOutput, cancelAnswer: () => Response) {
  const cancels: unknown[] = [];
  const api = stubApi({ [ORDER_PATH]: () => order });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      if (!request.url.endsWith(`${ORDER_PATH}/cancel`)) return api(request);
      cancels.push(await request.json());
      return cancelAnswer();
    }),
  );
  return cancels;
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('CustomerOrderPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the status with the delivery date, the frozen price, the address and the payment', async () => {
    stubOrderApi(
      placed(20, {
        Status: 'confirmed',
        StatusLabel: 'Vom Händler bestätigt',
        DeliveryDate: '2026-11-27',
        AllowedActions: [],
      }),
      () => json({}),
    );
    renderRoute(() => <CustomerOrderPage orderId={42} />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Bestellung DE-0000042' })).toBeDefined();
    expect(screen.getByTestId('customer-order-status').textContent).toBe(
      'Vom Händler bestätigt, Liefertermin 27.11.2026',
    );
    expect(screen.getByText(/bei Demo-Heizöl Huber GmbH$/)).toBeDefined();
    expect(screen.getByTestId('order-total').textContent).toBe('3.248,70\u00a0€');
    expect(screen.getByRole('table', { name: 'Preisaufstellung' }).textContent).toContain(
      'Schlauchlänge 60 m',
    );
    expect(screen.getByText('Marienplatz 8', { exact: false })).toBeDefined();
    expect(screen.getByText(/SEPA-Lastschrift des Händlers, IBAN DE89/)).toBeDefined();
    expect(screen.getByRole('link', { name: 'Alle Bestellungen' }).getAttribute('href')).toBe(
      '/kunde/bestellungen',
    );
    // Placed 20 days ago: the withdrawal period is over, so the API allows no action.
    expect(screen.queryByRole('button', { name: 'Bestellung widerrufen' })).toBeNull();
  });

  it('shows the rating of a rated order and no withdrawal', async () => {
    stubOrderApi(
      placed(2, {
        Status: 'rated',
        StatusLabel: 'Bewertet',
        AllowedActions: [],
        Events: [
          { From: 'delivered', To: 'rated', Actor: 'customer', Note: '5 Sterne', At: '2026-11-30T10:00:00Z' },
        ],
      }),
      () => json({}),
    );
    renderRoute(() => <CustomerOrderPage orderId={42} />);

    expect(await screen.findByText('Ihre Bewertung: 5 Sterne')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Bestellung widerrufen' })).toBeNull();
  });

  it('withdraws after the confirmation, with the reason, and then shows the new status', async () => {
    const order = placed(1);
    const cancels = stubOrderApi(order, () =>
      json({ ...order, Status: 'cancelled', StatusLabel: 'Storniert', Events: [CANCELLED_EVENT] }),
    );
    renderRoute(() => <CustomerOrderPage orderId={42} />);

    const deadline = formatShortDateTime(withdrawalDeadline(new Date(order.PlacedAt)), 'de');
    expect(
      await screen.findByText(
        `Sie können diese Bestellung bis ${deadline} Uhr ohne Angabe von Gründen widerrufen.`,
      ),
    ).toBeDefined();

    // The first question can be declined: nothing is sent.
    fireEvent.click(screen.getByRole('button', { name: 'Bestellung widerrufen' }));
    const keep = screen.getByRole('button', { name: 'Nein, Bestellung behalten' });
    expect(document.activeElement).toBe(keep);
    fireEvent.click(keep);
    expect(screen.queryByRole('alertdialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Bestellung widerrufen' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Bestellung DE-0000042 wirklich widerrufen?' });
    fireEvent.change(within(dialog).getByLabelText('Grund (optional)'), {
      target: { value: ' Tank schon voll ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ja, widerrufen' }));

    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'Ihre Bestellung wurde widerrufen. Wir haben den Händler informiert.',
    );
    expect(cancels).toEqual([{ Reason: 'Tank schon voll' }]);
    expect(screen.getByTestId('customer-order-status').textContent).toBe('Storniert');
    expect(screen.getByText(/Storniert \(Kunde\) – Tank schon voll/)).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Bestellung widerrufen' })).toBeNull();
  });

  it('closes the question with Escape and shows the refusal of the API in German', async () => {
    const message =
      'Die Widerrufsfrist von 14 Tagen ist abgelaufen. Bitte wenden Sie sich an unseren Kundenservice.';
    const cancels = stubOrderApi(placed(3), () =>
      json({ status: 409, error: 'WITHDRAWAL_PERIOD_OVER', message }, 409),
    );
    renderRoute(() => <CustomerOrderPage orderId={42} />);

    fireEvent.click(await screen.findByRole('button', { name: 'Bestellung widerrufen' }));
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Bestellung widerrufen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ja, widerrufen' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    await waitFor(() => expect(cancels).toEqual([{}]));
    expect(screen.getByTestId('customer-order-status').textContent).toBe('Bestellt');
  });
});
