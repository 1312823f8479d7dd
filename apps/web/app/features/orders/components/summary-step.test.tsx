import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render-with-providers';
import { ADDRESS_FIXTURE, orderDataFixture } from '../order-data.fixture';
import { SummaryStep } from './summary-step';

const DATA = orderDataFixture('summary', {
  DeliveryAddress: ADDRESS_FIXTURE,
  PaymentData: {
    Methods: [],
    Selected: {
      PaymentId: 23,
      IsInteraidPayment: true,
      PaymentModifier: 12,
      Label: 'Ratenzahlung',
    },
  },
});

type Answer = { status: number; body: unknown } | 'network-error';

const keys: (string | null)[] = [];
let answers: Answer[] = [];

function respond(request: Request): Promise<Response> {
  keys.push(request.headers.get('Idempotency-Key'));
  const answer = answers.shift() ?? 'network-error';
  if (answer === 'network-error') return Promise.reject(new TypeError('Failed to fetch'));
  return Promise.resolve(
    new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    }),
  );
}

const placed = {
  status: 201,
  body: { OrderId: 42, OrderNumber: 'DE-0000042', SuccessPath: '/heizoel/bestellung-erfolgreich/42' },
};
const refused = (status: number, error: string, message: string) => ({
  status,
  body: { status, error, message, requestId: 'r1' },
});

function order() {
  fireEvent.click(screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' }));
}

describe('SummaryStep', () => {
  beforeEach(() => {
    keys.length = 0;
    answers = [];
    vi.stubGlobal('fetch', vi.fn(respond));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the last check: price lines, address, payment with its months, terms and withdrawal', () => {
    renderRoute(() => <SummaryStep data={DATA} />);
    expect(screen.getByRole('table', { name: 'Preisaufstellung' }).textContent).toContain(
      'Schlauchlänge 60 m',
    );
    expect(screen.getByTestId('order-total').textContent).toMatch(/3\.248,70\s€/);
    expect(screen.getByTestId('price-held-until').textContent).toContain('Preis garantiert bis');
    expect(screen.getByText(/Marienplatz 8/)).toBeDefined();
    expect(screen.getByTestId('summary-payment').textContent).toBe('Ratenzahlung in 12 Monatsraten');
    expect(screen.getByRole('link', { name: 'AGB' }).getAttribute('href')).toBe('/druckansicht/agb');
    expect(screen.getByText(/innerhalb von 14 Tagen ohne Angabe von Gründen widerrufen/)).toBeDefined();
  });

  it('orders nothing without the consent', () => {
    renderRoute(() => <SummaryStep data={DATA} />);
    order();
    expect(screen.getByRole('alert').textContent).toContain('Bitte bestätigen Sie die AGB');
    expect(keys).toEqual([]);
  });

  it('retries an attempt of unknown outcome with the same Idempotency-Key', async () => {
    answers = ['network-error', placed];
    renderRoute(() => <SummaryStep data={DATA} />);
    fireEvent.click(screen.getByLabelText(/Ich habe die AGB/));
    order();
    expect(await screen.findByText(/nicht doppelt aufgegeben/)).toBeDefined();
    order();
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/heizoel/bestellung-erfolgreich/42'),
    );
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[\w-]{8,}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('shows the order placed meanwhile from another tab instead of an error', async () => {
    answers = [
      {
        status: 409,
        body: {
          ...refused(409, 'ORDER_ALREADY_PLACED', 'Diese Bestellung wurde bereits aufgegeben.').body,
          placedOrder: placed.body,
        },
      },
    ];
    renderRoute(() => <SummaryStep data={DATA} />);
    fireEvent.click(screen.getByLabelText(/Ich habe die AGB/));
    order();
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/heizoel/bestellung-erfolgreich/42'),
    );
    expect(keys).toHaveLength(1);
  });

  it('asks again after a price change and then orders under a new key', async () => {
    answers = [
      refused(
        409,
        'PRICE_CHANGED',
        'Der Preis hat sich geändert: 3.300,00 € statt 3.248,70 €. Bitte bestätigen Sie den neuen Preis.',
      ),
      placed,
    ];
    renderRoute(() => <SummaryStep data={DATA} />);
    const consent = screen.getByLabelText<HTMLInputElement>(/Ich habe die AGB/);
    fireEvent.click(consent);
    order();
    expect((await screen.findByTestId('price-changed')).textContent).toContain('3.300,00 € statt 3.248,70 €');
    expect(consent.checked).toBe(false);
    fireEvent.click(consent);
    order();
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/heizoel/bestellung-erfolgreich/42'),
    );
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });
});
