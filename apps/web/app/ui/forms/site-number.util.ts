import { type CountryRef, siteNumberLocale, toCountry } from '@fuel/domain';

// Intl formatters are costly to build: one per site and number of decimals.
const formats = new Map<string, Intl.NumberFormat>();

function siteFormat(site: CountryRef, decimals: number): Intl.NumberFormat {
  const { code } = toCountry(site);
  const key = `${code}:${decimals}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(siteNumberLocale(site), {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formats.set(key, format);
  }
  return format;
}

/** A number as the site writes it, e.g. 3000 → '3.000' (de), "3'000" (ch); the same grouping as the domain's formatQuantity. */
export function formatSiteNumber(value: number, site: CountryRef, decimals = 0): string {
  return siteFormat(site, decimals).format(value);
}

/** The decimal mark of the site: ',' for de and at, '.' for ch. */
function decimalMark(site: CountryRef): string {
  return (
    siteFormat(site, 1)
      .formatToParts(1.5)
      .find((part) => part.type === 'decimal')?.value ?? ','
  );
}

// Thousands separators a visitor may type on any site: dot, apostrophes, spaces (also no-break ones).
const GROUP_MARKS = `.'’ \u00a0\u202f`;

function escapeForClass(chars: string): string {
  return chars.replace(/[\\\]^-]/g, '\\$&');
}

/**
 * Reads a number typed or posted in the site's format: '3.000', '3000', '3 000' (de, at), "3'000" or
 * '3000.5' (ch). Groups must have three digits, so '3.5' on the de site is not silently read as 35. Returns
 * null for text that is no number. Form actions use it on the posted text of a NumberInput.
 */
export function parseSiteNumber(text: string | null | undefined, site: CountryRef): number | null {
  if (text == null) return null;
  const trimmed = text.trim();
  if (!trimmed) return null;
  const decimal = decimalMark(site);
  const groups = escapeForClass(GROUP_MARKS.replace(decimal, ''));
  const pattern = new RegExp(
    `^(-)?(\\d{1,3}(?:[${groups}]\\d{3})+|\\d+)(?:${decimal === '.' ? '\\.' : decimal}(\\d+))?$`,
  );
  const match = pattern.exec(trimmed);
  if (!match) return null;
  const [, sign = '', whole = '', fraction] = match;
  const value = Number(`${sign}${whole.replace(/\D/g, '')}${fraction ? `.${fraction}` : ''}`);
  return Number.isFinite(value) ? value : null;
}
