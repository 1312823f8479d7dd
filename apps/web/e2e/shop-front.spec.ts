import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { overflowingElements, screenshotAtWidths, sidewaysOverflow } from './support/screenshots';
import { sitemapPages, spread } from './support/sitemap';

/**
 * The shop front as a whole (issue #12): every kind of public page of every site fits a 360 px phone,
 * passes axe, and is photographed at both widths for a look by eye. Order steps, the customer area and
 * the dealer portal have their own specs, which sign in first.
 */
const PER_SITEMAP = 4;

test('a sample of every sitemap fits a 360 px phone without sideways scrolling', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const sample = [...(await sitemapPages(request)).values()].flatMap((urls) => spread(urls, PER_SITEMAP));
  expect(sample.length).toBeGreaterThanOrEqual(12);
  await page.setViewportSize({ width: 360, height: 780 });
  const overflowing: string[] = [];
  for (const url of sample) {
    const path = new URL(url).pathname;
    await page.goto(path);
    const overflow = await sidewaysOverflow(page);
    if (overflow > 0)
      overflowing.push(`${path} (+${overflow} px: ${(await overflowingElements(page)).join('; ')})`);
  }
  expect(overflowing).toEqual([]);
});

const PAGES = [
  { name: 'home-de', path: '/' },
  { name: 'home-at', path: '/at' },
  { name: 'home-ch', path: '/ch' },
  { name: 'offer-list', path: '/heizoel/angebotsliste?zipCode=80331&amount=3000' },
  { name: 'prices-de', path: '/heizoelpreise' },
  { name: 'prices-state', path: '/heizoelpreise/bayern' },
  { name: 'dealer-list', path: '/heizoelhaendler' },
  { name: 'news', path: '/news' },
  { name: 'sign-in', path: '/benutzerkonto/anmeldung' },
] as const;

for (const { name, path } of PAGES) {
  test(`${name}: no serious accessibility violation, fits 360 px, screenshots at 390 and 1366 px`, async ({
    page,
  }, testInfo) => {
    await page.goto(path);
    await expectNoSeriousAxeViolations(page, path);
    await page.setViewportSize({ width: 360, height: 780 });
    expect(await sidewaysOverflow(page), `${path}: ${(await overflowingElements(page)).join('; ')}`).toBe(0);
    await screenshotAtWidths(page, testInfo, name);
  });
}
