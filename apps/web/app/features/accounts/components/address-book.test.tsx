import type { AccountUserOutput } from '@fuel/api-client';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute, stubApi } from '../../../test/render-with-providers';
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

function field(label: string): HTMLInputElement {
  return screen.getByLabelText(label);
}

describe('AddressBook', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(stubApi({ '/api/common/address': () => ({ Title1List: ['Frau'], Title2List: ['Dr.'] }) })),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists the book with links that open the forms (no JavaScript needed) and remove forms', () => {
    renderRoute(() => <AddressBook user={USER} />, { path: '/kunde/stammdaten' });
    expect(screen.getByRole('link', { name: 'Lieferadresse 1 bearbeiten' }).getAttribute('href')).toBe(
      '/kunde/stammdaten?adresse=7',
    );
    expect(screen.getByRole('link', { name: 'Rechnungsadresse hinzufügen' }).getAttribute('href')).toBe(
      '/kunde/stammdaten?adresse=invoice',
    );
    const remove = screen.getByRole('button', { name: 'Lieferadresse 1 entfernen' });
    expect(remove.getAttribute('value')).toBe('delete-address');
    expect(remove.closest('form')?.querySelector<HTMLInputElement>('[name=addressId]')?.value).toBe('7');
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('opens a new address of the type the page address names, posting type and no id', () => {
    renderRoute(() => <AddressBook user={USER} />, { path: '/kunde/stammdaten?adresse=invoice' });
    const form = screen.getByRole('form', { name: 'Rechnungsadresse hinzufügen' });
    expect(form.getAttribute('method')).toBe('post');
    expect(form.querySelector<HTMLInputElement>('[name=addressType]')?.value).toBe('invoice');
    expect(form.querySelector<HTMLInputElement>('[name=addressId]')?.value).toBe('');
    expect(field('Vorname').value).toBe('');
  });

  it('opens a stored address for editing by its id, filled in', () => {
    renderRoute(() => <AddressBook user={USER} />, { path: '/kunde/stammdaten?adresse=7' });
    screen.getByRole('form', { name: 'Lieferadresse bearbeiten' });
    expect(field('Straße').value).toBe('Marienplatz');
    expect(field('PLZ').value).toBe('80331');
  });

  it("ignores another id: an address not in the customer's own book opens nothing", () => {
    renderRoute(() => <AddressBook user={USER} />, { path: '/kunde/stammdaten?adresse=99' });
    expect(screen.queryByRole('form')).toBeNull();
  });
});
