import type { CountryCode } from '@fuel/domain';

/**
 * The visitor's cookie choice (spec 2 §1: analytics only with statistics consent): 'necessary' refuses
 * everything the site does not need to work, 'statistics' allows usage statistics as well.
 */
export type ConsentChoice = 'necessary' | 'statistics';

export function isConsentChoice(value: unknown): value is ConsentChoice {
  return value === 'necessary' || value === 'statistics';
}

/** A cookie, so the server render already knows the choice and the banner never flashes. */
export const CONSENT_COOKIE_NAME = 'cookie_consent';

/** Asked again after a year, as the supervisory authorities recommend. */
export const CONSENT_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The fraud warning is dismissed per site: a visitor of the ch site still sees it on the de site. */
export function fraudWarningCookieName(code: CountryCode): string {
  return `fraud_warning_dismissed_${code}`;
}

/** Form field names of the consent and fraud-warning forms, shared by the components and the actions. */
export const LEGAL_FORM_FIELDS = {
  choice: 'choice',
  statistics: 'statistics',
  returnTo: 'returnTo',
} as const;

/** Buttons of the consent form: accept all, refuse all but the necessary, or the settings' own selection. */
export type ConsentSubmit = 'all' | 'necessary' | 'selection';
