import type { PeriodRowOutput } from '@fuel/api-client';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatisticChart } from './statistic-chart';

const row = (Period: string, Revenue: number): PeriodRowOutput => ({
  Period,
  Orders: 1,
  Amount: 1000,
  Revenue,
  AveragePricePer100: Revenue / 10,
  RatePay: 0,
});

const SPRING = [row('2026-03-01', 100_000_00), row('2026-04-01', 250_000_00), row('2026-05-01', 175_000_00)];

describe('StatisticChart', () => {
  it('draws the revenue per month as an SVG line with the site currency on its axis', () => {
    const { container } = render(<StatisticChart rows={SPRING} grouping="month" countryId={1} />);
    const chart = screen.getByRole('img', { name: 'Umsatz je Monat' });
    expect(chart.tagName).toBe('svg');
    expect(container.querySelector('desc')?.textContent).toBe(
      'Von 01.03.2026 bis 01.05.2026; niedrigster Umsatz 100.000,00\u00a0€, höchster 250.000,00\u00a0€.',
    );
    const line = container.querySelectorAll('path')[1]?.getAttribute('d') ?? '';
    // Three points, the highest revenue (April) nearest the top.
    expect(line.match(/[ML]/g)).toHaveLength(3);
    const heights = [...line.matchAll(/[ML][\d.]+,([\d.]+)/g)].map((m) => Number(m[1]));
    expect(Math.min(...heights)).toBe(heights[1]);
    expect(screen.getByText('März 26')).toBeTruthy();
    expect(screen.getByText(/^250\.000,00\s€$/)).toBeTruthy();
  });

  it('writes the Swiss axis in francs', () => {
    render(<StatisticChart rows={SPRING} grouping="week" countryId={3} />);
    expect(screen.getByRole('img', { name: 'Umsatz je Woche' })).toBeTruthy();
    expect(screen.getByText("CHF 250'000.00")).toBeTruthy();
  });

  it('says why there is no line with a single period', () => {
    render(<StatisticChart rows={[row('2026-03-01', 100)]} grouping="day" countryId={1} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText(/zwei Abschnitte mit Bestellungen/)).toBeTruthy();
  });
});
