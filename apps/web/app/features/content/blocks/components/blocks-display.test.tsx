import type { SiteContentBlockValues } from '@fuel/api-client';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute, testSite } from '../../../../test/render-with-providers';
import { HomeHero } from '../../../offers';
import { TrustSection } from '../../components/trust-section';
import { ContentBlocksContext } from '../content-blocks.context';
import { SiteFooter } from '../../../../layouts/footer/site-footer';

const EDITED: SiteContentBlockValues = {
  'home.hero.title': 'Winteraktion: Heizöl vergleichen',
  'home.hero.text': 'Jetzt vor dem Frost bestellen.',
  'home.trust': '<ul><li><h3>Geprüfte Händler</h3><p>Nur Händler aus Ihrer Region.</p></li></ul>',
  'offers.hints': '<p>Hinweis</p>',
  'footer.text': 'Heizöl-Marktplatz – seit 2026.',
  'mail.signature': 'Ihr Team',
};

describe('content blocks on the site', () => {
  it('shows the edited hero, trust section and footer text', () => {
    renderRoute(
      () => (
        <ContentBlocksContext value={EDITED}>
          <HomeHero />
          <TrustSection />
          <SiteFooter />
        </ContentBlocksContext>
      ),
      { site: testSite('de') },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Winteraktion: Heizöl vergleichen' })).toBeDefined();
    expect(screen.getByText('Jetzt vor dem Frost bestellen.')).toBeDefined();
    expect(screen.getByRole('heading', { level: 3, name: 'Geprüfte Händler' })).toBeDefined();
    expect(screen.getByText('Heizöl-Marktplatz – seit 2026.')).toBeDefined();
  });

  it("shows today's texts of the site when no blocks were loaded", () => {
    renderRoute(
      () => (
        <>
          <HomeHero />
          <TrustSection />
          <SiteFooter />
        </>
      ),
      { site: testSite('ch') },
    );
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Heizöl günstig bestellen – Preise vergleichen in der Schweiz',
      }),
    ).toBeDefined();
    expect(screen.getByRole('heading', { level: 3, name: 'Persönlicher Kundenservice' })).toBeDefined();
    const trust = screen.getByRole('region', { name: 'Darum lohnt sich der Vergleich' });
    const phone = within(trust).getByRole('link', { name: testSite('ch').customerPhone });
    expect(phone.getAttribute('href')).toMatch(/^tel:\+/);
    expect(
      screen.getByText('Heizöl-Marktplatz – Heizöl, Diesel, Holzpellets und AdBlue im Preisvergleich.'),
    ).toBeDefined();
  });
});
