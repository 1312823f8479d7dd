import {
  dealerBranchPath,
  dealerListPath,
  dealerPath,
  optionById,
  productById,
  productGroupById,
  ratingGrade,
} from '@fuel/domain';
import type { CountryState, Place } from '../location/index.js';
import type { BranchView } from '../offers/index.js';
import type { BranchSummaryOutput } from './dto/branch-summary.output.js';
import type {
  PaymentMethodOutput,
  ProductOutput,
  ServedPlaceOutput,
  ServedRegionOutput,
} from './dto/dealer-offering.output.js';
import type { DealerStateOutput } from './dto/dealer-state.output.js';
import type { DealerSummaryOutput, RatingSummaryOutput } from './dto/dealer-summary.output.js';
import type { BranchRow, DealerListRow, ServedZipRow } from './dealers.repository.js';

export function toState(row: CountryState): DealerStateOutput {
  return { Id: row.id, Name: row.name, FriendlyName: row.friendlyName };
}

/** Ratings are stored in hundredths of a star. */
export function toRating(ratingAverage: number, ratingCount: number): RatingSummaryOutput {
  const average = ratingCount > 0 ? ratingAverage / 100 : 0;
  return { Average: average, Count: ratingCount, Grade: ratingCount > 0 ? ratingGrade(average) : '' };
}

export function toDealerSummary(row: DealerListRow, fallbackStateSlug: string): DealerSummaryOutput {
  return {
    Id: row.id,
    Name: row.name,
    ZipCode: row.zipCode,
    City: row.city,
    Rating: toRating(row.ratingAverage, row.ratingCount),
    BranchCount: row.branchCount,
    // A head office outside the postal-code data still needs a page: file it under the listing state.
    Link: dealerPath(row.stateSlug ?? fallbackStateSlug, row.zipCode, row.id),
  };
}

/** Bit 0 = Monday … bit 6 = Sunday → ISO weekday numbers. */
export function isoWeekdays(mask: number): number[] {
  return [1, 2, 3, 4, 5, 6, 7].filter((day) => (mask >> (day - 1)) & 1);
}

export function toBranchSummary(
  branch: BranchRow,
  stateSlug: string,
  zipCodeCount: number,
): BranchSummaryOutput {
  return {
    Id: branch.id,
    Name: branch.name,
    Street: branch.street,
    ZipCode: branch.zipCode,
    City: branch.city,
    Latitude: branch.latitude,
    Longitude: branch.longitude,
    DeliveryRadiusKm: branch.deliveryRadiusKm,
    LeadTimeDays: branch.leadTimeDays,
    DeliveryWeekdays: isoWeekdays(branch.deliveryWeekdays),
    ZipCodeCount: zipCodeCount,
    Link: dealerBranchPath(stateSlug, branch.zipCode, branch.id, branch.dealerId),
  };
}

/** Products with a current price list at any of the branches, in catalogue order. */
export function productsOf(branches: readonly BranchView[]): ProductOutput[] {
  const ids = [...new Set(branches.flatMap((b) => [...b.priceLists.keys()]))].sort((a, b) => a - b);
  return ids.flatMap((id) => {
    const product = productById(id);
    if (!product) return [];
    return [
      {
        Id: product.id,
        Name: product.name,
        ProductGroupId: product.productGroupId,
        ProductGroupName: productGroupById(product.productGroupId)?.name ?? '',
      },
    ];
  });
}

export function paymentMethodsOf(
  branches: readonly { paymentOptionIds: readonly number[] }[],
): PaymentMethodOutput[] {
  const ids = [...new Set(branches.flatMap((b) => b.paymentOptionIds))].sort((a, b) => a - b);
  return ids.flatMap((id) => {
    const option = optionById(id);
    return option ? [{ Id: id, Name: option.label }] : [];
  });
}

export function toServedPlace(place: Place, states: ReadonlyMap<number, CountryState>): ServedPlaceOutput {
  const state = place.stateId === null ? undefined : states.get(place.stateId);
  return {
    ZipCode: place.zipCode,
    Place: place.place,
    Link: state ? dealerListPath(state.friendlyName, place.zipCode) : dealerListPath(),
  };
}

/** Where a code without a Kreis or Bezirk is listed. */
export const REGION_UNKNOWN = 'Weitere Postleitzahlen';

/**
 * Every served postal code once, under its region (the Kreis or Bezirk, named once per official code by the
 * postal-code import), each with its towns. A code whose places lie in two
 * Kreise is filed under its first town's. A company's or office's name (a large-customer code) is never
 * given as a town: such a code is listed with no place.
 */
export function toServedRegions(rows: readonly ServedZipRow[]): ServedRegionOutput[] {
  const codes = new Map<string, { region: string | null; places: string[] }>();
  for (const row of rows) {
    const code = codes.get(row.zipCode) ?? { region: null, places: [] };
    codes.set(row.zipCode, code);
    if (row.isOrganisation) {
      code.region ??= row.county;
    } else {
      if (code.places.length === 0) code.region = row.county ?? code.region;
      if (!code.places.includes(row.place)) code.places.push(row.place);
    }
  }
  const regions = new Map<string, { ZipCode: string; Places: string[] }[]>();
  const collator = new Intl.Collator('de');
  for (const [zipCode, { region, places }] of [...codes].sort(([a], [b]) => a.localeCompare(b))) {
    const name = region ?? REGION_UNKNOWN;
    regions.set(name, [
      ...(regions.get(name) ?? []),
      { ZipCode: zipCode, Places: places.sort(collator.compare) },
    ]);
  }
  return [...regions]
    .sort(([a], [b]) => (a === REGION_UNKNOWN ? 1 : b === REGION_UNKNOWN ? -1 : collator.compare(a, b)))
    .map(([name, zipCodes]) => ({ Name: name, ZipCodes: zipCodes }));
}
