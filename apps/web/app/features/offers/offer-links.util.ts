import {
  CALCULATOR_QUERY_KEYS,
  type CalculatorConfiguration,
  type CountryCode,
  encodeCalculatorQuery,
  offerListPath,
  productGroupUrlName,
  stripSitePrefix,
  validateAmount,
} from '@fuel/domain';
import { siteHref, siteSwitchHref } from '../../lib/site/site-links.util';
import type { SiteData } from '../../lib/site/site.type';

/** The offer list opens with all settings; a group label instead would open that section. */
export const OPEN_ALL_SETTINGS = 'Einstellungen';

/** Query keys the order step adds to the configuration. */
export const ORDER_QUERY_KEYS = { dealerId: 'dealerId', branchId: 'branchId' } as const;

/** offerListPath as a link of the current site (its prefix, or its own domain). */
export function offerListHref(
  site: Pick<SiteData, 'basePath'>,
  config: CalculatorConfiguration,
  openSettings?: string,
): string {
  return siteHref(site, stripSitePrefix(offerListPath(config, openSettings)));
}

export interface OfferRef {
  readonly DealerId: number;
  readonly BranchId: number;
}

/** 'Bestellen': the configuration in the order variant of the query string plus the chosen offer. */
export function orderParametersHref(
  site: Pick<SiteData, 'basePath'>,
  config: CalculatorConfiguration,
  offer: OfferRef,
): string {
  const path = `/${productGroupUrlName(config.ProductGroupId)}/bestellparameter-bestaetigen`;
  const query = encodeCalculatorQuery(config, { variant: 'order' });
  const keys = ORDER_QUERY_KEYS;
  return siteHref(
    site,
    `${path}?${query}&${keys.dealerId}=${offer.DealerId}&${keys.branchId}=${offer.BranchId}`,
  );
}

/** The path without query of a product group page, e.g. the action of a plain GET form. */
export function productGroupPageHref(
  site: Pick<SiteData, 'basePath'>,
  config: Pick<CalculatorConfiguration, 'ProductGroupId'>,
  page: 'angebotsliste' | 'angebotsassistent',
): string {
  return siteHref(site, `/${productGroupUrlName(config.ProductGroupId)}/${page}`);
}

/**
 * The offer list of another site for a postal code that belongs there (the other-country hint): only the
 * postal code, product group and a valid amount travel, since products and options differ per country.
 */
export function otherSiteOfferListHref(
  site: Pick<SiteData, 'siteRoots'>,
  target: CountryCode,
  config: Pick<CalculatorConfiguration, 'ProductGroupId' | 'ZipCode' | 'Amount'>,
): string {
  const query = new URLSearchParams({ [CALCULATOR_QUERY_KEYS.zipCode]: config.ZipCode });
  if (validateAmount(config.Amount) === undefined)
    query.set(CALCULATOR_QUERY_KEYS.amount, String(config.Amount));
  const path = `/${productGroupUrlName(config.ProductGroupId)}/angebotsliste`;
  return `${siteSwitchHref(site, target, path)}?${query.toString()}`;
}
