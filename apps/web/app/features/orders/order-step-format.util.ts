import type { CountryRef } from '@fuel/domain';
import { formatDeliveryDate } from './order-format.util';

/** The delivery window of an offer: one date when the earliest day is the latest, else 'from – to'. */
export function formatDeliveryWindow(
  window: { readonly EarliestDelivery: string; readonly LatestDelivery: string },
  site: CountryRef,
): string {
  const earliest = formatDeliveryDate(window.EarliestDelivery, site);
  if (window.EarliestDelivery === window.LatestDelivery) return earliest;
  return `${earliest} – ${formatDeliveryDate(window.LatestDelivery, site)}`;
}

/** 'Lieferung nach 80331 München': the priced postal code with its town when known. */
export function deliveryPlace(zipCode: string, town: string | null | undefined): string {
  return `Lieferung nach ${town ? `${zipCode} ${town}` : zipCode}`;
}
