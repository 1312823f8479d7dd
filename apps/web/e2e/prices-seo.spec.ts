import { type Page, expect, test } from '@playwright/test';
import { collectErrors, waitForHydration } from './page.util';
import { locs, spread } from './support/sitemap';

const SITES = [
  { prefix: '', country: 'in Deutschland', states: 16, currency: '€' },
  { prefix: '/at', country: 'in Österreich', states: 9, currency: '€' },
  { prefix: '/ch', country: 'in der Schweiz', states: 26, currency: 'CHF' },
] as const;

// The price pages are for search engines first: complete and navigable without JavaScript.
test.describe('price pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const site of SITES) {
    test(`the price overview ${site.country}`, async ({ page }) => {
      await page.goto(`${site.prefix}/heizoelpreise`);
      await expect(page).toHaveTitle(`Heizölpreise heute ${site.country} | Heizöl-Marktplatz`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Heizölpreise ${site.country}`);
      await expect(page.locator('.price-today__value')).toContainText(site.currency);
      await expect(page.getByRole('img', { name: /^Heizölpreis .*, 1 Jahr/ })).toBeVisible();
      const table = page.locator('.price-table table');
      await expect(table.getByRole('columnheader', { name: 'Differenz' })).toBeVisible();
      await expect(table.locator('tbody tr')).toHaveCount(site.states);
      await expect(page.locator('.price-factor')).toHaveCount(4);
      await expect(page.getByRole('heading', { name: /am teuersten\?$/ })).toBeVisible();

      const canonical = await page.locator('link[rel=canonical]').getAttribute('href');
      expect(canonical).toMatch(new RegExp(`^http://[^/]+${site.prefix}/heizoelpreise$`));
      await expect(page.locator('link[rel=alternate][hreflang]')).toHaveCount(4);
      const types = await jsonLdTypes(page);
      expect(types).toEqual(expect.arrayContaining(['Product', 'BreadcrumbList']));
    });
  }

  test('the chart switches its range by links', async ({ page }) => {
    await page.goto('/heizoelpreise');
    await page.getByRole('navigation', { name: 'Zeitraum' }).getByRole('link', { name: '10 Jahre' }).click();
    await expect(page).toHaveURL(/\/heizoelpreise\?zeitraum=10y$/);
    await expect(page.getByRole('img', { name: /10 Jahre$/ })).toBeVisible();
    await expect(page.getByRole('link', { name: '10 Jahre' })).toHaveAttribute('aria-current', 'page');
  });

  test('a state page, then a county and a city reached by following links from the overview', async ({
    page,
  }) => {
    await page.goto('/at/heizoelpreise');
    await page.locator('.price-table').getByRole('link', { name: 'Tirol', exact: true }).click();
    await expect(page).toHaveURL(/\/at\/heizoelpreise\/tirol$/);
    await expect(page).toHaveTitle('Heizölpreise Tirol | Heizöl-Marktplatz');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Heizölpreise in Tirol');
    await expect(page.getByRole('navigation', { name: 'Brotkrümelnavigation' })).toContainText(
      'Heizölpreise',
    );

    const county = page.locator('.price-table tbody th a').first();
    const countyName = (await county.textContent()) ?? '';
    await county.click();
    await expect(page).toHaveURL(/\/at\/heizoelpreise\/tirol\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Heizölpreise in ${countyName}`);

    const city = page.locator('.price-table tbody th a').first();
    const cityName = (await city.textContent()) ?? '';
    await city.click();
    await expect(page).toHaveURL(/\/at\/heizoelpreise\/tirol\/[a-z0-9-]+\/\d{4}$/);
    await expect(page).toHaveTitle(`Heizölpreise ${cityName} | Heizöl-Marktplatz`);
    const zipCode = cityName.slice(0, 4);
    // The calculator is prefilled with the place.
    await expect(page.getByLabel('PLZ')).toHaveValue(zipCode);
    await expect(page.locator('.price-table').getByRole('link', { name: 'Angebote' })).toHaveAttribute(
      'href',
      new RegExp(`^/at/heizoel/angebotsliste\\?zipCode=${zipCode}&amount=3000`),
    );
    await expect(page.getByRole('navigation', { name: 'Brotkrümelnavigation' }).getByRole('link')).toHaveText(
      ['Startseite', 'Heizölpreise', 'Tirol', countyName],
    );
  });

  test('a county priced on one day only: its price, no chart, no change, no FAQ', async ({ page }) => {
    // Counties have no demo history: the daily snapshot of the demo market is their only stored day.
    await page.goto('/heizoelpreise/baden-wuerttemberg/alb-donau-kreis');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Heizölpreise in Alb-Donau-Kreis');
    await expect(page.locator('.price-today__value')).toContainText('€ / 100 l');
    await expect(page.locator('.price-today')).not.toContainText('Vortag');
    await expect(
      page.getByText('Der Preisverlauf erscheint, sobald wir hier an mehreren Tagen'),
    ).toBeVisible();
    await expect(page.locator('.price-chart svg')).toHaveCount(0);
    await expect(page.locator('.price-table tbody')).not.toContainText('0,00 €');
    await expect(page.locator('.price-table').getByRole('columnheader', { name: 'Vortag' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: /Häufige Fragen/ })).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
  });

  test('a county without prices is followed but not indexed', async ({ page }) => {
    // No demo dealer serves it: no price is stored, the sitemap leaves it out.
    await page.goto('/heizoelpreise/bayern/weiden-i-d-opf');
    await expect(page.getByText('Für diesen Kreis liegen noch keine Preise vor.')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
  });

  test('other spellings of a place redirect to its page; unknown places are 404', async ({ request }) => {
    const redirected = await request.get('/heizoelpreise/bayern/80331', { maxRedirects: 0 });
    expect(redirected.status()).toBe(301);
    expect(redirected.headers()['location']).toMatch(/\/heizoelpreise\/bayern\/[a-z0-9-]+\/80331$/);
    expect((await request.get('/heizoelpreise/atlantis')).status()).toBe(404);
    expect((await request.get('/heizoelpreise/bayern?zeitraum=7y', { maxRedirects: 0 })).status()).toBe(301);
  });
});

test('a price page hydrates without errors and keeps working as an app', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/ch/heizoelpreise');
  await waitForHydration(page);
  await page.getByRole('link', { name: '1 Monat' }).click();
  await expect(page).toHaveURL(/\/ch\/heizoelpreise\?zeitraum=1m$/);
  await expect(page.getByRole('img', { name: /1 Monat$/ })).toBeVisible();
  expect(errors).toEqual([]);
});

test('public pages carry cache headers and answer a revalidation with 304', async ({ request }) => {
  const first = await request.get('/heizoelpreise/bayern');
  expect(first.headers()['cache-control']).toBe('public, max-age=120');
  const etag = first.headers()['etag'] ?? '';
  expect(etag).toMatch(/^W\/".+"$/);
  const again = await request.get('/heizoelpreise/bayern', { headers: { 'If-None-Match': etag } });
  expect(again.status()).toBe(304);
  expect((await request.get('/news')).headers()['cache-control']).toBe('public, max-age=3600');
});

test('robots.txt points to the sitemap index', async ({ request, baseURL }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /api/');
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

/** Kinds of page the sample must cover; every kind must be present in the sitemap. */
const KINDS = ['seiten', 'preise', 'haendler', 'news'] as const;
const SAMPLE_SIZE = 200;

test('200 URLs sampled from the sitemap each answer 200 with a title of their own', async ({ request }) => {
  test.setTimeout(240_000);
  const index = await request.get('/sitemap.xml');
  expect(index.headers()['content-type']).toContain('application/xml');
  const sitemaps = locs(await index.text());
  expect(sitemaps).toHaveLength(3 * KINDS.length);

  const perMap = Math.ceil(SAMPLE_SIZE / sitemaps.length);
  const sample: string[] = [];
  for (const sitemap of sitemaps) {
    const urls = locs(await (await request.get(new URL(sitemap).pathname)).text());
    expect(urls.length, sitemap).toBeGreaterThan(0);
    sample.push(...spread(urls, perMap));
  }
  const chosen = spread(sample, SAMPLE_SIZE);
  expect(chosen.length).toBeGreaterThanOrEqual(Math.min(SAMPLE_SIZE, sample.length));

  const titles = new Map<string, string>();
  for (const url of chosen) {
    const path = new URL(url).pathname;
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(200);
    const html = await res.text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
    expect(title, path).toMatch(/^.+ \| Heizöl-Marktplatz$/);
    // Each page names itself canonical and says what it is.
    expect(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1], path).toBe(url);
    const type = /\/artikel\//.test(path)
      ? 'NewsArticle'
      : /\/heizoelhaendler\/.+\/\d+$/.test(path)
        ? 'LocalBusiness'
        : undefined;
    if (type) expect(html, path).toContain(`"@type":"${type}"`);
    // Page-specific: no two pages of one site share a title.
    const key = `${sitePrefixOf(path)}|${title}`;
    expect(titles.get(key), `${path} has the title of ${titles.get(key)}`).toBeUndefined();
    titles.set(key, path);
  }
});

function sitePrefixOf(path: string): string {
  return /^\/(at|ch)(\/|$)/.exec(path)?.[1] ?? 'de';
}

async function jsonLdTypes(page: Page): Promise<string[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => (JSON.parse(text) as { '@type': string })['@type']);
}
