import type { AddressType } from '@fuel/domain';

/** An address-book entry is a delivery or an invoice address. */
export const ADDRESS_TYPES = ['delivery', 'invoice'] as const satisfies readonly AddressType[];

/** What the cookie login exchanges: `v4` a refresh-token value, `legacy` the signed cookie of the old site. */
export const COOKIE_LOGIN_TYPES = ['v4', 'legacy'] as const;
export type CookieLoginType = (typeof COOKIE_LOGIN_TYPES)[number];
