// @vitest-environment node
// (multipart with a file: the test DOM's File is not the one the server's form parser makes)
import { describe, expect, it } from 'vitest';
import { ADVERT_FIXTURE, ADVERT_IMAGES_FIXTURE } from './adverts.fixture';
import { siteContext } from '../../../lib/site/site.context';
import { testRouterContext, testSite } from '../../../test/render-with-providers';
import { jsonOf, stubCmsApi, thrownBy } from '../../content/cms/cms-api.stub';
import { advertAction, loadAdvertEdit, loadAdvertsList } from './adverts-page.server';

const { answers, calls } = stubCmsApi();

const ADVERT = ADVERT_FIXTURE;
const IMAGES = ADVERT_IMAGES_FIXTURE;

const cookie = () => `token=ads-token; token_expires=${Math.floor(Date.now() / 1000) + 600}`;

/** A file field of the multipart post. */
interface Upload {
  readonly fileName: string;
  readonly type: string;
  readonly content: string;
}

/** The multipart body a browser posts. */
function multipart(form: Record<string, string | Upload>, boundary: string): string {
  const parts = Object.entries(form).map(([name, value]) =>
    typeof value === 'string'
      ? `Content-Disposition: form-data; name="${name}"\r\n\r\n${value}`
      : `Content-Disposition: form-data; name="${name}"; filename="${value.fileName}"\r\n` +
        `Content-Type: ${value.type}\r\n\r\n${value.content}`,
  );
  return `${parts.map((part) => `--${boundary}\r\n${part}\r\n`).join('')}--${boundary}--\r\n`;
}

/** An ad manager's request on the German site: GET, or a multipart POST of the form. */
function args(path: string, form?: Record<string, string | Upload>) {
  const boundary = 'advert-form-boundary';
  const request = new Request(`http://shop.test${path}`, {
    method: form ? 'POST' : 'GET',
    headers: {
      Cookie: cookie(),
      ...(form && { 'Content-Type': `multipart/form-data; boundary=${boundary}` }),
    },
    ...(form && { body: multipart(form, boundary) }),
  });
  const context = testRouterContext();
  context.set(siteContext, testSite('de'));
  return { request, context };
}

const FORM = {
  intent: 'save',
  name: 'Winteraktion',
  advertiser: 'Müller Energie',
  linkUrl: 'https://example.com/winter',
  html: '<p class="box" onclick="alert(1)">Heizöl günstig</p><script>alert(2)</script>',
  css: '',
};

function location(response: unknown): string | null {
  return response instanceof Response ? response.headers.get('Location') : null;
}

describe('loadAdvertsList', () => {
  it('lists the adverts with the ad manager’s token and the search', async () => {
    answers['GET /api/support/adverts'] = { status: 200, body: { items: [] } };
    const { request, context } = args('/support/adverts?q=%20winter%20&erledigt=deleted');
    expect(await loadAdvertsList(request, context)).toEqual({
      adverts: [],
      q: 'winter',
      notice: 'Anzeige gelöscht.',
    });
    const [sent] = calls('GET', '/api/support/adverts');
    expect(sent?.headers.get('Authorization')).toBe('Bearer ads-token');
    expect(new URL(sent?.url ?? '').searchParams.get('q')).toBe('winter');
  });

  it('shows the 401 page to a caller without ads.manage', async () => {
    answers['GET /api/support/adverts'] = { status: 403, body: { error: 'FORBIDDEN' } };
    const { request, context } = args('/support/adverts');
    expect(await thrownBy(loadAdvertsList(request, context))).toMatchObject({ init: { status: 401 } });
  });
});

describe('loadAdvertEdit', () => {
  it('loads the advert and a page of library images, with the notes of the last save', async () => {
    answers['GET /api/support/adverts/7'] = { status: 200, body: ADVERT };
    answers['GET /api/support/adverts/images'] = { status: 200, body: IMAGES };
    const { request, context } = args(
      '/support/adverts/7?erledigt=saved&bereinigt=1&bildsuche=tank&bildseite=2',
    );
    const loaded = await loadAdvertEdit(request, context, '7');
    expect(loaded).toMatchObject({
      advert: ADVERT,
      values: { name: 'Winteraktion', css: '.advert .box { color: red }' },
      images: IMAGES,
      imageSearch: 'tank',
      notice: 'Anzeige gespeichert.',
      htmlAdjusted: true,
    });
    const params = new URL(calls('GET', '/api/support/adverts/images')[0]?.url ?? '').searchParams;
    expect(Object.fromEntries(params)).toEqual({ q: 'tank', page: '2' });
  });

  it('starts a new advert empty; unknown ids are the 404 page, refusals the 401 page', async () => {
    answers['GET /api/support/adverts/images'] = { status: 200, body: IMAGES };
    const fresh = await loadAdvertEdit(
      args('/support/adverts/create').request,
      args('/x').context,
      undefined,
    );
    expect(fresh.advert).toBeNull();
    expect(fresh.values.html).toBe('');
    expect(calls('GET', '/api/support/adverts/images')).toHaveLength(1);

    for (const id of ['abc', '0', '-1', '1e3', '99999999999'])
      expect(await thrownBy(loadAdvertEdit(args('/x').request, args('/x').context, id))).toMatchObject({
        init: { status: 404 },
      });
    expect(await thrownBy(loadAdvertEdit(args('/x').request, args('/x').context, '8'))).toMatchObject({
      init: { status: 404 },
    });
    answers['GET /api/support/adverts/images'] = { status: 403, body: { error: 'FORBIDDEN' } };
    expect(await thrownBy(loadAdvertEdit(args('/x').request, args('/x').context, undefined))).toMatchObject({
      init: { status: 401 },
    });
  });
});

describe('advertAction', () => {
  it('creates the advert, then its stylesheet from the uploaded file, and says the HTML was cleaned', async () => {
    answers['POST /api/support/adverts'] = {
      status: 201,
      body: { ...ADVERT, id: 9, stylesFileName: null, css: null, htmlAdjusted: true },
    };
    answers['PUT /api/support/adverts/9/stylesheet'] = { status: 200, body: { ...ADVERT, id: 9 } };
    const file = {
      fileName: 'a.css',
      type: 'text/css',
      content: '@import url(https://evil.test/x.css);\n.box { color: red }',
    };
    const { request, context } = args('/support/adverts/create', { ...FORM, css: 'ignored', cssFile: file });
    const response = await advertAction(request, context, undefined);
    expect(location(response)).toBe('/support/adverts/9?erledigt=saved&bereinigt=1');
    expect(await jsonOf(calls('POST', '/api/support/adverts')[0])).toEqual({
      name: 'Winteraktion',
      advertiser: 'Müller Energie',
      linkUrl: 'https://example.com/winter',
      html: FORM.html,
    });
    expect(await jsonOf(calls('PUT', '/api/support/adverts/9/stylesheet')[0])).toEqual({
      css: '@import url(https://evil.test/x.css);\n.box { color: red }',
    });
  });

  it('leaves an unchanged stylesheet alone and removes an emptied one', async () => {
    answers['PUT /api/support/adverts/7'] = { status: 200, body: ADVERT };
    answers['DELETE /api/support/adverts/7/stylesheet'] = { status: 200, body: { ...ADVERT, css: null } };
    const same = args('/support/adverts/7', { ...FORM, css: ADVERT.css ?? '' });
    expect(location(await advertAction(same.request, same.context, '7'))).toBe(
      '/support/adverts/7?erledigt=saved',
    );
    expect(calls('PUT', '/api/support/adverts/7/stylesheet')).toHaveLength(0);
    expect(calls('DELETE', '/api/support/adverts/7/stylesheet')).toHaveLength(0);

    const emptied = args('/support/adverts/7', { ...FORM, css: '' });
    await advertAction(emptied.request, emptied.context, '7');
    expect(calls('DELETE', '/api/support/adverts/7/stylesheet')).toHaveLength(1);
  });

  it('keeps the form with the API’s reasons: missing fields, a refused stylesheet', async () => {
    const empty = args('/support/adverts/create', { ...FORM, name: '', html: '' });
    const refused = await advertAction(empty.request, empty.context, undefined);
    expect(refused).toMatchObject({
      init: { status: 400 },
      data: { fieldErrors: { name: 'Bitte geben Sie der Anzeige einen Namen.' } },
    });
    expect(calls('POST', '/api/support/adverts')).toHaveLength(0);

    answers['PUT /api/support/adverts/7'] = { status: 200, body: ADVERT };
    answers['PUT /api/support/adverts/7/stylesheet'] = {
      status: 400,
      body: {
        status: 400,
        error: 'VALIDATION_FAILED',
        message: 'Eingaben ungültig.',
        fieldErrors: [{ field: 'css', messages: ['Das Stylesheet lässt sich nicht lesen: Unclosed block.'] }],
      },
    };
    const broken = args('/support/adverts/7', { ...FORM, css: '.box {' });
    expect(await advertAction(broken.request, broken.context, '7')).toMatchObject({
      init: { status: 400 },
      data: {
        error: 'Die Anzeige ist gespeichert, ihr Stylesheet aber nicht.',
        fieldErrors: { css: 'Das Stylesheet lässt sich nicht lesen: Unclosed block.' },
        values: { css: '.box {' },
      },
    });
  });

  it('sends a new advert whose stylesheet was refused to its page, asking for it again', async () => {
    answers['POST /api/support/adverts'] = { status: 201, body: { ...ADVERT, id: 9, css: null } };
    answers['PUT /api/support/adverts/9/stylesheet'] = { status: 400, body: { error: 'VALIDATION_FAILED' } };
    const { request, context } = args('/support/adverts/create', { ...FORM, css: '.box {' });
    expect(location(await advertAction(request, context, undefined))).toBe(
      '/support/adverts/9?erledigt=stylesheetRefused',
    );
  });

  it('deletes only when confirmed, and says why a used advert stays', async () => {
    const unconfirmed = args('/support/adverts/7', { intent: 'delete' });
    expect(await advertAction(unconfirmed.request, unconfirmed.context, '7')).toMatchObject({
      init: { status: 400 },
      data: { error: 'Bitte bestätigen Sie, dass die Anzeige gelöscht wird.' },
    });
    expect(calls('DELETE', '/api/support/adverts/7')).toHaveLength(0);

    answers['DELETE /api/support/adverts/7'] = { status: 409, body: { status: 409, error: 'CONFLICT' } };
    const used = args('/support/adverts/7', { intent: 'delete', confirm: '1' });
    expect(await advertAction(used.request, used.context, '7')).toMatchObject({
      init: { status: 409 },
      data: { error: expect.stringContaining('noch von einer Kampagne verwendet') },
    });
    // The API's own reason, when it gives one, names the campaign.
    const reason = 'Diese Anzeige ist einer Kampagne zugeordnet (Winter Bayern).';
    answers['DELETE /api/support/adverts/7'] = {
      status: 409,
      body: { status: 409, error: 'AD_ADVERT_IN_USE', message: reason },
    };
    const named = args('/support/adverts/7', { intent: 'delete', confirm: '1' });
    expect(await advertAction(named.request, named.context, '7')).toMatchObject({ data: { error: reason } });

    answers['DELETE /api/support/adverts/7'] = { status: 204, body: null };
    const free = args('/support/adverts/7', { intent: 'delete', confirm: '1' });
    expect(location(await advertAction(free.request, free.context, '7'))).toBe(
      '/support/adverts?erledigt=deleted',
    );
  });

  it('removes the stylesheet on its own button', async () => {
    answers['DELETE /api/support/adverts/7/stylesheet'] = { status: 200, body: { ...ADVERT, css: null } };
    const { request, context } = args('/support/adverts/7', { intent: 'removeStylesheet' });
    expect(location(await advertAction(request, context, '7'))).toBe(
      '/support/adverts/7?erledigt=stylesheetRemoved',
    );
  });

  it('refuses a post far beyond any advert before reading it', async () => {
    const request = new Request('http://shop.test/support/adverts/create', {
      method: 'POST',
      headers: {
        Cookie: cookie(),
        'Content-Length': '5000000',
        'Content-Type': 'multipart/form-data; boundary=x',
      },
      body: 'x',
    });
    const { context } = args('/x');
    expect(await advertAction(request, context, undefined)).toMatchObject({ init: { status: 413 } });
    expect(calls('POST', '/api/support/adverts')).toHaveLength(0);
  });
});
