import { type AddressType, COUNTRIES, type CountryId } from '@fuel/domain';

/** The sites' country ids (1 de, 2 at, 3 ch), in the order of COUNTRIES. */
export const COUNTRY_IDS: readonly CountryId[] = COUNTRIES.map((country) => country.id);

/** An address-book entry is a delivery or an invoice address. */
export const ADDRESS_TYPES = ['delivery', 'invoice'] as const satisfies readonly AddressType[];

/** What the cookie login exchanges: `v4` a refresh-token value, `legacy` the signed cookie of the old site. */
export const COOKIE_LOGIN_TYPES = ['v4', 'legacy'] as const;
export type CookieLoginType = (typeof COOKIE_LOGIN_TYPES)[number];
