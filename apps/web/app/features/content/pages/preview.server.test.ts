import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, loaderArgs, sitePage, stubCmsApi, thrownStatus } from './cms-api.fixture';
import { cmsPreviewHeaders, loadCmsPreview } from './preview.server';

const TOKEN = 'eyJlIjoicGFnZSIsImkiOjd9.c2lnbmF0dXJlLXNpZ25hdHVyZQ';

async function thrown(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('nothing thrown');
}

describe('loadCmsPreview', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the draft of the link, kept off search engines', async () => {
    const asked = stubCmsApi({
      [`/api/cms/preview/${TOKEN}`]: () =>
        Response.json({ entity: 'page', countryId: 1, page: sitePage({ title: 'Impressum (Entwurf)' }) }),
    });
    const data = await loadCmsPreview(loaderArgs(`/vorschau/${TOKEN}`, { token: TOKEN }));
    expect(asked).toHaveLength(1);
    expect(data.preview.page?.title).toBe('Impressum (Entwurf)');
    expect(data.head.title).toBe('Vorschau: Impressum (Entwurf) | Heizöl-Marktplatz');
    expect(data.head.robots).toBe('noindex, nofollow');
  });

  it('answers 404 for a token of no shape without asking the API, and for one the API refuses', async () => {
    const asked = stubCmsApi({});
    for (const token of [
      '',
      'kurz',
      'a'.repeat(3000),
      'abc/def%00ghijklmnopq',
      '<script>alert(1)</script>xx',
    ]) {
      expect(await thrownStatus(loadCmsPreview(loaderArgs('/vorschau/x', { token }))), token).toBe(404);
    }
    expect(asked).toHaveLength(0);

    stubCmsApi({ [`/api/cms/preview/${TOKEN}`]: () => apiError(404, 'NOT_FOUND') });
    expect(await thrownStatus(loadCmsPreview(loaderArgs(`/vorschau/${TOKEN}`, { token: TOKEN })))).toBe(404);
  });

  it("sends a link opened on another site to the draft's site, privately", async () => {
    stubCmsApi({
      [`/api/cms/preview/${TOKEN}`]: () => Response.json({ entity: 'page', countryId: 3, page: sitePage() }),
    });
    const error = await thrown(loadCmsPreview(loaderArgs(`/vorschau/${TOKEN}`, { token: TOKEN })));
    expect(error).toBeInstanceOf(Response);
    const response = error as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe(`/ch/vorschau/${TOKEN}`);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
  });

  it('is never cached nor indexed', () => {
    expect(cmsPreviewHeaders({} as Parameters<typeof cmsPreviewHeaders>[0])).toEqual({
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex, nofollow',
    });
  });
});
