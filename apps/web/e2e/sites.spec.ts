import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { screenshotAtWidths, sidewaysOverflow } from './support/screenshots';

const SITES = [
  { path: '/', lang: 'de-DE', code: 'de', offerList: '/heizoel/angebotsliste', country: 'in Deutschland' },
  {
    path: '/at/',
    lang: 'de-AT',
    code: 'at',
    offerList: '/at/heizoel/angebotsliste',
    country: 'in Österreich',
  },
  {
    path: '/ch/',
    lang: 'de-CH',
    code: 'ch',
    offerList: '/ch/heizoel/angebotsliste',
    country: 'in der Schweiz',
  },
] as const;

test.describe('country sites, server-rendered', () => {
  for (const site of SITES) {
    test(`${site.path} is the ${site.code} site with its language and currency in the HTML`, async ({
      request,
    }) => {
      const response = await request.get(site.path, { maxRedirects: 0 });

      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<html lang="${site.lang}"`);
      expect(html).toContain(`Heizöl günstig bestellen – Preise vergleichen ${site.country}`);
      // The calculator is a plain GET form to the site's offer list.
      expect(html).toMatch(new RegExp(`<form [^>]*action="${site.offerList}" method="get"`));
      expect(response.headers()['set-cookie']).toContain(
        `locale=${site.code}; Max-Age=31536000; Path=/; SameSite=Lax`,
      );
    });
  }

  test('a returning visitor on / is sent to the site stored in the locale cookie', async ({ request }) => {
    const response = await request.get('/', { headers: { cookie: 'locale=ch' }, maxRedirects: 0 });

    expect(response.status()).toBe(302);
    expect(response.headers()['location']).toBe('/ch');
  });

  test('product-group tiles link to the offer lists of the site', async ({ request }) => {
    const html = await (await request.get('/at/')).text();

    for (const group of ['heizoel', 'diesel', 'holzpellets-lose', 'holzpellets-sackware', 'adblue']) {
      expect(html).toContain(`href="/at/${group}/angebotsliste"`);
    }
  });
});

/** The first link of the price table: one level down (state, county, place). */
async function firstAreaBelow(page: Page, path: string): Promise<string> {
  await page.goto(path);
  const href = await page.locator('.price-table tbody th a').first().getAttribute('href');
  expect(href, `a price area below ${path}`).toBeTruthy();
  return href ?? path;
}

const ZIP_CODES = { de: '80331', at: '8010', ch: '8001' } as const;

test.describe('every site at 360 px, with axe, photographed at 390 and 1366 px (issue #12)', () => {
  for (const site of SITES) {
    test(`${site.code}: home, offer list, price pages down to a place, news`, async ({ page }, testInfo) => {
      test.setTimeout(180_000);
      const prefix = site.path === '/' ? '' : site.path.slice(0, -1);
      const state = await firstAreaBelow(page, `${prefix}/heizoelpreise`);
      const county = await firstAreaBelow(page, state);
      const place = await firstAreaBelow(page, county);
      const pages = [
        { name: 'home', path: site.path, axe: true },
        {
          name: 'offer-list',
          path: `${site.offerList}?zipCode=${ZIP_CODES[site.code]}&amount=3000`,
          axe: true,
        },
        { name: 'prices', path: `${prefix}/heizoelpreise`, axe: true },
        { name: 'prices-state', path: state, axe: true },
        { name: 'prices-county', path: county, axe: false },
        { name: 'prices-place', path: place, axe: true },
        { name: 'news', path: `${prefix}/news`, axe: false },
      ];
      const overflowing: string[] = [];
      for (const { name, path, axe } of pages) {
        await page.setViewportSize({ width: 1366, height: 900 });
        await page.goto(path);
        if (axe) await expectNoSeriousAxeViolations(page, path);
        await page.setViewportSize({ width: 360, height: 780 });
        const overflow = await sidewaysOverflow(page);
        if (overflow > 0) overflowing.push(`${path} (+${overflow} px)`);
        await screenshotAtWidths(page, testInfo, `${site.code}-${name}`);
      }
      expect(overflowing).toEqual([]);
    });
  }

  test('the ch site writes amounts, prices and changes the Swiss way', async ({ page }) => {
    await page.goto('/ch/');
    await expect(page.getByLabel('Menge in l')).toHaveValue("3'000");
    await page.goto('/ch/heizoelpreise');
    const table = page.locator('.price-table');
    await expect(page.locator('.price-table__note')).toContainText("bei 3'000 l Abnahme");
    await expect(table).not.toContainText('-0.0 %');
    await expect(page.locator('main')).not.toContainText('ß');
    // The offer list: Swiss spelling in the settings (Tankwagengrösse), no SEPA among the payment options.
    await page.goto('/ch/heizoel/angebotsliste?zipCode=8001&amount=3000');
    await expect(page.locator('main')).toContainText("3'000 l");
    await expect(page.locator('main')).not.toContainText('ß');
    await expect(page.locator('main')).not.toContainText('SEPA');
  });

  test('a change that rounds to 0,0 % is neutral, never -0,0 %', async ({ page }) => {
    for (const path of ['/heizoelpreise', '/heizoelpreise/bayern', '/at/heizoelpreise']) {
      await page.goto(path);
      await expect(page.locator('.price-table')).not.toContainText('-0,0 %');
      const zeroCells = page.locator('.price-table .price-change', { hasText: /^0,0 %$/ });
      for (const cell of await zeroCells.all()) await expect(cell).toHaveClass(/price-change--same/);
    }
  });
});
