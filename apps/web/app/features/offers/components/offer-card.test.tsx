import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { testSite } from '../../../test/render-with-providers';
import { SiteProvider } from '../../../lib/site/site-provider';
import { offerFixture } from '../offer.fixture';
import { OfferCard } from './offer-card';

const PAYMENT_LABELS = new Map([
  [11, 'Rechnung'],
  [23, 'Ratenzahlung'],
]);

function renderCard(code: 'de' | 'ch', offer = offerFixture()) {
  return render(
    <MemoryRouter>
      <SiteProvider site={testSite(code)}>
        <OfferCard
          offer={offer}
          paymentLabels={PAYMENT_LABELS}
          orderHref="/heizoel/bestellparameter-bestaetigen?x=1"
        />
      </SiteProvider>
    </MemoryRouter>,
  );
}

describe('OfferCard', () => {
  it('shows rank, dealer, rating, prices, delivery window, payments and VAT in German formats', () => {
    renderCard('de');
    const card = screen.getByRole('article', { name: 'Demo-Energie Peters KG' });

    expect(card.textContent).toContain('Bestpreis');
    expect(screen.getByLabelText('Platz 1')).toBeDefined();
    expect(card.textContent).toContain('München');
    expect(screen.getByText('4,6 von 5 Sternen')).toBeDefined();
    expect(card.textContent).toContain('(1.234 Bewertungen)');
    expect(screen.getByTestId('offer-total').textContent).toMatch(/^2\.932,40\s€$/);
    expect(card.textContent).toMatch(/97,75\s€ \/ 100 l/);
    expect(card.textContent).toContain('Lieferung zwischen 24.11.2026 und 27.11.2026');
    expect(card.textContent).toContain('Rechnung, Ratenzahlung');
    expect(card.textContent).toContain('inkl. 19 % MwSt.');
    expect(screen.getByRole('link', { name: 'Bestellen' }).getAttribute('href')).toBe(
      '/heizoel/bestellparameter-bestaetigen?x=1',
    );
  });

  it('uses the Swiss formats on the ch site and marks regional guide offers', () => {
    renderCard('ch', offerFixture({ Currency: 'CHF', VatRate: 8.1, Rank: 5, IsDefaultOffer: true }));

    expect(screen.getByTestId('offer-total').textContent).toMatch(/^CHF\s2'932\.40$/);
    expect(screen.getByText('inkl. 8.1 % MwSt.')).toBeDefined();
    expect(screen.getByText('Regionales Richtangebot')).toBeDefined();
    expect(screen.queryByText('Bestpreis')).toBeNull();
  });
});
