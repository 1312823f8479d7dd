import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute, stubApi, testSite } from '../../../test/render-with-providers';
import { CrossLinks } from './cross-links';

const LINKS = {
  Path: '/heizoelhaendler/tirol/6020',
  Groups: [
    {
      Title: 'Rund um Innsbruck (6020)',
      Links: [
        { Title: 'Heizölpreise in Innsbruck (6020)', Link: '/heizoelpreise/tirol/innsbruck/6020' },
        { Title: 'Heizölhändler in Innsbruck (6020)', Link: '/heizoelhaendler/tirol/6020' },
      ],
    },
    { Title: 'Leer', Links: [] },
  ],
};

describe('CrossLinks', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the related pages of the path as links of the current site', async () => {
    const fetch = vi.fn(stubApi({ '/api/cross-linking/get': () => LINKS }));
    vi.stubGlobal('fetch', fetch);
    renderRoute(() => <CrossLinks path="/heizoelhaendler/tirol/6020" />, { site: testSite('at') });

    const link = await screen.findByRole('link', { name: 'Heizölpreise in Innsbruck (6020)' });
    expect(link.getAttribute('href')).toBe('/at/heizoelpreise/tirol/innsbruck/6020');
    expect(screen.getByRole('heading', { name: 'Rund um Innsbruck (6020)' })).toBeDefined();
    const url = new URL((fetch.mock.calls[0]?.[0] as Request).url);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      countryId: '2',
      path: '/heizoelhaendler/tirol/6020',
    });
  });

  it('shows nothing for {} or a failed call', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetch = vi.fn(stubApi({}));
    vi.stubGlobal('fetch', fetch);
    const { container } = renderRoute(() => <CrossLinks path="/news" />, { site: testSite('de') });

    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(container.querySelector('nav')).toBeNull();
  });
});
