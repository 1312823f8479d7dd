import type { Page } from '@playwright/test';

/**
 * Playwright's trace snapshots try to run in every frame; a frame sandboxed without scripts (the advert
 * slots, issue #17) reports that as blocked. The tool's doing, not the page's.
 */
const TRACE_IN_SANDBOXED_FRAME =
  /^Blocked script execution in '[^']+' because the document's frame is sandboxed/;

/** Console errors and uncaught exceptions of the page, collected from the start. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !TRACE_IN_SANDBOXED_FRAME.test(message.text())) {
      errors.push(message.text());
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** React Router has taken over the server-rendered page. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => '__reactRouterDataRouter' in window);
  await page.waitForLoadState('networkidle');
}
