import type { CountryId, ProductGroupId } from '@fuel/domain';
import type { StoredGroupOverride } from '@fuel/db';
import type { BranchView } from './market.types.js';
import { siteCatalogue, type SiteCatalogue, type SiteOptionGroup } from './option-catalogue.js';

export interface PostalLocation {
  readonly countryId: CountryId;
  readonly zipCode: string;
  readonly latitude: number;
  readonly longitude: number;
}

const EARTH_RADIUS_KM = 6371;

export function distanceKm(aLat: number, aLon: number, bLat: number, bLon: number): number {
  const rad = Math.PI / 180;
  const dLat = (bLat - aLat) * rad;
  const dLon = (bLon - aLon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(aLat * rad) * Math.cos(bLat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}

const key = (countryId: number, zipCode: string) => `${countryId}:${zipCode}`;
export const optionOverrideKey = (countryId: number, productGroupId: number) =>
  `${countryId}:${productGroupId}`;

/**
 * The market as one immutable in-memory index: who delivers to a postal code is a map lookup, so a
 * calculation never waits for the database. Rebuilt whole when the market revision changes.
 */
export class MarketSnapshot {
  private readonly byZip = new Map<string, BranchView[]>();
  private readonly byCountry = new Map<CountryId, BranchView[]>();
  private readonly locations = new Map<string, PostalLocation>();
  private readonly catalogues = new Map<string, SiteCatalogue>();

  constructor(
    readonly revision: number,
    branches: readonly BranchView[],
    serviceAreas: readonly { countryId: number; zipCode: string; branchId: number }[],
    postalCodes: readonly PostalLocation[],
    /** The back office's option catalogue overrides by `countryId:productGroupId`. */
    private readonly optionOverrides: ReadonlyMap<string, readonly StoredGroupOverride[]> = new Map(),
  ) {
    const byId = new Map(branches.map((b) => [b.branchId, b]));
    for (const branch of branches) {
      const list = this.byCountry.get(branch.countryId) ?? [];
      list.push(branch);
      this.byCountry.set(branch.countryId, list);
    }
    for (const area of serviceAreas) {
      const branch = byId.get(area.branchId);
      if (!branch) continue;
      const k = key(area.countryId, area.zipCode);
      const list = this.byZip.get(k);
      if (list) list.push(branch);
      else this.byZip.set(k, [branch]);
    }
    for (const location of postalCodes)
      this.locations.set(key(location.countryId, location.zipCode), location);
  }

  static empty(): MarketSnapshot {
    return new MarketSnapshot(0, [], [], []);
  }

  servingBranches(countryId: CountryId, zipCode: string): readonly BranchView[] {
    return this.byZip.get(key(countryId, zipCode)) ?? [];
  }

  branchesOf(countryId: CountryId): readonly BranchView[] {
    return this.byCountry.get(countryId) ?? [];
  }

  location(countryId: CountryId, zipCode: string): PostalLocation | undefined {
    return this.locations.get(key(countryId, zipCode));
  }

  /** Branches of the site closest to a point, for honest regional offers where nobody lists the code. */
  nearestBranches(countryId: CountryId, latitude: number, longitude: number, limit: number): BranchView[] {
    return this.branchesOf(countryId)
      .map((branch) => ({ branch, km: distanceKm(latitude, longitude, branch.latitude, branch.longitude) }))
      .sort((a, b) => a.km - b.km)
      .slice(0, limit)
      .map((x) => x.branch);
  }

  /**
   * The calculator's option catalogue of a site and product group, overrides included, with its requirements
   * for listing: built once per snapshot, not per calculation.
   */
  catalogue(countryId: CountryId, productGroupId: ProductGroupId): SiteCatalogue {
    const k = optionOverrideKey(countryId, productGroupId);
    let catalogue = this.catalogues.get(k);
    if (!catalogue) {
      catalogue = siteCatalogue(countryId, productGroupId, this.optionOverrides.get(k));
      this.catalogues.set(k, catalogue);
    }
    return catalogue;
  }

  optionGroups(countryId: CountryId, productGroupId: ProductGroupId): readonly SiteOptionGroup[] {
    return this.catalogue(countryId, productGroupId).groups;
  }

  get branchCount(): number {
    return [...this.byCountry.values()].reduce((sum, list) => sum + list.length, 0);
  }
}
