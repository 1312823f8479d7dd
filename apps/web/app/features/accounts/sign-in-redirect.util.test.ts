import { describe, expect, it } from 'vitest';
import { pageAddressOf, signInRedirect } from './sign-in-redirect.util';

describe('signInRedirect', () => {
  it('returns to the page, not to the data request of a client revalidation', () => {
    const response = signInRedirect(
      new Request('http://shop.test/at/kunde/startseite.data?status=placed&_routes=at%2Froot'),
      '/at',
    );
    expect(response.headers.get('Location')).toBe(
      `/at/benutzerkonto/anmeldung?ReturnUrl=${encodeURIComponent('/at/kunde/startseite?status=placed')}`,
    );
  });

  it('within an order leads to the order sign-in of the product group', () => {
    const response = signInRedirect(new Request('http://shop.test/heizoel/bestellung'), '', 'heizoel');
    expect(response.headers.get('Location')).toBe(
      '/benutzerkonto/bestellanmeldung/heizoel?ReturnUrl=%2Fheizoel%2Fbestellung',
    );
  });
});

describe('pageAddressOf', () => {
  it.each([
    ['http://shop.test/_.data', '/'],
    ['http://shop.test/ch/_.data?_routes=ch%2Fhome', '/ch/'],
    ['http://shop.test/haendler/bestellungen.data?status=placed', '/haendler/bestellungen?status=placed'],
    ['http://shop.test/persoenliche-daten', '/persoenliche-daten'],
    ['http://shop.test/news/artikel/data', '/news/artikel/data'],
  ])('%s → %s', (url, page) => {
    expect(pageAddressOf(new Request(url))).toBe(page);
  });
});
