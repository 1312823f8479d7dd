import type { OrderOutput } from '@fuel/api-client';
import { formatShortDateTime, withdrawalDeadline } from '@fuel/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { type ActionFunctionArgs, createRoutesStub } from 'react-router';
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

/** The API of the order page: the order. */
function stubOrderApi(order: OrderOutput) {
  vi.stubGlobal('fetch', stubApi({ [ORDER_PATH]: () => order }));
}

/** The order page as its route, with `action` as the route's action. */
function renderWithAction(action: (args: ActionFunctionArgs) => Promise<unknown>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Stub = createRoutesStub([{ path: '/', Component: () => <CustomerOrderPage orderId={42} />, action }]);
  return render(
    <QueryClientProvider client={queryClient}>
      <Stub />
    </QueryClientProvider>,
  );
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
    );
    renderRoute(() => <CustomerOrderPage orderId={42} />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Bestellung DE-0000042' })).toBeDefined();
    expect(screen.getByTestId('customer-order-status').textContent).toBe(
      'Vom Händler bestätigt Liefertermin 27.11.2026',
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
    expect(screen.queryByText('Bestellung widerrufen')).toBeNull();
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
    );
    renderRoute(() => <CustomerOrderPage orderId={42} />);

    expect(await screen.findByText('Ihre Bewertung: 5 Sterne')).toBeDefined();
    expect(screen.queryByText('Bestellung widerrufen')).toBeNull();
  });

  it('asks first, posts the reason to the page’s action and shows its German refusal', async () => {
    const order = placed(1);
    stubOrderApi(order);
    const posted: FormData[] = [];
    const refusal = 'Diese Änderung ist im aktuellen Status der Bestellung nicht möglich.';
    renderWithAction(async ({ request }) => {
      posted.push(await request.formData());
      return { error: refusal };
    });

    const deadline = formatShortDateTime(withdrawalDeadline(new Date(order.PlacedAt)), 'de');
    expect(
      await screen.findByText(
        `Sie können diese Bestellung bis ${deadline} Uhr ohne Angabe von Gründen widerrufen.`,
      ),
    ).toBeDefined();
    // The question is a closed disclosure: readable without scripts, opened by its summary.
    const details = screen.getByText('Bestellung widerrufen').closest('details');
    expect(details?.open).toBe(false);
    const form = screen.getByRole('form', { name: 'Bestellung DE-0000042 wirklich widerrufen?' });
    expect(form.getAttribute('method')).toBe('post');

    fireEvent.change(within(form).getByLabelText('Grund (optional)'), {
      target: { value: 'Tank schon voll' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Ja, widerrufen' }));

    expect((await screen.findByRole('alert')).textContent).toBe(`Fehler: ${refusal}`);
    expect(posted.map((data) => data.get('reason'))).toEqual(['Tank schon voll']);
    // The refusal keeps the question open next to its message.
    expect(screen.getByText('Bestellung widerrufen').closest('details')?.open).toBe(true);
  });

  it('closes the question with Nein or Escape without posting', async () => {
    stubOrderApi(placed(3));
    renderRoute(() => <CustomerOrderPage orderId={42} />);

    const summary = await screen.findByText('Bestellung widerrufen');
    const details = summary.closest('details');
    if (!details) throw new Error('no disclosure');
    details.open = true;
    fireEvent.click(screen.getByRole('link', { name: 'Nein, Bestellung behalten' }));
    expect(details.open).toBe(false);
    expect(document.activeElement).toBe(summary);

    details.open = true;
    fireEvent.keyDown(screen.getByLabelText('Grund (optional)'), { key: 'Escape' });
    expect(details.open).toBe(false);
  });

  it('confirms a withdrawal after the action’s redirect and offers it no more', async () => {
    stubOrderApi(
      placed(1, {
        Status: 'cancelled',
        StatusLabel: 'Storniert',
        AllowedActions: [],
        Events: [CANCELLED_EVENT],
      }),
    );
    renderRoute(() => <CustomerOrderPage orderId={42} />, { path: '/?widerrufen=1' });

    expect((await screen.findByRole('status')).textContent).toBe(
      'Erfolg: Ihre Bestellung wurde widerrufen. Wir haben den Händler informiert.',
    );
    expect(screen.getByTestId('customer-order-status').textContent).toBe('Storniert');
    expect(screen.getByText(/Storniert \(Kunde\) – Tank schon voll/)).toBeDefined();
    expect(screen.queryByText('Bestellung widerrufen')).toBeNull();
  });
});
