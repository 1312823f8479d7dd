import { describe, expect, it } from 'vitest';
import { editorArgs as args, jsonOf as bodyOf, stubCmsApi, thrownBy } from './cms-api.stub';
import { CMS_PAGE_FIXTURE, CMS_REVISIONS_FIXTURE, CMS_TREE_FIXTURE } from './cms.fixture';
import { STALE_PAGE_TEXT, cmsPageEditAction, loadCmsPageEdit } from './cms-page-edit.server';
import { pageFormValuesOf } from './cms-form.util';
import { IMAGE_ASSET } from '../media/media.fixture';

const { answers, fetched, calls } = stubCmsApi();

const PAGE = '/api/support/cms/pages/3';

/** The edit form as the page posts it, with changes. */
function posted(intent: string, changes: Record<string, string | string[]> = {}) {
  const values = pageFormValuesOf(CMS_PAGE_FIXTURE);
  return {
    intent,
    parentId: values.parentId,
    kind: values.kind,
    slug: values.slug,
    countryIds: values.countryIds.map(String),
    sortOrder: values.sortOrder,
    title: values.title,
    description: values.description,
    body: values.body,
    seoTitle: values.seoTitle,
    seoDescription: values.seoDescription,
    expectedUpdatedAt: values.expectedUpdatedAt,
    ...changes,
  };
}

describe('loadCmsPageEdit', () => {
  it('offers the library images to the text: original, alt text, title or file name', async () => {
    answers['GET /api/support/cms/pages'] = { status: 200, body: { items: CMS_TREE_FIXTURE } };
    answers['GET /api/support/cms/media'] = {
      status: 200,
      body: {
        items: [
          IMAGE_ASSET,
          { ...IMAGE_ASSET, id: 8, path: '/media/x/original.png', title: 'Lager', altText: null },
        ],
        total: 2,
        page: 1,
        pageCount: 1,
      },
    };
    const { request, context } = args('/support/cms/edit');
    const loaded = await loadCmsPageEdit(request, context, undefined);
    expect(loaded.images).toEqual([
      { src: IMAGE_ASSET.path, alt: IMAGE_ASSET.altText, label: IMAGE_ASSET.fileName },
      { src: '/media/x/original.png', alt: '', label: 'Lager' },
    ]);
    expect(new URL(calls('GET', '/api/support/cms/media')[0]?.url ?? '').searchParams.get('kind')).toBe(
      'image',
    );
  });

  it('loads the page, its revisions and the tree with the editor’s token', async () => {
    answers[`GET ${PAGE}`] = { status: 200, body: CMS_PAGE_FIXTURE };
    answers[`GET ${PAGE}/revisions`] = { status: 200, body: { items: CMS_REVISIONS_FIXTURE } };
    answers['GET /api/support/cms/pages'] = { status: 200, body: { items: CMS_TREE_FIXTURE } };
    const { request, context } = args('/support/cms/3/edit?erledigt=veroeffentlicht');

    const loaded = await loadCmsPageEdit(request, context, '3');

    expect(loaded.values.body).toBe(CMS_PAGE_FIXTURE.draft.body);
    expect(loaded.values.expectedUpdatedAt).toBe(CMS_PAGE_FIXTURE.updatedAt);
    expect(loaded.revisions).toHaveLength(2);
    expect(loaded.notice).toBe('Die Seite ist veröffentlicht und auf der Website zu sehen.');
    expect(calls('GET', PAGE)[0]?.headers.get('Authorization')).toBe('Bearer editor-token');
  });

  it('starts a new page without asking for one; other ids are the 404 page, refusals the 401 page', async () => {
    answers['GET /api/support/cms/pages'] = { status: 200, body: { items: CMS_TREE_FIXTURE } };
    const created = args('/support/cms/edit?art=faq');
    const fresh = await loadCmsPageEdit(created.request, created.context, undefined);
    expect(fresh.page).toBeNull();
    expect(fresh.values.kind).toBe('faq');

    for (const id of ['abc', '0', '-1', '1e3', '99999999999999999'])
      expect(await thrownBy(loadCmsPageEdit(args('/x').request, args('/x').context, id))).toMatchObject({
        init: { status: 404 },
      });

    answers[`GET ${PAGE}`] = { status: 403, body: { error: 'FORBIDDEN', message: 'Keine Berechtigung.' } };
    expect(await thrownBy(loadCmsPageEdit(args('/x').request, args('/x').context, '3'))).toMatchObject({
      init: { status: 401 },
    });
  });
});

describe('cmsPageEditAction', () => {
  it('saves the draft with the version it was loaded from and says so', async () => {
    answers[`GET ${PAGE}`] = { status: 200, body: CMS_PAGE_FIXTURE };
    answers[`PUT ${PAGE}`] = { status: 200, body: CMS_PAGE_FIXTURE };
    const { request, context } = args('/support/cms/3/edit', posted('save', { title: 'Impressum neu' }));

    const response = await cmsPageEditAction(request, context, '3');

    expect(response).toBeInstanceOf(Response);
    expect((response as Response).headers.get('Location')).toBe(
      '/at/support/cms/3/edit?erledigt=gespeichert',
    );
    expect(await bodyOf(calls('PUT', PAGE)[0])).toEqual({
      parentId: null,
      kind: 'imprint',
      slug: 'impressum',
      countryIds: [1, 2, 3],
      sortOrder: 0,
      content: { ...CMS_PAGE_FIXTURE.draft, title: 'Impressum neu' },
      expectedUpdatedAt: CMS_PAGE_FIXTURE.updatedAt,
    });
  });

  it('publishes an unchanged draft without saving it again, a changed one after saving it', async () => {
    answers[`GET ${PAGE}`] = { status: 200, body: CMS_PAGE_FIXTURE };
    answers[`PUT ${PAGE}`] = { status: 200, body: CMS_PAGE_FIXTURE };
    answers[`POST ${PAGE}/publish`] = { status: 200, body: CMS_PAGE_FIXTURE };

    const first = await cmsPageEditAction(args('/x', posted('publish')).request, args('/x').context, '3');
    expect((first as Response).headers.get('Location')).toBe(
      '/at/support/cms/3/edit?erledigt=veroeffentlicht',
    );
    expect(calls('PUT', PAGE)).toHaveLength(0);
    expect(await bodyOf(calls('POST', `${PAGE}/publish`)[0])).toEqual({});

    await cmsPageEditAction(
      args('/x', posted('publish', { body: '<p>neu</p>' })).request,
      args('/x').context,
      '3',
    );
    expect(calls('PUT', PAGE)).toHaveLength(1);
    expect(calls('POST', `${PAGE}/publish`)).toHaveLength(2);
  });

  it('schedules at the site’s wall-clock time and refuses a time gone by', async () => {
    answers[`GET ${PAGE}`] = { status: 200, body: CMS_PAGE_FIXTURE };
    answers[`POST ${PAGE}/publish`] = { status: 200, body: CMS_PAGE_FIXTURE };

    const past = await cmsPageEditAction(
      args('/x', posted('schedule', { publishAt: '2020-01-01T10:00' })).request,
      args('/x').context,
      '3',
    );
    expect(past).toMatchObject({
      init: { status: 400 },
      data: { fieldErrors: { publishAt: expect.any(String) } },
    });
    const empty = await cmsPageEditAction(args('/x', posted('schedule')).request, args('/x').context, '3');
    expect(empty).toMatchObject({ init: { status: 400 } });
    expect(calls('POST', `${PAGE}/publish`)).toHaveLength(0);

    const done = await cmsPageEditAction(
      args('/x', posted('schedule', { publishAt: '2099-12-01T06:00' })).request,
      args('/x').context,
      '3',
    );
    expect((done as Response).headers.get('Location')).toBe('/at/support/cms/3/edit?erledigt=geplant');
    expect(await bodyOf(calls('POST', `${PAGE}/publish`)[0])).toEqual({
      publishAt: '2099-12-01T05:00:00.000Z',
    });
  });

  it('explains 409 STALE_DRAFT and keeps what was typed', async () => {
    answers[`GET ${PAGE}`] = { status: 200, body: CMS_PAGE_FIXTURE };
    answers[`PUT ${PAGE}`] = {
      status: 409,
      body: { error: 'STALE_DRAFT', message: 'Die Seite wurde inzwischen geändert.' },
    };

    const result = await cmsPageEditAction(
      args('/x', posted('save', { title: 'Mein Titel' })).request,
      args('/x').context,
      '3',
    );

    expect(result).toMatchObject({
      init: { status: 409 },
      data: { error: STALE_PAGE_TEXT, stale: true, values: { title: 'Mein Titel' } },
    });
  });

  it('shows a refused publication (broken links) on the reloaded form', async () => {
    answers[`GET ${PAGE}`] = { status: 200, body: CMS_PAGE_FIXTURE };
    answers[`POST ${PAGE}/publish`] = {
      status: 422,
      body: { error: 'BROKEN_LINKS', message: 'Der Text verlinkt auf /gibt-es-nicht.' },
    };

    const result = await cmsPageEditAction(args('/x', posted('publish')).request, args('/x').context, '3');

    expect(result).toMatchObject({
      init: { status: 422 },
      data: { error: 'Der Text verlinkt auf /gibt-es-nicht.', values: null, stale: false },
    });
  });

  it('creates a new page as a draft and opens its editor', async () => {
    answers['POST /api/support/cms/pages'] = { status: 201, body: { ...CMS_PAGE_FIXTURE, id: 44 } };

    const result = await cmsPageEditAction(
      args('/support/cms/edit', posted('save', { expectedUpdatedAt: '' })).request,
      args('/x').context,
      undefined,
    );

    expect((result as Response).headers.get('Location')).toBe('/at/support/cms/44/edit?erledigt=angelegt');
    expect(await bodyOf(calls('POST', '/api/support/cms/pages')[0])).toMatchObject({
      slug: 'impressum',
      parentId: null,
    });
  });

  it('refuses a form without title, address or site before asking the API', async () => {
    const result = await cmsPageEditAction(
      args('/x', posted('save', { title: ' ', slug: '', countryIds: [] })).request,
      args('/x').context,
      '3',
    );
    expect(result).toMatchObject({
      init: { status: 400 },
      data: {
        fieldErrors: { title: expect.any(String), slug: expect.any(String), countryIds: expect.any(String) },
      },
    });
    expect(fetched).not.toHaveBeenCalled();
  });

  it('deletes only when confirmed, then lists the pages', async () => {
    answers[`DELETE ${PAGE}`] = { status: 204, body: null };
    const unconfirmed = await cmsPageEditAction(
      args('/x', { intent: 'delete' }).request,
      args('/x').context,
      '3',
    );
    expect(unconfirmed).toMatchObject({ init: { status: 400 } });
    expect(calls('DELETE', PAGE)).toHaveLength(0);

    const deleted = await cmsPageEditAction(
      args('/x', { intent: 'delete', confirm: '1' }).request,
      args('/x').context,
      '3',
    );
    expect((deleted as Response).headers.get('Location')).toBe('/at/support/cms/list?geloescht=1');
  });

  it('withdraws, restores a revision, and refuses unknown intents and revision ids', async () => {
    answers[`POST ${PAGE}/unpublish`] = { status: 200, body: CMS_PAGE_FIXTURE };
    answers[`POST ${PAGE}/revisions/11/restore`] = { status: 200, body: CMS_PAGE_FIXTURE };
    const withdrawn = await cmsPageEditAction(
      args('/x', { intent: 'unpublish' }).request,
      args('/x').context,
      '3',
    );
    expect((withdrawn as Response).headers.get('Location')).toBe(
      '/at/support/cms/3/edit?erledigt=zurueckgezogen',
    );
    const restored = await cmsPageEditAction(
      args('/x', { intent: 'restore', revisionId: '11' }).request,
      args('/x').context,
      '3',
    );
    expect((restored as Response).headers.get('Location')).toBe(
      '/at/support/cms/3/edit?erledigt=wiederhergestellt',
    );
    const refusedForms: Record<string, string>[] = [
      { intent: 'restore', revisionId: 'x' },
      { intent: 'drop-table' },
      {},
    ];
    for (const form of refusedForms)
      expect(await cmsPageEditAction(args('/x', form).request, args('/x').context, '3')).toMatchObject({
        init: { status: 400 },
      });
  });

  it('shows the 401 page when the API refuses the editor', async () => {
    answers[`POST ${PAGE}/unpublish`] = { status: 403, body: { error: 'FORBIDDEN', message: 'Nein.' } };
    expect(
      await thrownBy(cmsPageEditAction(args('/x', { intent: 'unpublish' }).request, args('/x').context, '3')),
    ).toMatchObject({ init: { status: 401 } });
  });
});
