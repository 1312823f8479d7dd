import type { OrderOutput } from '@fuel/api-client';
import { type CountryRef, formatQuantity, formatShortDate } from '@fuel/domain';

/**
 * A calendar day of an order (YYYY-MM-DD, e.g. the promised delivery date) in the site's short format.
 * Noon UTC keeps the day the same in every site time zone.
 */
export function formatDeliveryDate(day: string, site: CountryRef): string {
  return formatShortDate(`${day}T12:00:00Z`, site);
}

/**
 * Where an order stands in one line, in its site's format: 'Vom Händler bestätigt, Liefertermin
 * 27.11.2026', 'Vom Händler abgelehnt: Keine Kapazität', 'Geliefert, geliefert 2.980 l'.
 */
export function orderStatusSummary(order: OrderOutput): string {
  const site = order.CountryId;
  return [
    order.StatusLabel,
    order.DeliveryDate && `, Liefertermin ${formatDeliveryDate(order.DeliveryDate, site)}`,
    order.DeclineReason && `: ${order.DeclineReason}`,
    order.DeliveredAmount !== null &&
      `, geliefert ${formatQuantity(order.DeliveredAmount, site)} ${order.Price.Unit}`,
  ]
    .filter(Boolean)
    .join('');
}
