import type { LocalPriceRangeOutput } from '@fuel/api-client';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute, stubApi, testSite } from '../../../test/render-with-providers';
import { PricePage } from './price-page';

/** A zip code nobody serves: the API has no stored price for it, so no figure at all. */
const WITHOUT_PRICES: LocalPriceRangeOutput = {
  Level: 'city',
  Title: '83646 Bad Tölz',
  Link: '/heizoelpreise/bayern/bad-toelz-wolfratshausen/83646',
  Parents: [
    { Title: 'Bayern', Link: '/heizoelpreise/bayern' },
    { Title: 'Bad Tölz-Wolfratshausen', Link: '/heizoelpreise/bayern/bad-toelz-wolfratshausen' },
  ],
  Range: '1y',
  Currency: 'EUR',
  Amount: 3000,
  Rows: [],
  Series: [],
};

const TODAY = '2026-11-22T00:00:00.000Z';
const YESTERDAY = '2026-11-21T00:00:00.000Z';

/** A county the daily snapshot priced for the first time today: one stored day, no day before. */
const ONE_DAY: LocalPriceRangeOutput = {
  Level: 'county',
  Title: 'Alb-Donau-Kreis',
  Link: '/heizoelpreise/baden-wuerttemberg/alb-donau-kreis',
  Parents: [{ Title: 'Baden-Württemberg', Link: '/heizoelpreise/baden-wuerttemberg' }],
  Range: '1y',
  Currency: 'EUR',
  Amount: 3000,
  Rows: [
    {
      DateTime: TODAY,
      GroupTitle: '89183 Breitingen',
      Price: 9_932,
      Link: '/heizoelpreise/baden-wuerttemberg/alb-donau-kreis/89183',
    },
  ],
  Series: [{ DateTime: TODAY, Price: 9_931 }],
  Current: { DateTime: TODAY, Price: 9_931 },
};

/** The same county a day later: two stored days, so a line and a change to the day before. */
const TWO_DAYS: LocalPriceRangeOutput = {
  ...ONE_DAY,
  Rows: [{ ...(ONE_DAY.Rows[0] as LocalPriceRangeOutput['Rows'][number]), Open: 9_982, Change: -50 }],
  Series: [
    { DateTime: YESTERDAY, Price: 9_981 },
    { DateTime: TODAY, Price: 9_931 },
  ],
  Current: { DateTime: TODAY, Price: 9_931, Open: 9_981, Change: -50 },
};

function stubPage(page: LocalPriceRangeOutput, faq: object = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      stubApi({
        '/api/site/1/prices/range-local': () => page,
        '/api/site/1/price-faq': () => faq,
        '/api/site/price-factors': () => ({}),
        '/api/cross-linking/get': () => ({}),
      }),
    ),
  );
}

/** Text with the number formats' non-breaking spaces as plain ones. */
const text = (element: Element) => (element.textContent ?? '').replace(/\u00a0/g, ' ');

const COUNTY_AREA = { state: 'baden-wuerttemberg', county: 'alb-donau-kreis' };

describe('PricePage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('with one stored day: the price, a sentence instead of the chart, no day-before columns, no FAQ', async () => {
    stubPage(ONE_DAY);
    renderRoute(() => <PricePage area={COUNTY_AREA} range="1y" />, { site: testSite('de') });

    expect(await screen.findByText('99,31 € / 100 l')).toBeDefined();
    expect(
      screen.getByText('Der Preisverlauf erscheint, sobald wir hier an mehreren Tagen Preise erfasst haben.'),
    ).toBeDefined();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByText(/zum Vortag/)).toBeNull();
    expect(screen.queryByText(/0,00/)).toBeNull();
    expect(screen.getByText(/bei 3\.000 l inkl\. MwSt\./)).toBeDefined();

    const cells = within(screen.getByRole('row', { name: /89183 Breitingen/ })).getAllByRole('cell');
    expect(cells.map(text)).toEqual(['99,32 €', 'Angebote']);
    expect(screen.getAllByRole('columnheader').map(text)).toEqual(['Ort', 'Preis heute', 'Angebote']);
    expect(screen.queryByText(/Häufige Fragen/)).toBeNull();
  });

  it('with two stored days: the line chart, the change to the day before in the summary and the table', async () => {
    stubPage(TWO_DAYS);
    renderRoute(() => <PricePage area={COUNTY_AREA} range="1y" />, { site: testSite('de') });

    expect(await screen.findByRole('img', { name: 'Heizölpreis in Alb-Donau-Kreis, 1 Jahr' })).toBeDefined();
    expect(screen.queryByText(/Der Preisverlauf erscheint/)).toBeNull();
    expect(text(screen.getByText(/zum Vortag/))).toMatch(/^-0,50 € \(gesunken\) zum Vortag · bei 3\.000 l/);
    const cells = within(screen.getByRole('row', { name: /89183 Breitingen/ })).getAllByRole('cell');
    expect(cells.map(text)).toEqual(['99,32 €', '99,82 €', '-0,5 %', '-0,50 € (gesunken)', 'Angebote']);
  });

  it('shows a change under 0.1 % neutral: +0,02 € with its sign but not red, 0,0 % never -0,0 %', async () => {
    stubPage({
      ...TWO_DAYS,
      Rows: [{ ...(TWO_DAYS.Rows[0] as LocalPriceRangeOutput['Rows'][number]), Open: 9_936, Change: -4 }],
      Current: { DateTime: TODAY, Price: 9_931, Open: 9_929, Change: 2 },
    });
    renderRoute(() => <PricePage area={COUNTY_AREA} range="1y" />, { site: testSite('de') });

    const today = await screen.findByText(/zum Vortag/);
    expect(text(today)).toMatch(/^\+0,02 € \(unverändert\) zum Vortag/);
    expect(today.querySelector('.price-change--same')).not.toBeNull();
    const row = screen.getByRole('row', { name: /89183 Breitingen/ });
    expect(within(row).getAllByRole('cell').map(text)).toEqual([
      '99,32 €',
      '99,36 €',
      '0,0 %',
      '-0,04 € (unverändert)',
      'Angebote',
    ]);
    expect(row.querySelectorAll('.price-change--same')).toHaveLength(2);
  });

  it('without a day before although the area had earlier days: no change, but the chart', async () => {
    const gap: LocalPriceRangeOutput = {
      ...TWO_DAYS,
      Rows: ONE_DAY.Rows,
      Series: [{ DateTime: '2026-11-10T00:00:00.000Z', Price: 9_900 }, ...ONE_DAY.Series],
      Current: ONE_DAY.Current,
    };
    // A second place was priced yesterday too: the columns stay, the new place has dashes.
    const older = {
      ...(TWO_DAYS.Rows[0] as LocalPriceRangeOutput['Rows'][number]),
      GroupTitle: '89134 Blaustein',
    };
    stubPage({ ...gap, Rows: [...ONE_DAY.Rows, { ...older, Link: `${ONE_DAY.Link}/89134` }] });
    renderRoute(() => <PricePage area={COUNTY_AREA} range="1y" />, { site: testSite('de') });

    expect(await screen.findByRole('img', { name: /Heizölpreis in Alb-Donau-Kreis/ })).toBeDefined();
    expect(screen.queryByText(/zum Vortag/)).toBeNull();
    const cells = within(screen.getByRole('row', { name: /89183 Breitingen/ })).getAllByRole('cell');
    expect(cells.map(text)).toEqual([
      '99,32 €',
      '–kein Preis vom Vortag',
      '–kein Preis vom Vortag',
      '–kein Preis vom Vortag',
      'Angebote',
    ]);
    expect(text(screen.getByRole('row', { name: /89134 Blaustein/ }))).toContain('99,82 €');
  });

  it('shows the FAQ only when the API gives figures', async () => {
    stubPage(TWO_DAYS, {
      firstDate: '2026-10-01T00:00:00.000Z',
      high3YDate: '2026-10-05T00:00:00.000Z',
      high3YPrice: 10_400,
      low3YDate: TODAY,
      low3YPrice: 9_931,
      currentPrice: 9_931,
      currentDate: TODAY,
      currentTotalPrice: 297_930,
      average3YPrice: 10_100,
      amount: 3000,
      currency: 'EUR',
    });
    renderRoute(() => <PricePage area={COUNTY_AREA} range="1y" />, { site: testSite('de') });

    expect(await screen.findByText(/Häufige Fragen/)).toBeDefined();
    expect(
      screen.getByRole('heading', { name: 'Wann war Heizöl seit dem 01.10.2026 am teuersten?' }),
    ).toBeDefined();
  });

  it('says a place has no prices yet instead of showing a figure, a chart, a table or a FAQ', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        stubApi({
          '/api/site/1/prices/range-local': () => WITHOUT_PRICES,
          '/api/site/1/price-faq': () => ({}),
          '/api/site/price-factors': () => ({}),
          '/api/cross-linking/get': () => ({}),
        }),
      ),
    );
    renderRoute(() => <PricePage area={{ zipCode: '83646' }} range="1y" />, { site: testSite('de') });

    expect(await screen.findByText('Für diesen Ort liegen noch keine Preise vor.')).toBeDefined();
    expect(screen.getByText('Für diesen Zeitraum liegen noch keine Preise vor.')).toBeDefined();
    expect(screen.queryByText(/€ \/ 100 l/)).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByText(/Häufige Fragen/)).toBeNull();
  });
});
