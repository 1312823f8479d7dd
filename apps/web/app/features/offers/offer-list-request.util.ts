import { CALCULATOR_QUERY_KEYS, parseLitresInput, sanitizeZipCodeInput } from '@fuel/domain';

const DIGITS = /^\d+$/;

/**
 * The calculator forms also work as plain GET forms, where the browser sends the amount as typed
 * ('3.000') and the postal code with stray spaces. Returns the canonical query string when it differs,
 * so the loader can redirect once; undefined when the query is canonical already.
 */
export function canonicalCalculatorSearch(search: URLSearchParams): string | undefined {
  const canonical = new URLSearchParams(search);
  const amount = search.get(CALCULATOR_QUERY_KEYS.amount);
  if (amount !== null && !DIGITS.test(amount) && parseLitresInput(amount) > 0) {
    canonical.set(CALCULATOR_QUERY_KEYS.amount, String(parseLitresInput(amount)));
  }
  const zipCode = search.get(CALCULATOR_QUERY_KEYS.zipCode);
  if (zipCode !== null && zipCode !== sanitizeZipCodeInput(zipCode)) {
    canonical.set(CALCULATOR_QUERY_KEYS.zipCode, sanitizeZipCodeInput(zipCode));
  }
  const result = canonical.toString();
  return result === search.toString() ? undefined : result.replace(/%2C/g, ',').replace(/%24/g, '$');
}
