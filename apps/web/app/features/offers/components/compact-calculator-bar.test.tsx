import { LOCAL_STORAGE_KEYS, defaultConfiguration, serializeCalculatorSettings } from '@fuel/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute, stubApi, testSite } from '../../../test/render-with-providers';
import { CompactCalculatorBar } from './compact-calculator-bar';

const KNOWN_ZIP_CODES: Readonly<Record<number, readonly string[]>> = {
  1: ['80331'],
  2: ['8010'],
  3: ['8010'],
};
const exists = (zipCode: string, countryId: number) => KNOWN_ZIP_CODES[countryId]?.includes(zipCode) ?? false;

const api = stubApi({
  '/api/location/check-zipcode': (body) => {
    const { ZipCode, CountryId } = body as { ZipCode: string; CountryId: number };
    return { ZipCode, CountryId, Exists: exists(ZipCode, CountryId), Places: [] };
  },
  '/api/location/check-zipcodes': (body) =>
    (body as { ZipCode: string; CountryId: number }[])
      .filter((item) => exists(item.ZipCode, item.CountryId))
      .map(({ CountryId }) => ({ CountryId })),
});

function store(productGroupId: 1 | 2, upsellCount: number) {
  const configuration = { ...defaultConfiguration(1, productGroupId), ZipCode: '80331' };
  localStorage.setItem(
    LOCAL_STORAGE_KEYS.calculatorSettings,
    serializeCalculatorSettings({ configuration, upsellCount }),
  );
}

const renderBar = (Bar = () => <CompactCalculatorBar />) =>
  renderRoute(Bar, { path: '/gibt-es-nicht', site: testSite('de') });

describe('CompactCalculatorBar', () => {
  beforeEach(() => vi.stubGlobal('fetch', vi.fn(api)));
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('shows the validation popover with the other-country hint, linking the offer lists there', async () => {
    renderBar();

    fireEvent.change(screen.getByLabelText('PLZ'), { target: { value: '8010' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));

    const popover = await screen.findByRole('dialog', { name: 'Bitte prüfen Sie Ihre Eingaben:' });
    expect(popover.textContent).toContain('Die Postleitzahl muss aus 5 Ziffern bestehen.');
    expect(document.activeElement).toBe(popover);
    expect(screen.getByTestId('validation-overlay')).toBeDefined();
    expect((await screen.findByRole('link', { name: 'in Österreich' })).getAttribute('href')).toBe(
      '/at/heizoel/angebotsliste?zipCode=8010&amount=3000',
    );
    expect(screen.getByRole('link', { name: 'in der Schweiz' }).getAttribute('href')).toBe(
      '/ch/heizoel/angebotsliste?zipCode=8010&amount=3000',
    );
    expect(popover.textContent).toContain(
      'Meinten Sie vielleicht eine PLZ in Österreich oder in der Schweiz?',
    );
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it('opens the popover by itself once the typed input has settled', async () => {
    renderBar();
    const zipCode = screen.getByLabelText('PLZ');
    zipCode.focus();

    fireEvent.change(zipCode, { target: { value: '123' } });

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByRole('dialog', {}, { timeout: 3000 })).toBeDefined();
    expect(document.activeElement).toBe(zipCode);
  });

  it('close resets validation and returns to the postal code', async () => {
    renderBar();
    fireEvent.change(screen.getByLabelText('PLZ'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByText('Bitte geben Sie Ihre Postleitzahl ein.')).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: 'Hinweis schließen' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByTestId('validation-overlay')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('PLZ'));
  });

  it('flags a well-formed postal code the server does not know', async () => {
    renderBar();
    fireEvent.change(screen.getByLabelText('PLZ'), { target: { value: '99999' } });

    expect(
      await screen.findByText('Diese Postleitzahl wurde nicht gefunden.', {}, { timeout: 3000 }),
    ).toBeDefined();
  });

  it('shows litres in the site format once typed, and keeps digits only in the postal code', () => {
    renderBar();
    const litres = screen.getByLabelText('Liter') as HTMLInputElement;
    const zipCode = screen.getByLabelText('PLZ') as HTMLInputElement;

    expect(litres.value).toBe('3.000');
    fireEvent.change(litres, { target: { value: '12345' } });
    fireEvent.blur(litres);
    expect(litres.value).toBe('12.345');
    fireEvent.change(zipCode, { target: { value: '80 33a1' } });
    expect(zipCode.value).toBe('80331');
  });

  it('writes the amount the Swiss way on the ch site', () => {
    renderRoute(() => <CompactCalculatorBar />, { path: '/ch/gibt-es-nicht', site: testSite('ch') });
    const litres = screen.getByLabelText('Liter') as HTMLInputElement;
    expect(litres.value).toBe("3'000");
    fireEvent.change(litres, { target: { value: '12345' } });
    fireEvent.blur(litres);
    expect(litres.value).toBe("12'345");
  });

  it('starts the heating-oil offer list when the form is valid', async () => {
    renderBar();
    fireEvent.change(screen.getByLabelText('PLZ'), { target: { value: '80331' } });
    fireEvent.change(screen.getByLabelText('Liter'), { target: { value: '4500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));

    expect((await screen.findByTestId('location')).textContent).toBe(
      '/heizoel/angebotsliste?zipCode=80331&amount=4500&stations=1&product=1&options=5,24,-2,11,9',
    );
  });

  describe('settings button', () => {
    it('is the heating-oil calculator with a green count of the stored upsells', () => {
      store(1, 2);
      renderBar();

      const button = screen.getByRole('button', { name: /Heizöl-Rechner/ });
      expect(screen.getByTestId('upsell-count-badge').textContent).toBe('2 Zusatzoptionen gewählt');
      expect(button.contains(screen.getByTestId('upsell-count-badge'))).toBe(true);
    });

    it('shows no badge without upsells', () => {
      store(1, 0);
      renderBar();

      expect(screen.getByRole('button', { name: 'Heizöl-Rechner' })).toBeDefined();
      expect(screen.queryByTestId('upsell-count-badge')).toBeNull();
    });

    it('shows no badge for the diesel calculator', () => {
      store(2, 3);
      renderBar(() => <CompactCalculatorBar target="DIESEL" />);

      expect(screen.getByRole('button', { name: 'Diesel-Rechner' })).toBeDefined();
      expect(screen.queryByTestId('upsell-count-badge')).toBeNull();
    });

    it('clears the stored settings and opens the offer list with its settings', async () => {
      store(1, 2);
      renderBar();

      fireEvent.click(screen.getByRole('button', { name: /Heizöl-Rechner/ }));

      await waitFor(() => expect(localStorage.getItem(LOCAL_STORAGE_KEYS.calculatorSettings)).toBeNull());
      expect((await screen.findByTestId('location')).textContent).toBe(
        '/heizoel/angebotsliste?zipCode=80331&amount=3000&stations=1&product=1&options=5,24,-2,11,9&openSettings=Einstellungen',
      );
    });
  });
});
