import { type CountryRef } from '../common/countries.constant.js';
import { formatShortDate } from '../common/format.util.js';

/**
 * A calendar day of an order (YYYY-MM-DD: a delivery date, an end of the delivery window) in the site's short
 * format. Noon UTC keeps the day the same in every site time zone.
 */
export function formatCalendarDay(day: string, site: CountryRef): string {
  return formatShortDate(`${day}T12:00:00Z`, site);
}

/**
 * The delivery window of an offer as the customer reads it: one date when earliest and latest are the same
 * day ('27.11.2026'), else both ends ('27.11.2026 bis 02.12.2026').
 */
export function formatDeliveryWindow(earliest: string, latest: string, site: CountryRef): string {
  const from = formatCalendarDay(earliest, site);
  return earliest === latest ? from : `${from} bis ${formatCalendarDay(latest, site)}`;
}
