import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, loaderArgs, sitePage, stubCmsApi, thrownStatus } from './cms-api.fixture';
import { cmsPathOf, loadSitePage, loadSitePageOrNull } from './site-page.server';

describe('cmsPathOf', () => {
  it('takes slugs up to the tree depth', () => {
    expect(cmsPathOf('faq')).toBe('/faq');
    expect(cmsPathOf('info-center/heizoel/lagerung')).toBe('/info-center/heizoel/lagerung');
  });

  it('refuses what no page can be: empty, upper case, dots, encoded, too deep, trailing slash, reserved', () => {
    for (const splat of [
      undefined,
      '',
      'FAQ',
      '../etc',
      'a%2Fb',
      'faq/',
      'a//b',
      'a/b/c/d/e',
      'x'.repeat(10) + '--y',
      'support/cms',
      'news',
      'vorschau/abc',
    ]) {
      expect(cmsPathOf(splat), String(splat)).toBeUndefined();
    }
  });
});

describe('loadSitePage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks for the page at its path on the request's site and builds its head", async () => {
    const asked = stubCmsApi({ '/api/site/2/pages/by-path': () => Response.json(sitePage()) });
    const data = await loadSitePage(loaderArgs('/at/impressum', {}, 'at'), '/impressum', {
      onAllSites: true,
    });

    expect(asked.map((url) => url.searchParams.get('path'))).toEqual(['/impressum']);
    expect(data.page.title).toBe('Impressum');
    expect(data.crumbs).toEqual([{ label: 'Impressum' }]);
    expect(data.head.title).toBe('Impressum | Heizöl-Marktplatz');
    expect(data.head.description).toBe('Wer den Marktplatz betreibt.');
    expect(data.head.robots).toBe('index, follow');
    expect(data.head.canonical).toMatch(/\/at\/impressum$/);
    expect(data.head.alternates.map((a) => a.hrefLang)).toEqual(['de-DE', 'de-AT', 'de-CH', 'x-default']);
  });

  it('uses the SEO title and description when set, and noIndex keeps search engines off', async () => {
    stubCmsApi({
      '/api/site/1/pages/by-path': () =>
        Response.json(
          sitePage({
            path: '/aktion',
            kind: 'landing',
            seoTitle: 'Winteraktion',
            seoDescription: 'Jetzt bestellen',
            noIndex: true,
          }),
        ),
    });
    const { head } = await loadSitePage(loaderArgs('/aktion'), '/aktion');
    expect(head.title).toBe('Winteraktion | Heizöl-Marktplatz');
    expect(head.description).toBe('Jetzt bestellen');
    expect(head.robots).toBe('noindex, follow');
    // A page of one site: no hreflang alternates.
    expect(head.alternates).toEqual([]);
  });

  it('names the published ancestors in the breadcrumbs', async () => {
    stubCmsApi({
      '/api/site/1/pages/by-path': () =>
        Response.json(
          sitePage({ kind: 'info-center', path: '/info-center/heizoel/lagerung', title: 'Lagerung' }),
        ),
      '/api/site/1/pages': () =>
        Response.json({
          items: [
            {
              id: 1,
              kind: 'info-center',
              path: '/info-center',
              title: 'Info-Center',
              updatedAt: '',
              noIndex: false,
            },
          ],
        }),
    });
    const { crumbs } = await loadSitePage(
      loaderArgs('/info-center/heizoel/lagerung'),
      '/info-center/heizoel/lagerung',
    );
    // '/info-center/heizoel' is not published: its level is left out.
    expect(crumbs).toEqual([{ label: 'Info-Center', path: '/info-center' }, { label: 'Lagerung' }]);
  });

  it('answers 404 for an unknown page and 410 for an unpublished one', async () => {
    stubCmsApi({});
    expect(await thrownStatus(loadSitePage(loaderArgs('/gibt-es-nicht'), '/gibt-es-nicht'))).toBe(404);
    expect(await loadSitePageOrNull(loaderArgs('/gibt-es-nicht'), '/gibt-es-nicht')).toBeNull();

    stubCmsApi({ '/api/site/1/pages/by-path': () => apiError(410, 'GONE') });
    expect(await thrownStatus(loadSitePage(loaderArgs('/alt'), '/alt'))).toBe(410);
    expect(await thrownStatus(loadSitePageOrNull(loaderArgs('/alt'), '/alt'))).toBe(410);
  });

  it('lets other failures through to the error page', async () => {
    stubCmsApi({ '/api/site/1/pages/by-path': () => apiError(503, 'SERVICE_UNAVAILABLE') });
    await expect(loadSitePage(loaderArgs('/faq'), '/faq')).rejects.toMatchObject({ status: 503 });
  });
});
