import { Injectable } from '@nestjs/common';
import { CACHE_TTL_SECONDS, type CountryId, dealerPath } from '@fuel/domain';
import { CacheService } from '../../core/cache/cache.service.js';
import { notFound } from '../../core/http/not-found.js';
import { type CountryState, PlaceDirectory } from '../location/index.js';
import { MarketSnapshotService } from '../offers/index.js';
import { DealerOrderFigures } from './dealer-order-figures.port.js';
import type { DealerBranchOutput } from './dto/dealer-branch.output.js';
import type { AreaServedOutput } from './dto/dealer-offering.output.js';
import type { DealerOutput } from './dto/dealer.output.js';
import {
  paymentMethodsOf,
  productsOf,
  toBranchSummary,
  toDealerSummary,
  toRating,
  toServedPlace,
  toServedRegions,
  toState,
} from './dealer-mapper.js';
import { type BranchRow, DealersRepository } from './dealers.repository.js';

/** Places listed on a dealer or branch page. */
const SERVED_PLACES_SHOWN = 24;
const RECENT_RATINGS_SHOWN = 5;

/** The dealer page and the branch page: branches, area served, products, payment methods, rating. */
@Injectable()
export class DealerProfileService {
  constructor(
    private readonly repository: DealersRepository,
    private readonly places: PlaceDirectory,
    private readonly market: MarketSnapshotService,
    private readonly cache: CacheService,
    private readonly orderFigures: DealerOrderFigures,
  ) {}

  dealer(countryId: CountryId, dealerId: number | undefined): Promise<DealerOutput> {
    if (dealerId === undefined) return Promise.reject(dealerNotFound());
    const key = `dealers:${this.market.current.revision}:dealer:${countryId}:${dealerId}`;
    return this.cache.wrap(key, CACHE_TTL_SECONDS.dealers, async (): Promise<DealerOutput> => {
      const found = await this.repository.dealer(countryId, dealerId);
      if (!found) throw dealerNotFound();
      // The reliability figures move by the day; the page's entry lives an hour (CACHE_TTL_SECONDS.dealers)
      // even when the market revision stays, so they are at most an hour old without a key of their own.
      const [branches, states, home, ratings, reliability] = await Promise.all([
        this.repository.branchesOf(dealerId),
        this.statesById(countryId),
        this.places.place(countryId, found.zipCode),
        this.repository.recentRatings(dealerId, RECENT_RATINGS_SHOWN),
        this.orderFigures.of(dealerId, countryId, new Date()),
      ]);
      const homeState = home?.stateId ? states.get(home.stateId) : undefined;
      const stateSlug = found.stateSlug ?? homeState?.friendlyName ?? '';
      const centre = home ?? branches[0];
      const area = await this.areaServed(branches, states, centre);
      const branchSlugs = await this.branchStateSlugs(countryId, branches, states, stateSlug);
      const zipCounts = await this.repository.zipCountsOf(branches.map((b) => b.id));
      const views = this.market.current.branchesOf(countryId).filter((b) => b.dealerId === dealerId);
      const { row } = found;
      return {
        Id: row.id,
        Name: row.name,
        Street: row.street,
        ZipCode: row.zipCode,
        City: row.city,
        Phone: row.phone,
        State: homeState ? toState(homeState) : { Id: 0, Name: '', FriendlyName: stateSlug },
        Link: dealerPath(stateSlug, row.zipCode, row.id),
        Rating: toRating(row.ratingAverage, row.ratingCount),
        Reliability: {
          ConfirmationRate: reliability.confirmationRate,
          OnTimeRate: reliability.onTimeRate,
          CancellationRate: reliability.cancellationRate,
          OrderCount: reliability.orderCount,
          Since: reliability.since,
        },
        Branches: branches.map((b) =>
          toBranchSummary(b, branchSlugs.get(b.id) ?? stateSlug, zipCounts.get(b.id) ?? 0),
        ),
        AreaServed: area,
        Products: productsOf(views),
        PaymentMethods: paymentMethodsOf(branches),
        MonthlyRateCount: maxOf(branches.map((b) => b.monthlyRateCount)),
        CalculatorZipCode: calculatorZip(area, row.zipCode),
        RecentRatings: ratings.map((r) => ({
          Stars: r.stars,
          Text: r.text,
          CreatedAt: r.createdAt.toISOString(),
        })),
      };
    });
  }

  branch(
    countryId: CountryId,
    dealerId: number | undefined,
    branchId: number | undefined,
  ): Promise<DealerBranchOutput> {
    if (dealerId === undefined || branchId === undefined) return Promise.reject(branchNotFound());
    const key = `dealers:${this.market.current.revision}:branch:${countryId}:${dealerId}:${branchId}`;
    return this.cache.wrap(key, CACHE_TTL_SECONDS.dealers, async (): Promise<DealerBranchOutput> => {
      const found = await this.repository.dealer(countryId, dealerId);
      const branch = found && (await this.repository.branchesOf(dealerId)).find((b) => b.id === branchId);
      if (!found || !branch) throw branchNotFound();
      const [states, place, zipCounts] = await Promise.all([
        this.statesById(countryId),
        this.places.place(countryId, branch.zipCode),
        this.repository.zipCountsOf([branch.id]),
      ]);
      const state = place?.stateId ? states.get(place.stateId) : undefined;
      const dealerSummary = toDealerSummary(found, state?.friendlyName ?? '');
      const stateSlug = state?.friendlyName ?? found.stateSlug ?? '';
      const area = await this.areaServed([branch], states, branch);
      const views = this.market.current.branchesOf(countryId).filter((b) => b.branchId === branchId);
      return {
        ...toBranchSummary(branch, stateSlug, zipCounts.get(branch.id) ?? 0),
        Dealer: dealerSummary,
        State: state ? toState(state) : { Id: 0, Name: '', FriendlyName: stateSlug },
        AreaServed: area,
        Products: productsOf(views),
        PaymentMethods: paymentMethodsOf([branch]),
        MonthlyRateCount: branch.monthlyRateCount,
        CalculatorZipCode: calculatorZip(area, branch.zipCode),
      };
    });
  }

  private async statesById(countryId: CountryId): Promise<Map<number, CountryState>> {
    return new Map((await this.places.states(countryId)).map((s) => [s.id, s]));
  }

  private async areaServed(
    branches: readonly BranchRow[],
    states: ReadonlyMap<number, CountryState>,
    centre: { latitude: number; longitude: number } | undefined,
  ): Promise<AreaServedOutput> {
    const ids = branches.map((b) => b.id);
    const [served, places, zipCodes] = await Promise.all([
      this.repository.servedStates(ids),
      centre
        ? this.repository.servedPlacesNear(ids, centre.latitude, centre.longitude, SERVED_PLACES_SHOWN)
        : Promise.resolve([]),
      this.repository.servedZipCodes(ids),
    ]);
    const regions = toServedRegions(zipCodes);
    return {
      // Each code once: a code whose places lie in two states counts in both states' figures.
      ZipCodeCount: regions.reduce((sum, region) => sum + region.ZipCodes.length, 0),
      States: served.flatMap((s) => {
        const state = states.get(s.stateId);
        return state ? [{ ...toState(state), ZipCodeCount: s.zipCodeCount }] : [];
      }),
      Places: places.map((place) => toServedPlace(place, states)),
      Regions: regions,
    };
  }

  /** Each branch is filed under the state of its own postal code. */
  private async branchStateSlugs(
    countryId: CountryId,
    branches: readonly BranchRow[],
    states: ReadonlyMap<number, CountryState>,
    fallback: string,
  ): Promise<Map<number, string>> {
    const places = await Promise.all(branches.map((b) => this.places.place(countryId, b.zipCode)));
    return new Map(
      branches.map((b, i) => {
        const stateId = places[i]?.stateId;
        return [b.id, (stateId && states.get(stateId)?.friendlyName) || fallback];
      }),
    );
  }
}

function dealerNotFound() {
  return notFound('Diesen Händler gibt es auf dieser Seite nicht.', 'id');
}

function branchNotFound() {
  return notFound('Diese Filiale des Händlers gibt es auf dieser Seite nicht.', 'branchId');
}

function maxOf(values: readonly (number | null)[]): number | null {
  const numbers = values.filter((v): v is number => v !== null);
  return numbers.length > 0 ? Math.max(...numbers) : null;
}

/** The calculator is prefilled with a code the dealer serves: its own if it delivers there, else the nearest. */
function calculatorZip(area: AreaServedOutput, ownZip: string): string {
  return area.Places.some((p) => p.ZipCode === ownZip) ? ownZip : (area.Places[0]?.ZipCode ?? ownZip);
}
