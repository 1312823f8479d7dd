import type { PeriodStatisticOutput, StatisticProductOutput } from '@fuel/api-client';
import type { StatisticFilter } from './statistic-filter.util';

/** What the statistics page's loader gives its component. */
export interface StatisticsPageData {
  readonly filter: StatisticFilter;
  readonly products: StatisticProductOutput[];
  /** Null when the API has no statistic for the filter (404, spec 2 §8) or refused the filter. */
  readonly statistic: PeriodStatisticOutput | null;
  /** The API's German reason for a refused filter, overall and per form field. */
  readonly error: {
    readonly message: string;
    readonly fields: Partial<Record<keyof StatisticFilter, string>>;
  } | null;
}
