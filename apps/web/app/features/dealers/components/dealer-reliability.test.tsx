import type { DealerReliabilityOutput } from '@fuel/api-client';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testSite } from '../../../test/render-with-providers';
import { SiteProvider } from '../../../lib/site/site-provider';
import { DealerReliability } from './dealer-reliability';

const RELIABILITY: DealerReliabilityOutput = {
  ConfirmationRate: 0.956,
  OnTimeRate: 0.9149,
  CancellationRate: 0.02,
  OrderCount: 1412,
  Since: '2025-11-24',
};

function show(reliability: DealerReliabilityOutput, site: 'de' | 'ch' = 'de') {
  return render(
    <SiteProvider site={testSite(site)}>
      <DealerReliability reliability={reliability} />
    </SiteProvider>,
  );
}

const figure = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe('DealerReliability', () => {
  it('shows the three rates in whole percent with the period and the number of orders in the site format', () => {
    show(RELIABILITY);
    expect(screen.getByRole('heading', { level: 3, name: 'Zuverlässigkeit' })).toBeDefined();
    expect(figure('Bestätigungsquote')).toBe('96 %');
    expect(figure('Pünktlich geliefert')).toBe('91 %');
    expect(figure('Storniert vom Händler')).toBe('2 %');
    expect(
      screen.getByText(
        'In den letzten 12 Monaten (seit 24.11.2025), aus 1.412 Bestellungen über unseren Marktplatz.',
      ),
    ).toBeDefined();
    expect(screen.getByText(/^So gerechnet: Bestätigungsquote/).textContent).toContain('ab 10 Bestellungen');
  });

  it('says "Noch zu wenige Bestellungen" for a rate without enough orders; Swiss grouping', () => {
    show({ ...RELIABILITY, OnTimeRate: null, CancellationRate: null, OrderCount: 1412 }, 'ch');
    expect(figure('Bestätigungsquote')).toBe('96 %');
    expect(figure('Pünktlich geliefert')).toBe('Noch zu wenige Bestellungen');
    expect(figure('Storniert vom Händler')).toBe('Noch zu wenige Bestellungen');
    expect(screen.getByText(/aus 1'412 Bestellungen/)).toBeDefined();
  });
});
