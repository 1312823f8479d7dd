import type { GetPeriodStatisticInput } from '@fuel/api-client';
import { COUNTRIES, type CountryId, siteToday } from '@fuel/domain';

export type StatisticGrouping = GetPeriodStatisticInput['grouping'];

export const GROUPING_LABELS: Readonly<Record<StatisticGrouping, string>> = {
  day: 'Tag',
  week: 'Woche',
  month: 'Monat',
};

/** What the filter form shows: the query parameters as typed, so a refused value stays in its field. */
export interface StatisticFilter {
  readonly countryId: CountryId;
  readonly from: string;
  readonly to: string;
  readonly productId: string;
  readonly zipCode: string;
  readonly grouping: StatisticGrouping;
}

const isGrouping = (value: string | null): value is StatisticGrouping =>
  value !== null && value in GROUPING_LABELS;

/** First day of the month twelve months before `today` (YYYY-MM-DD): a year of months by default. */
function yearBefore(today: string): string {
  const [year = 0, month = 1] = today.split('-').map(Number);
  const start = new Date(Date.UTC(year, month - 12, 1));
  return start.toISOString().slice(0, 10);
}

/**
 * The filter of the GET form; missing values take the defaults (the current site, the last twelve months by
 * month, all products). The API validates the rest and answers a refused value with a German message.
 */
export function statisticFilterOf(
  params: URLSearchParams,
  siteCountryId: CountryId,
  now = new Date(),
): StatisticFilter {
  const country = COUNTRIES.find((c) => String(c.id) === params.get('countryId'));
  const countryId = country?.id ?? siteCountryId;
  const today = siteToday(countryId, now);
  const grouping = params.get('grouping');
  return {
    countryId,
    from: params.get('from')?.trim() || yearBefore(today),
    to: params.get('to')?.trim() || today,
    productId: params.get('productId')?.trim() ?? '',
    zipCode: params.get('zipCode')?.trim() ?? '',
    grouping: isGrouping(grouping) ? grouping : 'month',
  };
}

/** The API's body for a filter; a product that is not a number goes as is so the API names the field. */
export function statisticInputOf(filter: StatisticFilter): GetPeriodStatisticInput {
  return {
    countryId: filter.countryId,
    from: filter.from,
    to: filter.to,
    grouping: filter.grouping,
    ...(filter.productId ? { ProductId: Number(filter.productId) } : {}),
    ...(filter.zipCode ? { ZipCode: filter.zipCode } : {}),
  };
}
