import type { Page, TestInfo } from '@playwright/test';

/** The two widths every screen is checked at (issue #12): a phone and a common laptop. */
export const SCREEN_WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
] as const;

/** The narrowest phone the back office is checked at (issue #13) and the same laptop. */
export const NARROW_SCREEN_WIDTHS = [{ name: 'phone', width: 360, height: 800 }, SCREEN_WIDTHS[1]] as const;

type ScreenWidth = { readonly name: string; readonly width: number; readonly height: number };

/** Saves a full-page screenshot of the current page at each width into the test's output folder. */
export async function screenshotAtWidths(
  page: Page,
  testInfo: TestInfo,
  name: string,
  widths: readonly ScreenWidth[] = SCREEN_WIDTHS,
): Promise<void> {
  const original = page.viewportSize();
  for (const { name: widthName, width, height } of widths) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: testInfo.outputPath(`${name}-${widthName}-${width}.png`), fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}

/** How far the page scrolls sideways (0 when it fits the viewport). */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** The elements that reach past the viewport's right edge, named for the failure message. */
export function overflowingElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5)
      .slice(0, 5)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${element.className} → ${Math.round(element.getBoundingClientRect().right)} px`,
      );
  });
}
