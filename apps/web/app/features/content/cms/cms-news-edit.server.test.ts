import { describe, expect, it } from 'vitest';
import { IMAGE_ASSET } from '../media/media.fixture';
import { editorArgs, jsonOf, stubCmsApi, thrownBy } from './cms-api.stub';
import { CMS_NEWS_FIXTURE } from './cms.fixture';
import { cmsNewsEditAction, loadCmsNewsEdit } from './cms-news-edit.server';
import { newsFormValuesOf } from './cms-news-form.util';

const { answers, calls } = stubCmsApi();

const NEWS = '/api/support/cms/news/7';
const MEDIA_LIST = { items: [IMAGE_ASSET], total: 1, page: 1, pageCount: 1 };

/** The article form as the editor posts it, with changes. */
function posted(intent: string, changes: Record<string, string> = {}) {
  const { countryId, featured, ...values } = newsFormValuesOf(CMS_NEWS_FIXTURE);
  return {
    ...Object.fromEntries(Object.entries(values).map(([name, value]) => [name, String(value)])),
    countryId: String(countryId),
    ...(featured ? { featured: '1' } : {}),
    intent,
    ...changes,
  };
}

describe('loadCmsNewsEdit', () => {
  it('loads the article, its revisions and the library’s images; its own image even when older', async () => {
    answers[`GET ${NEWS}`] = {
      status: 200,
      body: { ...CMS_NEWS_FIXTURE, draft: { ...CMS_NEWS_FIXTURE.draft, imageId: 99, imageAlt: 'Alt' } },
    };
    answers[`GET ${NEWS}/revisions`] = { status: 200, body: { items: [] } };
    answers['GET /api/support/cms/media'] = { status: 200, body: MEDIA_LIST };
    answers['GET /api/support/cms/media/99'] = { status: 200, body: { ...IMAGE_ASSET, id: 99, usages: [] } };
    const { request, context } = editorArgs('/support/cms/news/7');

    const loaded = await loadCmsNewsEdit(request, context, '7');

    expect(loaded.values.imageId).toBe('99');
    expect(loaded.images.map((image) => image.id)).toEqual([7]);
    expect(loaded.selectedImage?.id).toBe(99);
    expect(new URL(calls('GET', '/api/support/cms/media')[0]?.url ?? '').searchParams.get('kind')).toBe(
      'image',
    );
  });

  it('starts a new article on the back office’s site; unknown ids are the 404 page', async () => {
    answers['GET /api/support/cms/media'] = { status: 200, body: MEDIA_LIST };
    const fresh = editorArgs('/support/cms/news/neu');
    expect((await loadCmsNewsEdit(fresh.request, fresh.context, 'neu')).values.countryId).toBe(2);
    const bad = editorArgs('/support/cms/news/x');
    expect(await thrownBy(loadCmsNewsEdit(bad.request, bad.context, 'x'))).toMatchObject({
      init: { status: 404 },
    });
  });
});

describe('cmsNewsEditAction', () => {
  it('creates an article on the chosen site with its image and alt text', async () => {
    answers['POST /api/support/cms/news'] = { status: 201, body: { ...CMS_NEWS_FIXTURE, id: 8 } };
    const { request, context } = editorArgs(
      '/support/cms/news/neu',
      posted('save', { imageId: '7', imageAlt: 'Tankwagen', featured: '1', expectedUpdatedAt: '' }),
    );

    const result = await cmsNewsEditAction(request, context, 'neu');

    expect((result as Response).headers.get('Location')).toBe('/at/support/cms/news/8?erledigt=angelegt');
    expect(await jsonOf(calls('POST', '/api/support/cms/news')[0])).toEqual({
      countryId: 1,
      slug: 'heizoelpreise-im-winter',
      content: { ...CMS_NEWS_FIXTURE.draft, featured: true, imageId: 7, imageAlt: 'Tankwagen' },
    });
  });

  it('saves without the site (fixed once saved) and with the version it was loaded from', async () => {
    answers[`GET ${NEWS}`] = { status: 200, body: CMS_NEWS_FIXTURE };
    answers[`PUT ${NEWS}`] = { status: 200, body: CMS_NEWS_FIXTURE };
    const { request, context } = editorArgs('/support/cms/news/7', posted('save', { teaser: 'Neu.' }));

    await cmsNewsEditAction(request, context, '7');

    expect(await jsonOf(calls('PUT', NEWS)[0])).toEqual({
      slug: 'heizoelpreise-im-winter',
      content: { ...CMS_NEWS_FIXTURE.draft, teaser: 'Neu.' },
      expectedUpdatedAt: CMS_NEWS_FIXTURE.updatedAt,
    });
  });

  it('asks for the alt text of a chosen image and a valid address before calling the API', async () => {
    const { request, context } = editorArgs(
      '/support/cms/news/7',
      posted('save', { imageId: '7', slug: 'Ä b' }),
    );
    expect(await cmsNewsEditAction(request, context, '7')).toMatchObject({
      init: { status: 400 },
      data: { fieldErrors: { imageAlt: expect.any(String), slug: expect.any(String) } },
    });
    expect(calls('PUT', NEWS)).toHaveLength(0);
  });

  it('creates the private preview link', async () => {
    answers[`POST ${NEWS}/preview-link`] = {
      status: 201,
      body: { url: '/vorschau/abc.def', expiresAt: '2026-11-25T08:00:00.000Z' },
    };
    const { request, context } = editorArgs('/support/cms/news/7', { intent: 'preview-link' });
    expect(await cmsNewsEditAction(request, context, '7')).toMatchObject({
      previewLink: { url: '/vorschau/abc.def', expiresAt: '2026-11-25T08:00:00.000Z', error: null },
    });
  });
  it('deletes only when confirmed, then shows the news list with its notice', async () => {
    answers[`DELETE ${NEWS}`] = { status: 204, body: null };
    const unconfirmed = editorArgs('/support/cms/news/7', { intent: 'delete' });
    expect(await cmsNewsEditAction(unconfirmed.request, unconfirmed.context, '7')).toMatchObject({
      data: { error: 'Bitte bestätigen Sie, dass der Artikel endgültig gelöscht werden soll.' },
      init: { status: 400 },
    });
    expect(calls('DELETE', NEWS)).toHaveLength(0);

    const confirmed = editorArgs('/support/cms/news/7', { intent: 'delete', confirm: '1' });
    const deleted = await cmsNewsEditAction(confirmed.request, confirmed.context, '7');
    expect((deleted as Response).headers.get('Location')).toBe(
      '/at/support/cms/list?ansicht=news&artikel-geloescht=1',
    );
    expect(calls('DELETE', NEWS)).toHaveLength(1);
  });

  it('stays on the editor when the article went live meanwhile (409), and 404 is the 404 page', async () => {
    answers[`DELETE ${NEWS}`] = {
      status: 409,
      body: { statusCode: 409, error: 'CONFLICT', message: 'Ziehen Sie den Artikel zuerst zurück.' },
    };
    const live = editorArgs('/support/cms/news/7', { intent: 'delete', confirm: '1' });
    expect(await cmsNewsEditAction(live.request, live.context, '7')).toMatchObject({
      data: { error: expect.any(String), values: null },
      init: { status: 409 },
    });

    answers[`DELETE ${NEWS}`] = { status: 404, body: { statusCode: 404, error: 'NOT_FOUND', message: 'x' } };
    const gone = editorArgs('/support/cms/news/7', { intent: 'delete', confirm: '1' });
    expect(await thrownBy(cmsNewsEditAction(gone.request, gone.context, '7'))).toMatchObject({
      init: { status: 404 },
    });
  });
});
