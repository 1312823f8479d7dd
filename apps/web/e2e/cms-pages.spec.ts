import { type APIRequestContext, expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { DEMO_PASSWORD } from './support/dealer-portal';
import { sidewaysOverflow } from './support/screenshots';

/**
 * CMS pages on the public site (issue #16): a landing page published through the API appears at its path
 * on its sites (and nowhere else) and in the sitemap; its private preview link shows the next draft under a
 * banner, never cached nor indexed; unpublished, the page answers 410 and leaves the sitemap. The shop's
 * routes win over the catch-all.
 */
type Headers = Record<string, string>;

async function signInAsAdmin(request: APIRequestContext): Promise<Headers> {
  const signIn = await request.post('/api/account/jwt/anmelden', {
    data: { UserName: 'admin@example.com', Password: DEMO_PASSWORD },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  return { Authorization: `Bearer ${((await signIn.json()) as { token: string }).token}` };
}

const content = (title: string) => ({
  title,
  description: 'Heizöl jetzt günstig bevorraten.',
  body: '<h2>Warum jetzt?</h2><p>Mehr im <a href="/info-center">Info-Center</a>.</p><script>alert(1)</script>',
  seoTitle: '',
  seoDescription: '',
  noIndex: false,
});

test.describe('CMS pages', () => {
  test('a landing page: published, previewed, unpublished', async ({ page, context, request, baseURL }) => {
    test.setTimeout(120_000);
    // A visitor who has chosen: the cookie banner covers nothing.
    await context.addCookies([{ name: 'cookie_consent', value: 'necessary', url: baseURL ?? '' }]);
    const headers = await signInAsAdmin(request);
    const slug = `e2e-aktion-${Date.now().toString(36)}`;
    const created = await request.post('/api/support/cms/pages', {
      headers,
      data: { kind: 'landing', slug, countryIds: [1, 2], content: content('Winteraktion') },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const { id } = (await created.json()) as { id: number };
    try {
      // A draft is not on the site.
      expect((await request.get(`/${slug}`)).status()).toBe(404);

      const published = await request.post(`/api/support/cms/pages/${id}/publish`, { headers, data: {} });
      expect(published.ok(), await published.text()).toBe(true);

      const response = await page.goto(`/at/${slug}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Winteraktion');
      await expect(page.getByRole('heading', { level: 2, name: 'Warum jetzt?' })).toBeVisible();
      // The internal link stays on the site; the script never arrives.
      await expect(page.getByRole('main').getByRole('link', { name: 'Info-Center' })).toHaveAttribute(
        'href',
        '/at/info-center',
      );
      expect(await page.locator('main script').count()).toBe(0);
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('index, follow');
      await expectNoSeriousAxeViolations(page, `/at/${slug}`);
      await page.setViewportSize({ width: 360, height: 780 });
      expect(await sidewaysOverflow(page)).toBe(0);
      // Not a page of the ch site.
      expect((await request.get(`/ch/${slug}`)).status()).toBe(404);
      expect(await (await request.get('/sitemaps/at-seiten.xml')).text()).toContain(`/at/${slug}</loc>`);

      // The next draft behind a private link; the site keeps the published version.
      const saved = await request.put(`/api/support/cms/pages/${id}`, {
        headers,
        data: {
          kind: 'landing',
          slug,
          countryIds: [1, 2],
          sortOrder: 0,
          content: content('Winteraktion verlängert'),
          expectedUpdatedAt: (
            (await (await request.get(`/api/support/cms/pages/${id}`, { headers })).json()) as {
              updatedAt: string;
            }
          ).updatedAt,
        },
      });
      expect(saved.ok(), await saved.text()).toBe(true);
      const link = await request.post(`/api/support/cms/pages/${id}/preview-link`, { headers, data: {} });
      expect(link.ok(), await link.text()).toBe(true);
      const { url } = (await link.json()) as { url: string };
      const preview = await page.goto(url);
      expect(preview?.headers()['cache-control']).toBe('private, no-store');
      expect(preview?.headers()['x-robots-tag']).toBe('noindex, nofollow');
      await expect(page.getByText('Vorschau – nicht veröffentlicht')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Winteraktion verlängert');
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await page.goto(`/${slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Winteraktion');
      // A token changed by one character is no preview.
      const forged = `${url.slice(0, -1)}${url.endsWith('A') ? 'B' : 'A'}`;
      expect((await request.get(forged)).status()).toBe(404);

      const unpublished = await request.post(`/api/support/cms/pages/${id}/unpublish`, { headers, data: {} });
      expect(unpublished.ok(), await unpublished.text()).toBe(true);
      const gone = await request.get(`/${slug}`);
      expect(gone.status()).toBe(410);
      expect(await gone.text()).toContain('Diese Seite gibt es nicht mehr...');
      expect(gone.headers()['cache-control']).toContain('no-store');
      expect(await (await request.get('/sitemaps/at-seiten.xml')).text()).not.toContain(slug);
    } finally {
      await request.post(`/api/support/cms/pages/${id}/unpublish`, { headers, data: {} });
      await request.delete(`/api/support/cms/pages/${id}`, { headers });
    }
  });

  test('unknown paths are the 404 page; the shop routes win over the catch-all', async ({ request }) => {
    for (const path of ['/gibt-es-nicht', '/at/gibt-es-nicht/tiefer', '/GROSS', '/a/b/c/d/e/f']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text()).toContain('Die angeforderte Seite existiert nicht...');
    }
    for (const path of ['/heizoelpreise', '/news', '/at/heizoelhaendler', '/impressum']) {
      expect((await request.get(path)).status(), path).toBe(200);
    }
  });
});
