import type { SalesFiguresOutput, SalesSiteOutput } from '@fuel/api-client';
import { formatPrice, formatQuantity } from '@fuel/domain';

/** One line of a site's sales table: a dealer, or the site's totals (no dealer, no rate). */
export interface SalesTableRow {
  readonly key: string;
  readonly dealer: { readonly id: number; readonly name: string; readonly rate: string } | null;
  readonly orders: string;
  readonly orderValue: string;
  readonly orderCommission: string;
  readonly cancellationsWithCommission: string;
  readonly cancellationsWithoutCommission: string;
  readonly totalCommission: string;
}

/** A rate in basis points as staff type it: 350 → '3,5'. */
export function ratePercentText(basisPoints: number): string {
  return (basisPoints / 100).toLocaleString('de-DE', { maximumFractionDigits: 2, useGrouping: false });
}

/** The site's dealers and then its totals, every figure in the site's number and currency format. */
export function salesTableRows(site: SalesSiteOutput): SalesTableRow[] {
  const figures = (sales: SalesFiguresOutput) => ({
    orders: formatQuantity(sales.orders, site.countryId),
    orderValue: formatPrice(sales.orderValue, site.countryId),
    orderCommission: formatPrice(sales.orderCommission, site.countryId),
    cancellationsWithCommission: `${formatQuantity(sales.cancellationsWithCommission, site.countryId)} (${formatPrice(sales.cancellationCommission, site.countryId)})`,
    cancellationsWithoutCommission: formatQuantity(sales.cancellationsWithoutCommission, site.countryId),
    totalCommission: formatPrice(sales.totalCommission, site.countryId),
  });
  return [
    ...site.dealers.map((dealer) => ({
      key: `dealer-${dealer.dealerId}`,
      dealer: {
        id: dealer.dealerId,
        name: dealer.dealerName,
        rate: ratePercentText(dealer.currentRateBasisPoints),
      },
      ...figures(dealer),
    })),
    { key: 'total', dealer: null, ...figures(site.total) },
  ];
}
