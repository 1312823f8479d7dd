import { Injectable } from '@nestjs/common';
import { PRICE_FACTOR_VALUE_SCALE } from '@fuel/db';
import {
  CACHE_TTL_SECONDS,
  type CountryId,
  countryById,
  dailyDates,
  GROWTH_POSITIVE_PRICE_FACTOR_ID,
  PRICE_FACTOR_IDS,
  PRODUCT_GROUP_IDS,
} from '@fuel/domain';
import { CacheService } from '../../core/cache/cache.service.js';
import { PlaceDirectory } from '../location/index.js';
import { LOCAL_PRICES_ROOT, localPricePath } from './domain/price-range.js';
import type { CountryAveragePriceOutput } from './dto/country-average-price.output.js';
import type { LocalRedirectOutput } from './dto/local-redirect.output.js';
import type { PriceFactorOutput, PriceFactorsOutput } from './dto/price-factors.output.js';
import { PricesRepository } from './prices.repository.js';
import { isoDay } from './prices.util.js';

const HEATING_OIL = PRODUCT_GROUP_IDS.heatingOil;
const FACTOR_DAYS = 30;
/** Cache time of the redirect per zip code (not in the spec's list; the page map changes with releases). */
export const LOCAL_REDIRECT_TTL_SECONDS = 3600;

/** Price factors, the country average, the price FAQ and the local page redirect. */
@Injectable()
export class PricePagesService {
  constructor(
    private readonly repository: PricesRepository,
    private readonly places: PlaceDirectory,
    private readonly cache: CacheService,
  ) {}

  factors(countryId: CountryId): Promise<PriceFactorsOutput> {
    return this.cache.wrap(`prices:factors:${countryId}`, CACHE_TTL_SECONDS.prices, async () => {
      const ids = PRICE_FACTOR_IDS[countryId];
      const latest = await this.repository.latestFactorDate(ids);
      if (!latest) return { Factors: [], TimeStamp: null };
      const from = dailyDates(latest, FACTOR_DAYS)[0] ?? latest;
      const [definitions, values] = await Promise.all([
        this.repository.factorsByIds(ids),
        this.repository.factorValuesSince(ids, from),
      ]);
      const factors = ids.flatMap((id): PriceFactorOutput[] => {
        const definition = definitions.find((d) => d.id === id);
        const points = values.filter((v) => v.factorId === id);
        const last = points.at(-1);
        if (!definition || !last) return [];
        const previous = points.at(-2) ?? last;
        return [
          {
            Id: id,
            Name: definition.name,
            Unit: definition.unit,
            Value: last.value / PRICE_FACTOR_VALUE_SCALE,
            Change: (last.value - previous.value) / PRICE_FACTOR_VALUE_SCALE,
            ...(id === GROWTH_POSITIVE_PRICE_FACTOR_ID ? { GrowthPositive: true } : {}),
            Prices: points.map((p) => ({
              TimeStamp: isoDay(p.date),
              Value: p.value / PRICE_FACTOR_VALUE_SCALE,
            })),
          },
        ];
      });
      return { Factors: factors, TimeStamp: isoDay(latest) };
    });
  }

  /** Spec 2 §8: a price call without data answers an empty object. */
  average(countryId: CountryId): Promise<CountryAveragePriceOutput | Record<string, never>> {
    return this.cache.wrap(
      `prices:average:${countryId}`,
      CACHE_TTL_SECONDS.prices,
      async (): Promise<CountryAveragePriceOutput | Record<string, never>> => {
        const [last, previous] = await this.repository.latestDates(countryId, HEATING_OIL, 2);
        if (!last) return {};
        const series = await this.repository.series(countryId, HEATING_OIL, 'country', '', previous ?? last);
        const now = series.at(-1);
        if (!now) return {};
        const before = series.length > 1 ? series[0] : now;
        return {
          Price: now.price,
          Change: now.price - (before?.price ?? now.price),
          DateTime: isoDay(now.date),
          Currency: countryById(countryId).currencyCode,
        };
      },
    );
  }

  /** The local price page of a zip code (or of the first zip of a city); unknown places: the overview. */
  redirect(
    countryId: CountryId,
    city: string | undefined,
    zipCode: string | undefined,
  ): Promise<LocalRedirectOutput> {
    const key = zipCode ? `zip:${zipCode}` : city ? `city:${city.toLowerCase()}` : 'none';
    return this.cache.wrap(`prices:redirect:${countryId}:${key}`, LOCAL_REDIRECT_TTL_SECONDS, async () => {
      const zip = zipCode ?? (city ? await this.places.zipCodeOfTown(countryId, city) : undefined);
      if (!zip) return { Link: LOCAL_PRICES_ROOT };
      const [place] = await this.places.towns(countryId, { zipCode: zip });
      const states = await this.places.states(countryId);
      const state = states.find((s) => s.id === place?.stateId);
      if (!place || !state) return { Link: LOCAL_PRICES_ROOT };
      return { Link: localPricePath(state.friendlyName, place.county, place.zipCode) };
    });
  }
}
