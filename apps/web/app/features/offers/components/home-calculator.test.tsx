import { LOCAL_STORAGE_KEYS, defaultConfiguration, serializeCalculatorSettings } from '@fuel/domain';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute, stubApi, testSite } from '../../../test/render-with-providers';
import { HomeCalculator } from './home-calculator';

const api = stubApi({
  '/api/location/check-zipcode': (body) => ({ ...(body as object), Exists: true, Places: [] }),
  '/api/kalkulation/init/1/2': () => ({ StationList: [{ Id: 1, Label: '1 Abladestelle' }] }),
});

function storeDiesel() {
  const configuration = { ...defaultConfiguration(1, 2), ZipCode: '80331', Amount: 1200, Stations: 1 };
  localStorage.setItem(
    LOCAL_STORAGE_KEYS.calculatorSettings,
    serializeCalculatorSettings({ configuration, upsellCount: 0 }),
  );
}

const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('HomeCalculator', () => {
  beforeEach(() => vi.stubGlobal('fetch', vi.fn(api)));
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('is a plain GET form to the offer list with the query-string keys', () => {
    const { container } = renderRoute(HomeCalculator, { site: testSite('at') });

    const form = container.querySelector('form');
    expect(form?.getAttribute('method')).toBe('get');
    expect(form?.getAttribute('action')).toBe('/at/heizoel/angebotsliste');
    const names = [...(form?.querySelectorAll('[name]') ?? [])].map((field) => field.getAttribute('name'));
    expect(names).toEqual(expect.arrayContaining(['zipCode', 'amount', 'stations', 'product', 'options']));
    expect(screen.getByRole('button', { name: 'Preise vergleichen' })).toBeDefined();
  });

  it('restores the stored settings when the URL has no configuration, and clears them', () => {
    storeDiesel();
    renderRoute(HomeCalculator, { site: testSite('de') });

    expect(value('PLZ')).toBe('80331');
    expect(value('Menge in l')).toBe('1.200');
    expect(screen.getByRole('link', { name: 'Diesel' }).getAttribute('aria-current')).toBe('page');

    fireEvent.click(screen.getByRole('button', { name: 'Einstellungen löschen' }));

    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.calculatorSettings)).toBeNull();
    expect(value('PLZ')).toBe('');
    expect(value('Menge in l')).toBe('3.000');
    expect(screen.queryByRole('button', { name: 'Einstellungen löschen' })).toBeNull();
  });

  it('prefers a configuration in the URL over the stored one', () => {
    storeDiesel();
    renderRoute(HomeCalculator, {
      path: '/?produktgruppe=diesel&zipCode=10115&amount=2500',
      site: testSite('de'),
    });

    expect(value('PLZ')).toBe('10115');
    expect(value('Menge in l')).toBe('2.500');
  });

  it('navigates to the offer list of the chosen product group', async () => {
    renderRoute(HomeCalculator, { path: '/?produktgruppe=holzpellets-lose', site: testSite('de') });

    fireEvent.change(screen.getByLabelText('PLZ'), { target: { value: '80331' } });
    fireEvent.click(screen.getByRole('button', { name: 'Preise vergleichen' }));

    expect((await screen.findByTestId('location')).textContent).toBe(
      '/holzpellets-lose/angebotsliste?zipCode=80331&amount=5000&stations=1&product=20&options=5,24,-2,11,9',
    );
  });
});
