import { HttpStatus, Injectable } from '@nestjs/common';
import { CACHE_TTL_SECONDS, type CountryId, dealerListPath } from '@fuel/domain';
import { CacheService } from '../../core/cache/cache.service.js';
import { notFound } from '../../core/http/not-found.js';
import { AppException } from '../../core/http/error-response.js';
import { PlaceDirectory } from '../location/index.js';
import { MarketSnapshotService } from '../offers/index.js';
import type { DealerListQuery } from './dto/list-dealers.input.js';
import type { DealerListOutput } from './dto/dealer-list.output.js';
import type { DealerStatesOutput } from './dto/dealer-states.output.js';
import { toDealerSummary, toState } from './dealer-mapper.js';
import { DealersRepository } from './dealers.repository.js';

/** The dealer lists: per state and per postal code, and the states with their dealer counts. */
@Injectable()
export class DealerListsService {
  constructor(
    private readonly repository: DealersRepository,
    private readonly places: PlaceDirectory,
    private readonly market: MarketSnapshotService,
    private readonly cache: CacheService,
  ) {}

  /** Cache keys carry the market revision, so a changed market shows up without waiting for the TTL. */
  private key(...parts: (string | number)[]): string {
    return ['dealers', this.market.current.revision, ...parts].join(':');
  }

  states(countryId: CountryId): Promise<DealerStatesOutput> {
    return this.cache.wrap(this.key('states', countryId), CACHE_TTL_SECONDS.dealers, async () => {
      const [states, counts] = await Promise.all([
        this.places.states(countryId),
        this.repository.dealerCountsByState(countryId),
      ]);
      return {
        States: states.map((state) => ({
          ...toState(state),
          DealerCount: counts.get(state.id) ?? 0,
          Link: dealerListPath(state.friendlyName),
        })),
      };
    });
  }

  list(countryId: CountryId, query: DealerListQuery): Promise<DealerListOutput> {
    if (query.zipCode) return this.byZip(countryId, query.zipCode, query.state);
    if (query.state) return this.byState(countryId, query.state);
    const message = 'Bitte geben Sie ein Bundesland oder eine Postleitzahl an (state oder zipCode).';
    throw new AppException(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', message, [
      { field: 'state', messages: [message] },
    ]);
  }

  private byState(countryId: CountryId, slug: string): Promise<DealerListOutput> {
    return this.cache.wrap(this.key('state', countryId, slug), CACHE_TTL_SECONDS.dealers, async () => {
      const state = (await this.places.states(countryId)).find((s) => s.friendlyName === slug);
      if (!state) throw notFound(`Das Bundesland ${slug} gibt es auf dieser Seite nicht.`, 'state');
      const rows = await this.repository.dealersServingState(countryId, state.id);
      return {
        State: toState(state),
        Total: rows.length,
        Dealers: rows.map((row) => toDealerSummary(row, state.friendlyName)),
      };
    });
  }

  private byZip(countryId: CountryId, zipCode: string, stateSlug?: string): Promise<DealerListOutput> {
    return this.cache
      .wrap(this.key('zip', countryId, zipCode), CACHE_TTL_SECONDS.dealers, async () => {
        const place = await this.places.place(countryId, zipCode);
        const state = (await this.places.states(countryId)).find((s) => s.id === place?.stateId);
        if (!place || !state)
          throw notFound(`Die Postleitzahl ${zipCode} gibt es auf dieser Seite nicht.`, 'zipCode');
        const rows = await this.repository.dealersServingZip(countryId, zipCode);
        return {
          State: toState(state),
          ZipCode: zipCode,
          Place: place.place,
          Total: rows.length,
          Dealers: rows.map((row) => toDealerSummary(row, state.friendlyName)),
        };
      })
      .then((list) => {
        // Checked after the cache: the answer of a code is the same whatever state the caller guessed.
        if (stateSlug && list.State.FriendlyName !== stateSlug)
          throw notFound(`Die Postleitzahl ${zipCode} liegt nicht in ${stateSlug}.`, 'state');
        return list;
      });
  }
}
