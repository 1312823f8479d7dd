import { Injectable } from '@nestjs/common';
import { CACHE_TTL_SECONDS, type CountryId, dealerListPath } from '@fuel/domain';
import { CacheService } from '../../core/cache/cache.service.js';
import { type CountryState, type Place, PlaceDirectory } from '../location/index.js';
import { localPricePath, slugify } from '../prices/index.js';
import { type LinkedPage, parseLinkedPath, type Section } from './cross-links.js';
import type { CrossLinkGroupOutput, CrossLinkOutput, CrossLinksOutput } from './dto/cross-links.output.js';

const NEARBY_PLACES = 8;
const COUNTY_PLACES = 12;

/** "Bundesland" or "Kanton", in the forms the link titles need. */
function stateWords(countryId: CountryId) {
  return countryId === 3
    ? { perState: 'nach Kanton', others: 'in weiteren Kantonen' }
    : { perState: 'nach Bundesland', others: 'in weiteren Bundesländern' };
}

const placeName = (place: Place) => `${place.place} (${place.zipCode})`;

/**
 * Related links of a price or dealer page: the other section for the same area, the other areas of the
 * same level, places nearby. Unknown paths or places give `{}` (spec 2 §8).
 */
@Injectable()
export class CrossLinksService {
  constructor(
    private readonly places: PlaceDirectory,
    private readonly cache: CacheService,
  ) {}

  links(countryId: CountryId, path: string): Promise<CrossLinksOutput | Record<string, never>> {
    const normalized = path.replace(/\/+$/, '') || '/';
    const page = parseLinkedPath(normalized);
    if (!page) return Promise.resolve({});
    return this.cache.wrap(
      `crosslinks:${countryId}:${normalized}`,
      CACHE_TTL_SECONDS.crossLinks,
      async (): Promise<CrossLinksOutput | Record<string, never>> => {
        const groups = await this.groupsOf(countryId, page);
        return groups ? { Path: normalized, Groups: groups.filter((g) => g.Links.length > 0) } : {};
      },
    );
  }

  private async groupsOf(
    countryId: CountryId,
    page: LinkedPage,
  ): Promise<CrossLinkGroupOutput[] | undefined> {
    const states = await this.places.states(countryId);
    const words = stateWords(countryId);
    if (page.kind === 'root') {
      const other = page.section === 'prices' ? 'dealers' : 'prices';
      return [
        { Title: `${sectionTitle(other)} ${words.perState}`, Links: states.map((s) => stateLink(other, s)) },
      ];
    }
    const state = states.find((s) => s.friendlyName === page.state);
    if (!state) return undefined;
    const others = states.filter((s) => s.id !== state.id);
    if (page.kind === 'state') {
      return [
        {
          Title: `${sectionTitle(opposite(page.section))} in ${state.name}`,
          Links: [stateLink(opposite(page.section), state)],
        },
        {
          Title: `${sectionTitle(page.section)} ${words.others}`,
          Links: others.map((s) => stateLink(page.section, s)),
        },
      ];
    }
    if (page.kind === 'county') {
      const county = (await this.places.countiesOf(countryId, state.id)).find(
        (c) => slugify(c) === page.county,
      );
      if (!county) return undefined;
      const places = await this.places.placesOfCounty(countryId, state.id, county, COUNTY_PLACES);
      return [
        { Title: `Heizölhändler in ${state.name}`, Links: [stateLink('dealers', state)] },
        { Title: `Heizölpreise in ${county}`, Links: places.map((p) => placeLink('prices', p, state)) },
      ];
    }
    const place = await this.places.place(countryId, page.zipCode);
    if (!place || place.stateId !== state.id) return undefined;
    const nearby = await this.places.placesNear(countryId, place, NEARBY_PLACES);
    const byId = new Map(states.map((s) => [s.id, s]));
    return [
      {
        Title: `Rund um ${placeName(place)}`,
        Links: [placeLink('prices', place, state), placeLink('dealers', place, state)],
      },
      {
        Title: `${sectionTitle(page.section)} in der Nähe`,
        Links: nearby.flatMap((p) => {
          const nearState = p.stateId === null ? undefined : byId.get(p.stateId);
          return nearState ? [placeLink(page.section, p, nearState)] : [];
        }),
      },
      { Title: state.name, Links: [stateLink('prices', state), stateLink('dealers', state)] },
    ];
  }
}

function opposite(section: Section): Section {
  return section === 'prices' ? 'dealers' : 'prices';
}

function sectionTitle(section: Section): string {
  return section === 'prices' ? 'Heizölpreise' : 'Heizölhändler';
}

function stateLink(section: Section, state: CountryState): CrossLinkOutput {
  return {
    Title: `${sectionTitle(section)} in ${state.name}`,
    Link: section === 'prices' ? localPricePath(state.friendlyName) : dealerListPath(state.friendlyName),
  };
}

function placeLink(section: Section, place: Place, state: CountryState): CrossLinkOutput {
  return {
    Title: `${sectionTitle(section)} in ${placeName(place)}`,
    Link:
      section === 'prices'
        ? localPricePath(state.friendlyName, place.county, place.zipCode)
        : dealerListPath(state.friendlyName, place.zipCode),
  };
}
