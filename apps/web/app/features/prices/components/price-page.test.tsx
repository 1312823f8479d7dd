import type { LocalPriceRangeOutput } from '@fuel/api-client';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute, stubApi, testSite } from '../../../test/render-with-providers';
import { PricePage } from './price-page';

vi.mock('../../api/api-base-url', () => ({ apiBaseUrl: () => 'http://api.test' }));

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

describe('PricePage', () => {
  afterEach(() => vi.unstubAllGlobals());

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
