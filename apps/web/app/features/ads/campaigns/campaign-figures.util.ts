import { type CountryRef, formatPercent } from '@fuel/domain';

/** Clicks per hundred impressions ('2,5 %'); a dash before the first impression. */
export function clickRateText(impressions: number, clicks: number, site: CountryRef): string {
  return impressions > 0 ? formatPercent((clicks / impressions) * 100, site) : '–';
}
