import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { overflowingElements, screenshotAtWidths, sidewaysOverflow } from './support/screenshots';
import { sitemapPages, spread } from './support/sitemap';

/**
 * The shop front as a whole (issue #12): a sample of every kind of public page of every site fits a
 * 360 px phone; the public pages no other spec checks pass axe and are photographed at both widths.
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

// Home, offer list and price pages of every site are checked in sites.spec.ts, sign-in in account.spec.ts,
// the dealer page in legal.spec.ts; these are the public pages no other spec puts through axe.
const PAGES = [
  { name: 'dealer-list', path: '/heizoelhaendler' },
  { name: 'news', path: '/news' },
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
