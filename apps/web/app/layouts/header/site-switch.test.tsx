import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FALLBACK_SITE, SiteProvider } from '../../lib/site/site-provider';
import type { SiteData } from '../../lib/site/site.type';
import { SiteSwitch } from './site-switch';

const AT_SITE: SiteData = {
  ...FALLBACK_SITE,
  code: 'at',
  countryId: 2,
  iso: 'de-AT',
  basePath: '/at',
};

function renderSwitch(site: SiteData, path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <SiteProvider site={site}>
        <SiteSwitch />
      </SiteProvider>
    </MemoryRouter>,
  );
  const link = (code: string) => screen.getByRole('link', { name: new RegExp(`^${code} \\(`) });
  return { de: link('DE'), at: link('AT'), ch: link('CH') };
}

describe('SiteSwitch', () => {
  it('links to the same page on each site of the shared host and marks the current one', () => {
    const links = renderSwitch(AT_SITE, '/at/news');

    expect(links.de.getAttribute('href')).toBe('/news');
    expect(links.at.getAttribute('href')).toBe('/at/news');
    expect(links.ch.getAttribute('href')).toBe('/ch/news');
    expect(links.at.getAttribute('aria-current')).toBe('true');
    expect(links.de.getAttribute('aria-current')).toBeNull();
  });

  it('links the start pages without trailing slash', () => {
    const links = renderSwitch(FALLBACK_SITE, '/');

    expect(links.de.getAttribute('href')).toBe('/');
    expect(links.at.getAttribute('href')).toBe('/at');
    expect(links.ch.getAttribute('href')).toBe('/ch');
  });

  it('names each site for assistive technology', () => {
    renderSwitch(FALLBACK_SITE, '/');

    expect(screen.getByRole('navigation', { name: 'Land wählen' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'CH (Schweiz)' })).toBeDefined();
  });

  it('links to the other country domains when the sites have their own domains', () => {
    const links = renderSwitch(
      {
        ...AT_SITE,
        basePath: '',
        siteRoots: { de: 'https://heizoel24.de', at: '', ch: 'https://heizoel24.ch' },
      },
      '/news',
    );

    expect(links.de.getAttribute('href')).toBe('https://heizoel24.de/news');
    expect(links.at.getAttribute('href')).toBe('/news');
    expect(links.ch.getAttribute('href')).toBe('https://heizoel24.ch/news');
  });
});
