import { countryById, productById, productGroupById } from '@fuel/domain';
import type { OfferOutput } from './dto/calculation-result.output.js';
import type { Offer, OfferRequest } from './domain/market.types.js';

/** The wire form of an engine offer: PascalCase, money in cents/Rappen, rating in stars. */
export function toOfferOutput(
  offer: Offer,
  request: OfferRequest,
  rank: number,
  isDefaultOffer: boolean,
): OfferOutput {
  const country = countryById(request.countryId);
  return {
    Rank: rank,
    DealerId: offer.dealerId,
    BranchId: offer.branchId,
    DealerName: offer.dealerName,
    BranchName: offer.branchName,
    City: offer.city,
    ProductId: offer.productId,
    ProductName: productById(offer.productId)?.name ?? '',
    ClimateNeutral: offer.climateNeutral,
    Amount: offer.amount,
    Unit: productGroupById(request.productGroupId)?.unit ?? 'l',
    Currency: country.currencyCode,
    UnitPrice: offer.grossPer100,
    TotalPrice: offer.grossTotal,
    NetPrice: offer.netTotal,
    Vat: offer.vatTotal,
    VatRate: offer.vatRateBasisPoints / 100,
    BaseNetPer100: offer.baseNetPer100,
    Surcharges: offer.surcharges.map((s) => ({
      Kind: s.kind,
      ...(s.optionId !== undefined ? { OptionId: s.optionId } : {}),
      Label: s.label,
      NetPer100: s.netPer100,
      NetTotal: s.netTotal,
    })),
    EarliestDelivery: offer.earliestDelivery,
    LatestDelivery: offer.latestDelivery,
    Rating: offer.ratingAverage / 100,
    RatingCount: offer.ratingCount,
    PaymentOptionIds: [...offer.paymentOptionIds],
    MonthlyRateCount: offer.monthlyRateCount,
    IsDefaultOffer: isDefaultOffer,
  };
}
