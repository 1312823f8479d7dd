import type { OfferOutput } from '@fuel/api-client';
import {
  BEST_OFFERS_TOP_1,
  BEST_OFFERS_TOP_3,
  type CountryCode,
  countryByCode,
  formatOneDigit,
  formatPrice,
  formatPricePer100Units,
  formatQuantity,
  formatShortDate,
} from '@fuel/domain';

export interface OfferCardTexts {
  readonly totalPrice: string;
  readonly unitPrice: string;
  readonly delivery: string;
  readonly rating: string;
  readonly ratingCount: string;
  readonly vat: string;
  readonly badge: 'Bestpreis' | 'Top 3' | undefined;
}

const vatRateFormats = new Map<CountryCode, Intl.NumberFormat>();

/** '19' (de), '20' (at), '8.1' (ch): the rate in the site's number format. */
function formatVatRate(rate: number, site: CountryCode): string {
  let format = vatRateFormats.get(site);
  if (!format) {
    format = new Intl.NumberFormat(countryByCode(site).iso, { maximumFractionDigits: 1 });
    vatRateFormats.set(site, format);
  }
  return format.format(rate);
}

/** 'Bestpreis' for the best-ranked offer, 'Top 3' for the next ones up to the third. */
export function offerBadge(rank: number): OfferCardTexts['badge'] {
  if (rank <= BEST_OFFERS_TOP_1) return 'Bestpreis';
  return rank <= BEST_OFFERS_TOP_3 ? 'Top 3' : undefined;
}

/** Everything an offer card shows as text, formatted for the site. */
export function offerCardTexts(offer: OfferOutput, site: CountryCode): OfferCardTexts {
  const earliest = formatShortDate(offer.EarliestDelivery, site);
  const latest = formatShortDate(offer.LatestDelivery, site);
  return {
    totalPrice: formatPrice(offer.TotalPrice, site),
    unitPrice: formatPricePer100Units(offer.UnitPrice, site, offer.Unit),
    delivery:
      earliest === latest ? `Lieferung am ${earliest}` : `Lieferung zwischen ${earliest} und ${latest}`,
    rating: formatOneDigit(offer.Rating, site),
    ratingCount: `${formatQuantity(offer.RatingCount, site)} ${offer.RatingCount === 1 ? 'Bewertung' : 'Bewertungen'}`,
    vat: `inkl. ${formatVatRate(offer.VatRate, site)} % MwSt.`,
    badge: offerBadge(offer.Rank),
  };
}
