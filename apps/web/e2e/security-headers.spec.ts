import { type APIResponse, type Page, expect, test } from '@playwright/test';
import { collectErrors, waitForHydration } from './page.util';
import { openDealerPortal } from './support/dealer-portal';
import { continueSignedIn, openDealerOffer, reachSummary, signInWithForm } from './support/order-flow';

const CUSTOMER = 'kunde@example.com';
const PUBLIC_PAGES = [
  '/',
  '/heizoel/angebotsliste?zipCode=80331&amount=3000',
  '/heizoelpreise',
  '/at/heizoelpreise',
];

/** The nonce of the policy's script-src; fails when scripts are allowed inline without one. */
function scriptNonce(response: APIResponse): string {
  const csp = response.headers()['content-security-policy'] ?? '';
  const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1] ?? '';
  expect(scriptSrc).not.toContain('unsafe-inline');
  expect(scriptSrc).not.toContain('unsafe-eval');
  const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
  expect(nonce, csp).toBeTruthy();
  return nonce ?? '';
}

function expectDocumentHeaders(response: APIResponse): void {
  const headers = response.headers();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).toContain("object-src 'none'");
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  // Production over plain http: HSTS would be ignored by browsers, so it is not sent.
  expect(headers['strict-transport-security']).toBeUndefined();
}

/** Every executable inline or external script of the page carries the response's nonce. */
function expectNoncedScripts(html: string, nonce: string): void {
  const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1] ?? '');
  const executable = scripts.filter((attrs) => !/type="application\/ld\+json"/.test(attrs));
  expect(executable.length).toBeGreaterThan(0);
  for (const attrs of executable) expect(attrs).toContain(`nonce="${nonce}"`);
}

/**
 * CSP violations reported to any document of the page (the event) or printed by the browser (console),
 * and the browser's complaints about the Permissions-Policy header (unknown features).
 */
async function watchCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (
      /Content Security Policy|Permissions-Policy|Refused to (execute|load|apply|connect)/i.test(
        message.text(),
      )
    ) {
      violations.push(message.text());
    }
  });
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      report(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return violations;
}

test.describe('security headers of server-rendered pages', () => {
  for (const path of PUBLIC_PAGES) {
    test(`${path} has the CSP with a fresh nonce on every script and the other headers`, async ({
      request,
    }) => {
      const first = await request.get(path, { maxRedirects: 0 });
      expect(first.status()).toBe(200);
      expectDocumentHeaders(first);
      const nonce = scriptNonce(first);
      expectNoncedScripts(await first.text(), nonce);

      const second = await request.get(path, { maxRedirects: 0 });
      expect(scriptNonce(second)).not.toBe(nonce);
      // Anonymous public pages stay shared-cacheable.
      if (path !== '/heizoel/angebotsliste?zipCode=80331&amount=3000') {
        expect(first.headers()['cache-control']).toMatch(/^public, max-age=\d+$/);
      }
    });
  }

  test('a revalidated page keeps the policy of its stored copy (304 without a new nonce)', async ({
    request,
  }) => {
    const first = await request.get('/heizoelpreise');
    const etag = first.headers()['etag'];
    expect(etag).toBeTruthy();
    const again = await request.get('/heizoelpreise', { headers: { 'If-None-Match': etag ?? '' } });
    expect(again.status()).toBe(304);
    expect(again.headers()['content-security-policy']).toBeUndefined();
  });

  test('static files get the headers too, the proxied API keeps its own', async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.headers()['x-content-type-options']).toBe('nosniff');
    const api = await request.get('/api/health');
    expect(api.ok()).toBe(true);
    expect(api.headers()['content-type']).toContain('application/json');
    expect(api.headers()['content-security-policy'] ?? '').not.toContain('nonce-');
  });

  test('absolute URLs come from PUBLIC_BASE_URL, never from X-Forwarded-Host', async ({
    request,
    baseURL,
  }) => {
    const forged = { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' };
    const page = await request.get('/at/heizoelpreise', { headers: forged, maxRedirects: 0 });
    expect(page.status()).toBe(200);
    const html = await page.text();
    expect(html).not.toContain('evil.example');
    expect(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]).toBe(`${baseURL}/at/heizoelpreise`);
    expect(html).toContain(`<meta property="og:url" content="${baseURL}/at/heizoelpreise"/>`);
    expect(html).toContain(`hrefLang="de-DE" href="${baseURL}/heizoelpreise"`);
    for (const path of ['/robots.txt', '/sitemap.xml']) {
      const text = await (await request.get(path, { headers: forged })).text();
      expect(text, path).not.toContain('evil.example');
      expect(text, path).toContain(`${baseURL}/`);
    }
  });

  test('signed-in pages and every page of a signed-in visitor are private, no-store', async ({ page }) => {
    // Signed-in pages are private even before the sign-in (the sign-in page itself included).
    const signIn = await page.goto('/kunde/startseite');
    expect(signIn?.headers()['cache-control']).toBe('private, no-store');
    await signInWithForm(page, CUSTOMER);
    await expect(page).toHaveURL(/\/kunde\/startseite$/);

    for (const path of [
      '/kunde/startseite',
      '/kunde/bestellungen',
      '/benutzerkonto/anmeldung',
      '/heizoelpreise',
    ]) {
      const response = await page.request.get(path, { maxRedirects: 0 });
      expect(response.headers()['cache-control'], path).toBe('private, no-store');
      expect(response.headers()['etag'], path).toBeUndefined();
      expectDocumentHeaders(response);
      expectNoncedScripts(await response.text(), scriptNonce(response));
    }
    // Client navigations load the same data as .data requests: private as well.
    const data = await page.request.get('/kunde/bestellungen.data');
    expect(data.headers()['cache-control']).toBe('private, no-store');
  });

  test('no CSP violation from home over the offer list and the order process to the customer area', async ({
    page,
    browser,
  }) => {
    const errors = collectErrors(page);
    const violations = await watchCspViolations(page);
    const { context: dealer, dealerName } = await openDealerPortal(browser);
    await dealer.close();

    await page.goto('/');
    await waitForHydration(page);
    await openDealerOffer(page, dealerName);
    await continueSignedIn(page, CUSTOMER);
    await reachSummary(page, /Rechnung des Händlers/);

    await page.goto('/kunde/startseite');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mein Kundenbereich');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Bestellungen', exact: true }).click();
    await expect(page).toHaveURL(/\/kunde\/bestellungen$/);
    await waitForHydration(page);

    expect(violations).toEqual([]);
    expect(errors.filter((e) => /Content Security Policy|nonce/i.test(e))).toEqual([]);
  });
});
