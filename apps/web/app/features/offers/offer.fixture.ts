import type { OfferOutput } from '@fuel/api-client';

/** An offer as POST /api/kalkulation/berechnen answers it, for tests. */
export function offerFixture(overrides: Partial<OfferOutput> = {}): OfferOutput {
  return {
    Rank: 1,
    DealerId: 129,
    BranchId: 392,
    DealerName: 'Demo-Energie Peters KG',
    BranchName: 'Niederlassung München',
    City: 'München',
    ProductId: 1,
    ProductName: 'Heizöl Standard schwefelarm',
    ClimateNeutral: false,
    Amount: 3000,
    Unit: 'l',
    Currency: 'EUR',
    UnitPrice: 9775,
    TotalPrice: 293240,
    NetPrice: 246420,
    Vat: 46820,
    VatRate: 19,
    BaseNetPer100: 8214,
    Surcharges: [],
    EarliestDelivery: '2026-11-24',
    LatestDelivery: '2026-11-27',
    Rating: 4.62,
    RatingCount: 1234,
    PaymentOptionIds: [11, 23],
    MonthlyRateCount: 6,
    IsDefaultOffer: false,
    ...overrides,
  };
}
