import type { AccountUserOutput } from '@fuel/api-client';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render-with-providers';
import { STORED_ADDRESS_FIXTURE } from '../address-book.fixture';
import { AddressBook } from './address-book';

const USER = {
  Id: 1,
  EmailAddress: 'kunde@example.com',
  Title1: 'Frau',
  Title2: null,
  FirstName: 'Karla',
  LastName: 'Kunde',
  Company: null,
  Phone: null,
  Addresses: [STORED_ADDRESS_FIXTURE],
} as unknown as AccountUserOutput;

const requests: { method: string; path: string; body: unknown }[] = [];

async function api(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const body: unknown = request.method === 'GET' ? undefined : await request.json();
  requests.push({ method: request.method, path: url.pathname, body });
  const json =
    url.pathname === '/api/common/address'
      ? { Title1List: ['Herr', 'Frau', 'Divers'], Title2List: ['Dr.'] }
      : { Success: true };
  return new Response(JSON.stringify(json), { headers: { 'Content-Type': 'application/json' } });
}

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('AddressBook', () => {
  beforeEach(() => {
    requests.length = 0;
    vi.stubGlobal('fetch', vi.fn(api));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('adds an invoice address by saving the whole book with PUT /api/account/persoenliche-daten', async () => {
    renderRoute(() => <AddressBook user={USER} />);
    fireEvent.click(screen.getByRole('button', { name: 'Rechnungsadresse hinzufügen' }));
    screen.getByRole('form', { name: 'Rechnungsadresse hinzufügen' });
    fill('Vorname', 'Otto');
    fill('Nachname', 'Rechnung');
    fill('Straße', 'Hauptstraße');
    fill('Hausnummer', '1');
    fill('PLZ', '86150');
    fill('Ort', 'Augsburg');
    fireEvent.click(screen.getByRole('button', { name: 'Adresse speichern' }));

    expect(await screen.findByText('Die Adresse wurde gespeichert.')).toBeDefined();
    const put = requests.find((request) => request.method === 'PUT');
    expect(put?.path).toBe('/api/account/persoenliche-daten');
    expect(put?.body).toMatchObject({
      Title1: 'Frau',
      FirstName: 'Karla',
      LastName: 'Kunde',
      Addresses: [
        { Type: 'delivery', Street: 'Marienplatz', ZipCode: '80331' },
        { Type: 'invoice', FirstName: 'Otto', Street: 'Hauptstraße', ZipCode: '86150', CountryId: 1 },
      ],
    });
  });

  it('edits a stored address in place and refuses a postal code that does not fit the country', async () => {
    renderRoute(() => <AddressBook user={USER} />);
    fireEvent.click(screen.getByRole('button', { name: 'Lieferadresse 1 bearbeiten' }));
    fill('PLZ', '8010');
    fireEvent.click(screen.getByRole('button', { name: 'Adresse speichern' }));
    expect(screen.getByText(/Die Postleitzahl passt nicht zum Land/)).toBeDefined();
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);

    fill('Land', '2');
    fireEvent.click(screen.getByRole('button', { name: 'Adresse speichern' }));
    await waitFor(() => expect(requests.some((request) => request.method === 'PUT')).toBe(true));
    const put = requests.find((request) => request.method === 'PUT');
    expect(put?.body).toMatchObject({ Addresses: [{ Type: 'delivery', ZipCode: '8010', CountryId: 2 }] });
  });

  it('removes an address', async () => {
    renderRoute(() => <AddressBook user={USER} />);
    fireEvent.click(screen.getByRole('button', { name: 'Lieferadresse 1 entfernen' }));
    expect(await screen.findByText('Die Adresse wurde entfernt.')).toBeDefined();
    expect(requests.find((request) => request.method === 'PUT')?.body).toMatchObject({ Addresses: [] });
  });
});
