import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.x A and AA: what the shop promises (issue #12: zero serious or critical violations). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Frames sandboxed without scripts (the site's advert slots, issue #17) are always left out: axe cannot run
 * inside them and would wait for them forever. Their title is checked by the slot's own tests.
 */
const SCRIPTLESS_FRAMES = 'iframe[sandbox]:not([sandbox~="allow-scripts"])';

/**
 * Fails the test with each serious or critical violation named by rule and target, so the report says what to fix.
 * `exclude`: selectors axe leaves out, e.g. a frame sandboxed without scripts (axe cannot run inside it and
 * would wait for it forever).
 */
export async function expectNoSeriousAxeViolations(
  page: Page,
  label = page.url(),
  exclude: readonly string[] = [],
): Promise<void> {
  const builder = new AxeBuilder({ page }).withTags(TAGS);
  for (const selector of [SCRIPTLESS_FRAMES, ...exclude]) builder.exclude(selector);
  const { violations } = await builder.analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(serious, `axe on ${label}`).toEqual([]);
}
