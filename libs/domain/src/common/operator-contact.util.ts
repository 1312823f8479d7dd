import { COUNTRIES, type CountryCode } from './countries.constant.js';

/**
 * Who runs the marketplace and how customers reach it: the Impressum, the privacy notice, the terms, the header
 * and footer, and the mails all show these values, so they are read from the environment in this one place.
 */
export interface OperatorContact {
  readonly companyName: string;
  readonly street: string;
  readonly postalCode: string;
  readonly town: string;
  /** Country of the operator's seat as written in an address ('Deutschland'). */
  readonly country: string;
  /** Register court and number, e.g. 'Amtsgericht Hamburg, HRB 123456'. */
  readonly registerEntry: string;
  readonly vatId: string;
  readonly managingDirector: string;
  readonly email: string;
  /** Where data-protection requests go (the privacy notice names it). */
  readonly privacyEmail: string;
  /** The site's customer hotline as shown, e.g. '+49 800 0000000'. */
  readonly customerPhone: string;
  /** When the hotline answers, as shown: 'Mo–Fr 8:00–18:00 Uhr'. */
  readonly serviceHours: string;
}

/** Anything with environment variables, such as `process.env`. */
export type OperatorEnv = Readonly<Record<string, string | undefined>>;

const SITE_SUFFIX: Readonly<Record<CountryCode, string>> = { de: 'DE', at: 'AT', ch: 'CH' };

/** Variables that name one value for all sites, and their demo values (no ß: the ch site shows them too). */
const SHARED_FIELDS = {
  companyName: ['OPERATOR_COMPANY', 'Heizöl-Marktplatz GmbH'],
  street: ['OPERATOR_STREET', 'Hafenweg 12'],
  postalCode: ['OPERATOR_POSTAL_CODE', '20457'],
  town: ['OPERATOR_TOWN', 'Hamburg'],
  country: ['OPERATOR_COUNTRY', 'Deutschland'],
  registerEntry: ['OPERATOR_REGISTER', 'Amtsgericht Hamburg, HRB 000000'],
  vatId: ['OPERATOR_VAT_ID', 'DE000000000'],
  managingDirector: ['OPERATOR_MANAGING_DIRECTOR', 'Max Mustermann'],
  email: ['OPERATOR_EMAIL', 'kundenservice@example.com'],
  privacyEmail: ['OPERATOR_PRIVACY_EMAIL', 'datenschutz@example.com'],
} as const satisfies Record<string, readonly [string, string]>;

/** Variables with one value per site (`CUSTOMER_PHONE_DE`, `_AT`, `_CH`) and their demo values. */
const SITE_FIELDS = {
  customerPhone: ['CUSTOMER_PHONE', { de: '+49 800 0000000', at: '+43 800 000000', ch: '+41 800 000000' }],
  serviceHours: [
    'CUSTOMER_SERVICE_HOURS',
    { de: 'Mo–Fr 8:00–18:00 Uhr', at: 'Mo–Fr 8:00–18:00 Uhr', ch: 'Mo–Fr 8:00–18:00 Uhr' },
  ],
} as const satisfies Record<string, readonly [string, Readonly<Record<CountryCode, string>>]>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// Digits with the usual separators; a tel: link is built from it (digits and the leading +).
const PHONE = /^\+?[\d\s/()-]{6,}$/;

function read(env: OperatorEnv, key: string, fallback: string): string {
  return env[key]?.trim() || fallback;
}

/**
 * The operator's contact per site from the environment, with demo values for what is unset. Throws one error
 * naming every malformed variable, so a server stops at start rather than printing a broken Impressum.
 */
export function operatorContacts(env: OperatorEnv): Readonly<Record<CountryCode, OperatorContact>> {
  const shared = Object.fromEntries(
    Object.entries(SHARED_FIELDS).map(([field, [key, fallback]]) => [field, read(env, key, fallback)]),
  ) as Record<keyof typeof SHARED_FIELDS, string>;
  const problems: string[] = [];
  if (!EMAIL.test(shared.email)) problems.push(`OPERATOR_EMAIL: not an e-mail address: '${shared.email}'`);
  if (!EMAIL.test(shared.privacyEmail)) {
    problems.push(`OPERATOR_PRIVACY_EMAIL: not an e-mail address: '${shared.privacyEmail}'`);
  }

  const contacts = Object.fromEntries(
    COUNTRIES.map(({ code }) => {
      const [phoneKey, phones] = SITE_FIELDS.customerPhone;
      const [hoursKey, hours] = SITE_FIELDS.serviceHours;
      const customerPhone = read(env, `${phoneKey}_${SITE_SUFFIX[code]}`, phones[code]);
      if (!PHONE.test(customerPhone)) {
        problems.push(`${phoneKey}_${SITE_SUFFIX[code]}: not a phone number: '${customerPhone}'`);
      }
      const serviceHours = read(env, `${hoursKey}_${SITE_SUFFIX[code]}`, hours[code]);
      return [code, { ...shared, customerPhone, serviceHours }];
    }),
  ) as Record<CountryCode, OperatorContact>;

  if (problems.length > 0) throw new Error(problems.join('\n'));
  return contacts;
}

/** 'tel:+498000000000' for a shown number such as '+49 800 0000000'. */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
