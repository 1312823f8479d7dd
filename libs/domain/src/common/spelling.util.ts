import { type CountryRef, toCountry } from './countries.constant.js';

/**
 * A site text in the site's spelling: Swiss Standard German writes no ß ('Strasse', 'massgebend'), so the
 * ch site shows every German text with ss. Texts are written once, in German spelling, and pass through
 * this where they are shown (web components, mails), so no text needs a Swiss copy.
 */
export function siteSpelling(text: string, site: CountryRef): string {
  return toCountry(site).code === 'ch' ? text.replaceAll('ß', 'ss') : text;
}
