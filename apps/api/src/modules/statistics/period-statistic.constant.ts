/** A row of the period statistic covers a day, a week (Monday to Sunday) or a calendar month. */
export const STATISTIC_GROUPINGS = ['day', 'week', 'month'] as const;
export type StatisticGrouping = (typeof STATISTIC_GROUPINGS)[number];

/** A longer period would mean thousands of daily rows and a scan over years of orders. */
export const MAX_STATISTIC_YEARS = 3;
