import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute, stubApi } from '../../../test/render-with-providers';
import { ADDRESS_OPTIONS_ROUTE, orderDataFixture } from '../order-data.fixture';
import { DeliveryPointsStep } from './delivery-points-step';

const DATA = orderDataFixture('deliveryPoints', {}, 2);
const saved: unknown[] = [];

function point(n: number) {
  return within(screen.getByRole('group', { name: `Abladestelle ${n}` }));
}

function fillPoint(n: number, street: string, amount: string) {
  const scope = point(n);
  const set = (label: string, value: string) =>
    fireEvent.change(scope.getByLabelText(label), { target: { value } });
  set('Vorname', 'Gerd');
  set('Nachname', 'Zweifach');
  set('Straße', street);
  set('Hausnummer', '1');
  set('Ort', 'München');
  set('Menge in l', amount);
}

describe('DeliveryPointsStep', () => {
  beforeEach(() => {
    saved.length = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        stubApi({
          ...ADDRESS_OPTIONS_ROUTE,
          '/api/order-process/stations/save': (body) => {
            saved.push(body);
            return DATA.steps;
          },
        }),
      ),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('starts with the total split evenly over the points, in the priced postal code', () => {
    renderRoute(() => <DeliveryPointsStep data={DATA} onSaved={vi.fn()} />);
    expect(point(1).getByLabelText<HTMLInputElement>('Menge in l').value).toBe('1500');
    expect(point(2).getByLabelText<HTMLInputElement>('Menge in l').value).toBe('1500');
    expect(point(2).getByLabelText<HTMLInputElement>('PLZ').value).toBe('80331');
    expect(screen.getByTestId('amount-remaining').textContent).toMatch(/ergeben zusammen 3\.000 l/);
  });

  it('shows live what is left or too much and saves nothing until the amounts add up', () => {
    renderRoute(() => <DeliveryPointsStep data={DATA} onSaved={vi.fn()} />);
    fillPoint(1, 'Marienplatz', '1.000');
    expect(screen.getByTestId('amount-remaining').textContent).toMatch(/^Noch zu verteilen: 500 l/);
    fillPoint(2, 'Sendlinger Straße', '2.500');
    expect(screen.getByTestId('amount-remaining').textContent).toMatch(/^Zu viel verteilt: 500 l/);
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(saved).toEqual([]);
  });

  it('saves every point with its address and amount, and one invoice per point if chosen', async () => {
    const onSaved = vi.fn();
    renderRoute(() => <DeliveryPointsStep data={DATA} onSaved={onSaved} />);
    fillPoint(1, 'Marienplatz', '1000');
    fillPoint(2, 'Sendlinger Straße', '2000');
    fireEvent.click(screen.getByLabelText('Eine eigene Rechnung je Abladestelle'));
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(saved).toEqual([
      {
        Stations: [
          { Address: expect.objectContaining({ Street: 'Marienplatz', ZipCode: '80331' }), Amount: 1000 },
          {
            Address: expect.objectContaining({ Street: 'Sendlinger Straße', ZipCode: '80331' }),
            Amount: 2000,
          },
        ],
        InvoicePerStation: true,
      },
    ]);
  });
});
