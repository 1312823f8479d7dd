import { type CountryRef, WITHDRAWAL_RULES, siteSpelling, toCountry } from '@fuel/domain';

/**
 * The consent box of the last step and its error in the site's words: DE and AT name the statutory
 * withdrawal information; CH knows no statutory withdrawal, so there the terms are all there is to accept.
 */
export function orderConsentTexts(site: CountryRef) {
  const statutory = WITHDRAWAL_RULES[toCountry(site).code].basis === 'statutory';
  const documents = statutory ? 'die AGB und die Widerrufsbelehrung' : 'die AGB';
  return {
    statutory,
    label: siteSpelling(`Ich habe ${documents} gelesen und akzeptiere sie.`, site),
    error: siteSpelling(`Bitte bestätigen Sie ${documents}.`, site),
  };
}
