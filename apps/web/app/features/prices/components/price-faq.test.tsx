import type { PriceFaqOutput } from '@fuel/api-client';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute, testSite } from '../../../test/render-with-providers';
import { PriceFaq } from './price-faq';

const FAQ: PriceFaqOutput = {
  firstDate: '2023-11-23T00:00:00.000Z',
  high3YDate: '2024-04-12T00:00:00.000Z',
  high3YPrice: 11_820,
  low3YDate: '2025-09-03T00:00:00.000Z',
  low3YPrice: 8_410,
  currentPrice: 9_984,
  currentDate: '2026-11-22T00:00:00.000Z',
  currentTotalPrice: 299_520,
  average3YPrice: 10_120,
  yearAgoPrice: 10_400,
  amount: 3000,
  currency: 'CHF',
};

describe('PriceFaq', () => {
  it("answers from the area's figures in the site's formats", () => {
    renderRoute(() => <PriceFaq faq={FAQ} where="in Zürich" />, { site: testSite('ch') });

    expect(screen.getByText(/Am 12\.04\.2024: CHF 118\.20 \/ 100 l\./)).toBeDefined();
    expect(screen.getByText(/Am 03\.09\.2025: CHF 84\.10 \/ 100 l\./)).toBeDefined();
    expect(screen.getByText(/3'000 Liter kosten damit rund CHF 2'995\.20/)).toBeDefined();
    expect(screen.getByText(/der heutige Preis liegt 1 % darunter/)).toBeDefined();
    expect(
      screen.getByText(
        'Nein, es ist günstiger: vor einem Jahr kosteten 100 Liter CHF 104.00 / 100 l, heute CHF 99.84 / 100 l.',
      ),
    ).toBeDefined();
  });

  it('names the three years when the figures cover them', () => {
    renderRoute(() => <PriceFaq faq={FAQ} where="in Zürich" />, { site: testSite('ch') });

    expect(
      screen.getByRole('heading', { name: 'Wann war Heizöl in den letzten drei Jahren am teuersten?' }),
    ).toBeDefined();
    expect(screen.getByText(/^Der Durchschnitt der letzten drei Jahre liegt bei/)).toBeDefined();
  });

  it('names the first stored day when the area has prices for less than three years', () => {
    const recent = { ...FAQ, firstDate: '2026-09-01T00:00:00.000Z', yearAgoPrice: undefined };
    renderRoute(() => <PriceFaq faq={recent} where="im Alb-Donau-Kreis" />, { site: testSite('de') });

    expect(
      screen.getByRole('heading', { name: 'Wann war Heizöl seit dem 01.09.2026 am teuersten?' }),
    ).toBeDefined();
    expect(
      screen.getByRole('heading', { name: 'Wann war Heizöl seit dem 01.09.2026 am günstigsten?' }),
    ).toBeDefined();
    expect(screen.getByText(/^Der Durchschnitt seit dem 01\.09\.2026 liegt bei/)).toBeDefined();
    expect(screen.queryByText(/drei Jahre/)).toBeNull();
  });

  it('leaves the year-on-year question out without a price a year ago', () => {
    const { yearAgoPrice: _, ...withoutYearAgo } = FAQ;
    renderRoute(() => <PriceFaq faq={withoutYearAgo} where="in Bayern" />, { site: testSite('de') });

    expect(screen.getByText(/Am 12\.04\.2024: 118,20 € \/ 100 l\./)).toBeDefined();
    expect(screen.queryByText(/vor einem Jahr/)).toBeNull();
  });
});
