import { afterEach, describe, expect, it, vi } from 'vitest';
import { loaderArgs, stubCmsApi } from '../../features/content/pages/cms-api.fixture';
import { sitemapResponse } from './sitemap.server';

const page = (path: string, noIndex = false) => ({
  id: path.length,
  kind: 'landing',
  path,
  title: path,
  updatedAt: '2026-11-20T10:00:00.000Z',
  noIndex,
});

describe('the pages sitemap', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lists the site's published CMS pages beside the shop's own, without those kept off search engines", async () => {
    const asked = stubCmsApi({
      '/api/site/2/pages': () =>
        Response.json({ items: [page('/impressum'), page('/winteraktion'), page('/intern', true)] }),
    });
    const response = await sitemapResponse(loaderArgs('/sitemaps/at-seiten.xml', { file: 'at-seiten.xml' }));
    const xml = await response.text();

    expect(asked.map((url) => url.pathname)).toEqual(['/api/site/2/pages']);
    expect(xml).toContain('/at/winteraktion</loc><lastmod>2026-11-20T10:00:00.000Z</lastmod>');
    expect(xml).toContain('/at/heizoelhaendler</loc>');
    expect(xml).not.toContain('/intern<');
    // Once, with the CMS page's date.
    expect(xml.match(/\/at\/impressum</g)).toHaveLength(1);
    expect(xml).toContain('/at/impressum</loc><lastmod>');
  });
});
