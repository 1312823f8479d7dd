import { type CountryRef, formatShortDate } from '@fuel/domain';

/**
 * A calendar day of an order (YYYY-MM-DD, e.g. the promised delivery date) in the site's short format.
 * Noon UTC keeps the day the same in every site time zone.
 */
export function formatDeliveryDate(day: string, site: CountryRef): string {
  return formatShortDate(`${day}T12:00:00Z`, site);
}
