import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  apiError,
  loaderArgs,
  sitePage,
  stubCmsApi,
  thrownStatus,
} from '../features/content/pages/cms-api.fixture';
import { renderRoute } from '../test/render-with-providers';
import TermsPrint, { loader } from './terms-print';
import type { Route } from './+types/terms-print';

const terms = sitePage({
  kind: 'terms',
  path: '/agb',
  title: 'Allgemeine Geschäftsbedingungen',
  body: '<p>Stand: 1. November 2026</p><h2>§ 7 Rücktrittsrecht</h2><p>…</p>',
});

describe('/druckansicht/agb', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('prints the published terms of the CMS, kept off search engines', async () => {
    const asked = stubCmsApi({ '/api/site/2/pages/by-path': () => Response.json(terms) });
    const data = await loader(loaderArgs('/at/druckansicht/agb', {}, 'at') as never);
    expect(asked.map((url) => url.searchParams.get('path'))).toEqual(['/agb']);
    expect(data.head.robots).toBe('noindex, follow');
    expect(data.head.canonical).toMatch(/\/at\/druckansicht\/agb$/);

    const props = { loaderData: data, params: {} } as unknown as Route.ComponentProps;
    renderRoute(() => <TermsPrint {...props} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Allgemeine Geschäftsbedingungen');
    expect(screen.getByRole('heading', { level: 2, name: '§ 7 Rücktrittsrecht' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Drucken' })).toBeDefined();
  });

  it('is gone with the terms (410) and unknown without them (404)', async () => {
    stubCmsApi({ '/api/site/1/pages/by-path': () => apiError(410, 'GONE') });
    expect(await thrownStatus(loader(loaderArgs('/druckansicht/agb') as never))).toBe(410);
    stubCmsApi({});
    expect(await thrownStatus(loader(loaderArgs('/druckansicht/agb') as never))).toBe(404);
  });
});
