import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute, stubApi } from '../../../test/render-with-providers';
import { QUOTE_FIXTURE, orderDataFixture } from '../order-data.fixture';
import { PaymentStep } from './payment-step';

const DATA = orderDataFixture('payment', {
  PaymentData: {
    Methods: [
      {
        PaymentId: 23,
        IsInteraidPayment: true,
        Label: 'Ratenzahlung',
        Description: 'in 12 Monatsraten über unseren Finanzierungspartner',
        PaymentModifier: 12,
      },
      {
        PaymentId: 12,
        IsInteraidPayment: true,
        Label: 'SEPA-Lastschrift über den Marktplatz',
        Description: 'Einzug nach Lieferung',
        PaymentModifier: null,
      },
      {
        PaymentId: 11,
        IsInteraidPayment: false,
        Label: 'Rechnung des Händlers',
        Description: 'zahlbar nach Lieferung an den Händler',
        PaymentModifier: null,
      },
    ],
    Selected: null,
  },
});

const saved: unknown[] = [];
let priceChanged = false;

function next() {
  fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
}

describe('PaymentStep', () => {
  beforeEach(() => {
    saved.length = 0;
    priceChanged = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        stubApi({
          '/api/order-process/payment/save': (body) => {
            saved.push(body);
            return { Steps: DATA.steps, PriceChanged: priceChanged, Quote: QUOTE_FIXTURE };
          },
        }),
      ),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks for exactly one method and offers the instalment with its month count', () => {
    renderRoute(() => <PaymentStep data={DATA} onSaved={vi.fn()} />);
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(screen.getByLabelText(/Ratenzahlung/).closest('label')?.textContent).toContain('12 Monatsraten');
    next();
    expect(screen.getByRole('alert').textContent).toBe('Bitte wählen Sie eine Zahlungsart.');
    expect(saved).toEqual([]);
  });

  it("saves the instalment with the dealer's MonthlyRateCount as PaymentModifier", async () => {
    const onSaved = vi.fn();
    renderRoute(() => <PaymentStep data={DATA} onSaved={onSaved} />);
    fireEvent.click(screen.getByLabelText(/Ratenzahlung/));
    next();
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(undefined));
    expect(saved).toEqual([{ IsInteraidPayment: true, PaymentId: 23, PaymentModifier: 12 }]);
  });

  it('refuses a SEPA mandate with a wrong IBAN or without holder, then saves a valid one', async () => {
    const onSaved = vi.fn();
    renderRoute(() => <PaymentStep data={DATA} onSaved={onSaved} />);
    fireEvent.click(screen.getByLabelText(/SEPA-Lastschrift über den Marktplatz/));
    next();
    expect(screen.getByText('Bitte geben Sie Ihre IBAN an.')).toBeDefined();
    expect(screen.getByText('Bitte geben Sie den Kontoinhaber an.')).toBeDefined();
    fireEvent.change(screen.getByLabelText('IBAN'), { target: { value: 'DE89 3704 0044 0532 0130 01' } });
    fireEvent.change(screen.getByLabelText('Kontoinhaber'), { target: { value: 'Karla Kunde' } });
    next();
    expect(screen.getByText('Die IBAN ist ungültig. Bitte prüfen Sie Ihre Eingabe.')).toBeDefined();
    expect(saved).toEqual([]);

    fireEvent.change(screen.getByLabelText('IBAN'), { target: { value: 'DE89 3704 0044 0532 0130 00' } });
    next();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(saved).toEqual([
      {
        IsInteraidPayment: true,
        PaymentId: 12,
        PaymentModifier: null,
        Iban: 'DE89 3704 0044 0532 0130 00',
        AccountHolder: 'Karla Kunde',
      },
    ]);
  });

  it('passes on that the chosen method changed the price', async () => {
    priceChanged = true;
    const onSaved = vi.fn();
    renderRoute(() => <PaymentStep data={DATA} onSaved={onSaved} />);
    fireEvent.click(screen.getByLabelText(/Rechnung des Händlers/));
    next();
    await waitFor(() =>
      expect(onSaved).toHaveBeenCalledWith(expect.stringContaining('ändert sich der Preis')),
    );
  });
});
