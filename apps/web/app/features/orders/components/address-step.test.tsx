import type { AddressOutput } from '@fuel/api-client';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute, stubApi } from '../../../test/render-with-providers';
import { ADDRESS_FIXTURE, ADDRESS_OPTIONS_ROUTE, orderDataFixture } from '../order-data.fixture';
import { AddressStep } from './address-step';

function saved(id: number, type: AddressOutput['Type'], street: string, zipCode: string): AddressOutput {
  const city = zipCode === '80331' ? 'München' : 'Augsburg';
  return {
    ...ADDRESS_FIXTURE,
    Id: id,
    Type: type,
    FirstName: 'Karla',
    Street: street,
    ZipCode: zipCode,
    City: city,
  };
}

const BOOK = {
  delivery: [saved(1, 'delivery', 'Marienplatz', '80331'), saved(2, 'delivery', 'Maximilianstraße', '86150')],
  invoice: [saved(3, 'invoice', 'Rathausplatz', '86150')],
};

const requests: unknown[] = [];

function value(label: string): string {
  return screen.getAllByLabelText<HTMLInputElement>(label)[0]?.value ?? '';
}

describe('AddressStep', () => {
  beforeEach(() => {
    requests.length = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        stubApi({
          ...ADDRESS_OPTIONS_ROUTE,
          '/api/order-process/address/save': (body) => {
            requests.push(body);
            return { HasCalculation: true, Steps: [], LatestAccessibleStep: 'payment' };
          },
        }),
      ),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('starts a new address in the priced postal code', () => {
    renderRoute(() => <AddressStep data={orderDataFixture('address')} onSaved={vi.fn()} />);
    expect(value('PLZ')).toBe('80331');
    expect(screen.queryByLabelText('Gespeicherte Lieferadresse verwenden')).toBeNull();
  });

  it('fills the fields from a saved address of the priced postal code only', () => {
    renderRoute(() => <AddressStep data={orderDataFixture('address', {}, 1, BOOK)} onSaved={vi.fn()} />);
    const picker = screen.getByLabelText('Gespeicherte Lieferadresse verwenden');
    expect(picker.querySelectorAll('option')).toHaveLength(2);
    fireEvent.change(picker, { target: { value: '1' } });
    expect(value('Straße')).toBe('Marienplatz');
    expect(value('Vorname')).toBe('Karla');
  });

  it('offers company and invoice address only where allowed', () => {
    renderRoute(() => (
      <AddressStep
        data={orderDataFixture('address', { AllowCompany: false, AllowInvoiceAddress: false })}
        onSaved={vi.fn()}
      />
    ));
    expect(screen.queryByLabelText(/Firma, falls Sie geschäftlich bestellen/)).toBeNull();
    expect(screen.queryByLabelText('Abweichende Rechnungsadresse')).toBeNull();
  });

  it('saves the delivery address with a different invoice address from the book and the company', async () => {
    const onSaved = vi.fn();
    renderRoute(() => <AddressStep data={orderDataFixture('address', {}, 1, BOOK)} onSaved={onSaved} />);
    fireEvent.change(screen.getByLabelText('Gespeicherte Lieferadresse verwenden'), {
      target: { value: '1' },
    });
    fireEvent.change(screen.getByLabelText(/Firma, falls Sie geschäftlich bestellen/), {
      target: { value: 'Kunde GmbH' },
    });
    fireEvent.click(screen.getByLabelText('Abweichende Rechnungsadresse'));
    fireEvent.change(screen.getByLabelText('Gespeicherte Rechnungsadresse verwenden'), {
      target: { value: '3' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(requests).toEqual([
      {
        DeliveryAddress: expect.objectContaining({ Street: 'Marienplatz', ZipCode: '80331', CountryId: 1 }),
        InvoiceAddress: expect.objectContaining({ Street: 'Rathausplatz', ZipCode: '86150' }),
        CompanyName: 'Kunde GmbH',
      },
    ]);
  });

  it('names the missing fields in German and saves nothing', () => {
    renderRoute(() => <AddressStep data={orderDataFixture('address')} onSaved={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(screen.getByText(/Bitte geben Sie den Vornamen ein/)).toBeDefined();
    expect(requests).toEqual([]);
  });
});
