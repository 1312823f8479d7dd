import type { DealerOutput, ReviewSummaryOutput } from '@fuel/api-client';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute, stubApi, testSite } from '../../../test/render-with-providers';
import { SiteProvider } from '../../../lib/site/site-provider';
import { weekdayList } from './dealer-details';
import { DealerPage } from './dealer-page';
import { ReviewSeal } from './review-seal';

const DEALER: DealerOutput = {
  Id: 17,
  Name: 'Demo-Mineralöle Huber',
  Street: 'Sendlinger Straße 1',
  ZipCode: '80331',
  City: 'München',
  Phone: '+49 89 1234567',
  State: { Id: 102, Name: 'Bayern', FriendlyName: 'bayern' },
  Link: '/heizoelhaendler/bayern/80331/17',
  Rating: { Average: 4.62, Count: 1234, Grade: 'sehr gut' },
  Reliability: {
    ConfirmationRate: 0.956,
    OnTimeRate: 0.91,
    CancellationRate: null,
    OrderCount: 412,
    Since: '2025-11-24',
  },
  Branches: [
    {
      Id: 31,
      Name: 'Niederlassung Freising',
      Street: 'Hauptstraße 4',
      ZipCode: '85354',
      City: 'Freising',
      Latitude: 48.4,
      Longitude: 11.74,
      DeliveryRadiusKm: 40,
      LeadTimeDays: 3,
      DeliveryWeekdays: [1, 2, 3, 4, 5],
      ZipCodeCount: 212,
      Link: '/heizoelhaendler/bayern/85354/31/17',
    },
  ],
  AreaServed: {
    ZipCodeCount: 212,
    States: [{ Id: 102, Name: 'Bayern', FriendlyName: 'bayern', ZipCodeCount: 212 }],
    Places: [{ ZipCode: '85354', Place: 'Freising', Link: '/heizoelhaendler/bayern/85354' }],
    Regions: [
      {
        Name: 'Landkreis Freising',
        ZipCodes: [
          { ZipCode: '85354', Places: ['Freising'] },
          { ZipCode: '85356', Places: ['Freising', 'Pulling'] },
        ],
      },
      // A large-customer code: listed by its number, never under the company's name.
      { Name: 'Kreisfreie Stadt München', ZipCodes: [{ ZipCode: '80290', Places: [] }] },
    ],
  },
  Products: [{ Id: 1, Name: 'Heizöl schwefelarm', ProductGroupId: 1, ProductGroupName: 'Heizöl' }],
  PaymentMethods: [
    { Id: 11, Name: 'Rechnung' },
    { Id: 23, Name: 'Ratenzahlung' },
  ],
  MonthlyRateCount: 12,
  CalculatorZipCode: '85354',
  RecentRatings: [
    { Stars: 5, Text: 'Pünktlich und sauber geliefert.', CreatedAt: '2026-11-20T09:12:00.000Z' },
  ],
};

describe('DealerPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows contact, rating, products, payment methods, branches, area and a prefilled calculator', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(stubApi({ '/api/site/1/dealers/17': () => DEALER, '/api/cross-linking/get': () => ({}) })),
    );
    renderRoute(() => <DealerPage id="17" />, { site: testSite('de') });

    expect(await screen.findByRole('heading', { level: 1, name: DEALER.Name })).toBeDefined();
    expect(screen.getByText('4,6 von 5 Sternen')).toBeDefined();
    expect(screen.getByText('Pünktlich und sauber geliefert.')).toBeDefined();
    expect(screen.getByText('Bestätigungsquote').nextElementSibling?.textContent).toBe('96 %');
    expect(screen.getByText('(20.11.2026)')).toBeDefined();
    expect(screen.getByText('Heizöl schwefelarm')).toBeDefined();
    expect(screen.getByText('Ratenzahlung (bis 12 Monate)')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Niederlassung Freising' }).getAttribute('href')).toBe(
      '/heizoelhaendler/bayern/85354/31/17',
    );
    expect(screen.getByText('Mo, Di, Mi, Do, Fr')).toBeDefined();
    expect(screen.getByRole('link', { name: '85354 Freising' })).toBeDefined();
    expect((screen.getByLabelText('PLZ') as HTMLInputElement).value).toBe('85354');
    expect(screen.getByText('Landkreis Freising').closest('details')).not.toBeNull();
    expect(screen.getByText('2 Postleitzahlen')).toBeDefined();
    expect(screen.getByText('85356').parentElement?.textContent).toBe('85356 Freising, Pulling');
    expect(screen.getByText('80290').parentElement?.textContent).toBe('80290');
    expect(screen.getByRole('link', { name: '+49 89 1234567' }).getAttribute('href')).toBe(
      'tel:+49891234567',
    );
  });
});

describe('dealer details', () => {
  it('names the delivery weekdays', () => {
    expect(weekdayList([1, 3, 6])).toBe('Mo, Mi, Sa');
  });
});

describe('ReviewSeal', () => {
  const summary: ReviewSummaryOutput = {
    OverallMark: 4.62,
    OverallMarkDescriptionGUILang: 'SEHR GUT',
    ActiveReviewCount: 18342,
    ActivePeriodInDays: 365,
    TotalReviewCount: 18342,
  };

  it('shows mark, grade and number of ratings in the site format, nothing without ratings', () => {
    const { unmount } = render(
      <MemoryRouter>
        <SiteProvider site={testSite('ch')}>
          <ReviewSeal summary={summary} />
        </SiteProvider>
      </MemoryRouter>,
    );
    expect(screen.getByTestId('review-seal').textContent).toBe(
      "4.6SEHR GUT – 4.6 von 5 Sternen aus 18'342 Kundenbewertungen der letzten 365 Tage",
    );
    unmount();
    const { container } = render(
      <SiteProvider site={testSite('de')}>
        <ReviewSeal summary={{ ...summary, TotalReviewCount: 0, ActiveReviewCount: 0 }} />
      </SiteProvider>,
    );
    expect(container.textContent).toBe('');
  });
});
