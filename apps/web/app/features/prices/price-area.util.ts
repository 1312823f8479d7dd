import type { PriceArea } from './queries';

const ZIP_CODE = /^\d{4,5}$/;

/**
 * The area of `/heizoelpreise/{stateName}/{countyOrCityZipCode?}/{cityZipCode?}`: the second segment is a
 * county slug or, for a place without county, the zip code. Undefined when the segments cannot name a
 * page (a zip code followed by more, a third segment that is no zip code).
 */
export function priceAreaOf(params: {
  readonly stateName?: string;
  readonly countyOrCityZipCode?: string;
  readonly cityZipCode?: string;
}): PriceArea | undefined {
  const { stateName, countyOrCityZipCode: second, cityZipCode: third } = params;
  if (!stateName) return second || third ? undefined : {};
  if (!second) return { state: stateName };
  if (ZIP_CODE.test(second)) return third ? undefined : { zipCode: second };
  if (third === undefined) return { state: stateName, county: second };
  return ZIP_CODE.test(third) ? { zipCode: third } : undefined;
}
