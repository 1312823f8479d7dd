import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loaderArgs, sitePage, stubCmsApi, thrownStatus } from '../features/content/pages/cms-api.fixture';
import { renderRoute, testSite } from '../test/render-with-providers';
import CmsPage, { headers as cmsPageHeaders, loader } from './cms-page';
import CmsPreviewPage, { headers as previewHeaders } from './cms-preview';
import type { Route as PageRoute } from './+types/cms-page';
import type { Route as PreviewRoute } from './+types/cms-preview';

const headerArgs = (errorHeaders?: Headers) =>
  ({
    errorHeaders,
    loaderHeaders: new Headers(),
    parentHeaders: new Headers(),
    actionHeaders: new Headers(),
  }) as never;

describe('the CMS catch-all', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('renders a published page in prose, its internal links on the site, its subpages listed', async () => {
    stubCmsApi({
      '/api/site/2/pages/by-path': () =>
        Response.json(
          sitePage({
            kind: 'faq',
            path: '/haeufige-fragen',
            title: 'Häufige Fragen',
            body: '<h2>Lieferung</h2><p>Siehe <a href="/agb">AGB</a>.</p>',
            children: [
              { path: '/haeufige-fragen/zahlung', title: 'Zahlung', description: 'Wie Sie bezahlen.' },
            ],
          }),
        ),
    });
    const data = await loader(loaderArgs('/at/haeufige-fragen', { '*': 'haeufige-fragen' }, 'at') as never);
    const props = { loaderData: data, params: {} } as unknown as PageRoute.ComponentProps;
    renderRoute(() => <CmsPage {...props} />, { site: testSite('at') });

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Häufige Fragen');
    expect(screen.getByRole('heading', { name: 'Lieferung', level: 2 })).toBeDefined();
    expect(screen.getByRole('link', { name: 'AGB' }).getAttribute('href')).toBe('/at/agb');
    expect(screen.getByRole('link', { name: 'Zahlung' }).getAttribute('href')).toBe(
      '/at/haeufige-fragen/zahlung',
    );
    expect(screen.getByText('Wie Sie bezahlen.')).toBeDefined();
  });

  it('answers 404 for paths no page can have without asking the API', async () => {
    const asked = stubCmsApi({});
    for (const splat of ['NICHT', 'a/b/c/d/e', 'support/x']) {
      expect(await thrownStatus(loader(loaderArgs(`/${splat}`, { '*': splat }) as never)), splat).toBe(404);
    }
    expect(asked).toHaveLength(0);
  });

  it('is revalidated on every visit; errors are not stored', () => {
    expect(cmsPageHeaders(headerArgs())).toEqual({ 'Cache-Control': 'public, max-age=0' });
    expect(cmsPageHeaders(headerArgs(new Headers()))).toEqual({ 'Cache-Control': 'no-store' });
  });
});

describe('/vorschau/{token}', () => {
  it('shows the draft under a visible banner', () => {
    const loaderData = {
      head: undefined,
      preview: { entity: 'page', countryId: 1, page: sitePage({ title: 'Impressum (neu)' }) },
    };
    const props = { loaderData, params: {} } as unknown as PreviewRoute.ComponentProps;
    renderRoute(() => <CmsPreviewPage {...props} />);

    expect(screen.getByText('Vorschau – nicht veröffentlicht')).toBeDefined();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Impressum (neu)');
  });

  it('shows a draft article the same way', () => {
    const news = {
      Id: 3,
      ArtikelString: 'winterpreise',
      Title: 'Winterpreise im Blick',
      Teaser: 'Was der Winter bringt.',
      Content: '<p>Text</p>',
      FilePath: null,
      ImageAlt: null,
      Author: 'Redaktion',
      Featured: false,
      PublishedAt: '2026-11-20T10:00:00.000Z',
      UpdatedAt: '2026-11-20T10:00:00.000Z',
      Link: '/news/artikel/winterpreise',
    };
    const props = {
      loaderData: { head: undefined, preview: { entity: 'news', countryId: 1, news } },
      params: {},
    } as unknown as PreviewRoute.ComponentProps;
    renderRoute(() => <CmsPreviewPage {...props} />);
    expect(screen.getByText('Vorschau – nicht veröffentlicht')).toBeDefined();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Winterpreise im Blick');
  });

  it('is private even as an error answer', () => {
    expect(previewHeaders(headerArgs())).toMatchObject({ 'Cache-Control': 'private, no-store' });
  });
});
