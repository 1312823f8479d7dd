import type { CountryCode } from '@fuel/domain';

/** Where the shop runs when PUBLIC_BASE_URL is not set (the web server's default port). */
export const DEFAULT_PUBLIC_BASE_URL = 'http://localhost:3000';

/** Placeholders until real numbers are configured via CUSTOMER_PHONE_DE, _AT and _CH. */
export const DEFAULT_CUSTOMER_PHONES: Readonly<Record<CountryCode, string>> = {
  de: '+49 800 0000000',
  at: '+43 800 000000',
  ch: '+41 800 000000',
};

export const CUSTOMER_PHONE_ENV_KEYS: Readonly<Record<CountryCode, string>> = {
  de: 'CUSTOMER_PHONE_DE',
  at: 'CUSTOMER_PHONE_AT',
  ch: 'CUSTOMER_PHONE_CH',
};
