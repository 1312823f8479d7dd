import { Injectable } from '@nestjs/common';
import { CACHE_TTL_SECONDS, type CountryId, countryById, PRODUCT_GROUP_IDS, siteToday } from '@fuel/domain';
import { CacheService } from '../../core/cache/cache.service.js';
import type { BestPriceOutput } from './dto/best-price.output.js';
import { defaultOfferRequest } from './domain/configuration.js';
import type { BranchView, Offer } from './domain/market.types.js';
import { calculateOffers } from './domain/pricing.js';
import { MarketSnapshotService } from './market-snapshot.service.js';

/** The cheapest standard heating oil offer with default options, site-wide or for one postal code. */
@Injectable()
export class BestPriceService {
  constructor(
    private readonly market: MarketSnapshotService,
    private readonly cache: CacheService,
  ) {}

  countryBest(countryId: CountryId, amount: number): Promise<BestPriceOutput | Record<string, never>> {
    return this.cache.wrap(`prices:best:${countryId}:${amount}`, CACHE_TTL_SECONDS.bestPrice, async () => {
      const offer = this.cheapest(this.market.current.branchesOf(countryId), countryId, amount, undefined);
      return offer ? this.toOutput(offer, countryId, amount) : {};
    });
  }

  /** Unknown postal codes or no offer give an empty object (spec 2 §7: the page then shows no banner). */
  localBest(
    countryId: CountryId,
    zipCode: string,
    amount: number,
    productId: number | undefined,
  ): Promise<BestPriceOutput | Record<string, never>> {
    const key = `prices:best:${countryId}:${zipCode}:${amount}:${productId ?? 'default'}`;
    return this.cache.wrap(key, CACHE_TTL_SECONDS.bestPrice, async () => {
      const branches = this.market.current.servingBranches(countryId, zipCode);
      const offer = this.cheapest(branches, countryId, amount, productId);
      return offer ? { ...this.toOutput(offer, countryId, amount), ZipCode: zipCode } : {};
    });
  }

  private cheapest(
    branches: readonly BranchView[],
    countryId: CountryId,
    amount: number,
    productId: number | undefined,
  ): Offer | undefined {
    const request = defaultOfferRequest(
      countryId,
      PRODUCT_GROUP_IDS.heatingOil,
      amount,
      siteToday(countryId),
      productId,
    );
    // Only a dealer the calculator lists can have the best price.
    const { requiredOptionIds } = this.market.current.catalogue(countryId, PRODUCT_GROUP_IDS.heatingOil);
    return calculateOffers(branches, { ...request, requiredOptionIds }).offers[0];
  }

  private toOutput(offer: Offer, countryId: CountryId, amount: number): BestPriceOutput {
    const country = countryById(countryId);
    return {
      CountryCode: country.code,
      UnitPrice: offer.grossPer100,
      TotalPrice: offer.grossTotal,
      TimeStamp: new Date().toISOString(),
      Amount: amount,
      Currency: country.currencyCode,
      CurrencySymbol: country.currencySymbol,
    };
  }
}
