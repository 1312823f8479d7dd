import { expect, test } from '@playwright/test';

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
