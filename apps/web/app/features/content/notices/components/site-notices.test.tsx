import type { SiteNoticeOutput } from '@fuel/api-client';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute, testSite } from '../../../../test/render-with-providers';
import { SiteNotices } from './site-notices';

const NOTICES: SiteNoticeOutput[] = [
  {
    id: 1,
    placement: 'all',
    tone: 'warning',
    title: 'Lieferzeiten',
    message: 'Derzeit 3–4 Wochen.',
    linkLabel: 'Zu den Preisen',
    linkUrl: '/heizoelpreise',
  },
  {
    id: 2,
    placement: 'home',
    tone: 'info',
    title: null,
    message: 'Winterpreise <b>jetzt</b> sichern.',
    linkLabel: 'Mehr',
    linkUrl: 'https://www.example.com/winter',
  },
];

describe('SiteNotices', () => {
  it("shows each notice as an Alert of its tone, links on the site's own paths or to https addresses", () => {
    renderRoute(() => <SiteNotices notices={NOTICES} />, { site: testSite('at') });

    expect(screen.getByText('Lieferzeiten')).toBeDefined();
    expect(screen.getByText('Achtung:')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Zu den Preisen' }).getAttribute('href')).toBe(
      '/at/heizoelpreise',
    );
    const outside = screen.getByRole('link', { name: 'Mehr' });
    expect(outside.getAttribute('href')).toBe('https://www.example.com/winter');
    expect(outside.getAttribute('rel')).toBe('noopener');
    // Text stays text: markup in a message is shown, never rendered.
    expect(screen.getByText('Winterpreise <b>jetzt</b> sichern.', { exact: false })).toBeDefined();
  });

  it('renders nothing without notices', () => {
    renderRoute(() => <SiteNotices notices={[]} />);
    expect(screen.queryByTestId('site-notices')).toBeNull();
  });
});
