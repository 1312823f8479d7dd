import { describe, expect, it } from 'vitest';

import {
  formatExchange,
  formatOneDigit,
  formatPercent,
  formatPrice,
  formatPricePer100Units,
  formatQuantity,
  formatShortDate,
  formatShortDateTime,
  formatTwoDigits,
  signed,
} from './format.util.js';
import { siteSpelling } from './spelling.util.js';

// CLDR separators: no-break space (U+00A0) before/after currency symbols; an ASCII apostrophe groups
// Swiss numbers; the at site groups with a dot like de (not CLDR's space for plain de-AT numbers).
const NBSP = '\u00a0';

describe('formatPrice', () => {
  it('formats minor units the way each site writes money', () => {
    expect(formatPrice(123456, 'de')).toBe(`1.234,56${NBSP}€`);
    expect(formatPrice(123456, 'at')).toBe(`€${NBSP}1.234,56`);
    expect(formatPrice(123456, 'ch')).toBe(`CHF${NBSP}1'234.56`);
  });

  it('accepts a country id or the country itself', () => {
    expect(formatPrice(5, 1)).toBe(`0,05${NBSP}€`);
    expect(formatPrice(5, 3)).toBe(`CHF${NBSP}0.05`);
  });

  it('formats negative amounts and large amounts without float noise', () => {
    expect(formatPrice(-123450, 'de')).toBe(`-1.234,50${NBSP}€`);
    expect(formatPrice(900719925474099, 'de')).toBe(`9.007.199.254.740,99${NBSP}€`);
  });

  it('refuses a float', () => {
    expect(() => formatPrice(1.5, 'de')).toThrow(RangeError);
  });

  it('quotes a price per 100 units', () => {
    expect(formatPricePer100Units(8945, 'de')).toBe(`89,45${NBSP}€ / 100 l`);
    expect(formatPricePer100Units(31990, 'ch', 'kg')).toBe(`CHF${NBSP}319.90 / 100 kg`);
  });
});

describe('number formats', () => {
  it('formats exchange values with 2 to 4 decimals', () => {
    expect(formatExchange(1.5, 'de')).toBe('1,50');
    expect(formatExchange(1234.56789, 'de')).toBe('1.234,5679');
    expect(formatExchange(1234.56789, 'at')).toBe('1.234,5679');
    expect(formatExchange(1234.56789, 'ch')).toBe("1'234.5679");
  });

  it('formats quantities without decimals', () => {
    expect(formatQuantity(3000, 'de')).toBe('3.000');
    expect(formatQuantity(3000, 'at')).toBe('3.000');
    expect(formatQuantity(32000, 'ch')).toBe("32'000");
    expect(formatQuantity(2999.6, 'de')).toBe('3.000');
  });

  it('formats one-digit values', () => {
    expect(formatOneDigit(1234.56, 'de')).toBe('1.234,6');
    expect(formatOneDigit(2, 'at')).toBe('2,0');
    expect(formatOneDigit(1234.56, 'ch')).toBe("1'234.6");
  });

  it('formats index points with two decimals', () => {
    expect(formatTwoDigits(103.4567, 'de')).toBe('103,46');
    expect(formatTwoDigits(1234.5, 'ch')).toBe("1'234.50");
  });

  it('signs a change, but never a change that rounds to zero', () => {
    expect(signed(2, formatPrice(2, 'de'))).toBe(`+0,02${NBSP}€`);
    expect(signed(-0.04, formatOneDigit(0.04, 'de'))).toBe('0,0');
    expect(signed(0, formatOneDigit(0, 'ch'))).toBe('0.0');
    expect(signed(-1.26, formatOneDigit(1.26, 'at'))).toBe('-1,3');
  });

  it('formats VAT rates with their own decimal sign', () => {
    expect(formatPercent(19, 'de')).toBe('19 %');
    expect(formatPercent(8.1, 'at')).toBe('8,1 %');
    expect(formatPercent(8.1, 'ch')).toBe('8.1 %');
  });
});

describe('date formats', () => {
  const winter = '2024-03-05T07:09:00Z';
  const lateEvening = '2024-07-31T22:30:00Z';

  it('formats dates in the site time zone', () => {
    expect(formatShortDate(winter, 'de')).toBe('05.03.2024');
    expect(formatShortDate(lateEvening, 'at')).toBe('01.08.2024');
    expect(formatShortDate(new Date(lateEvening), 'ch')).toBe('01.08.2024');
  });

  it('formats date and time in 24-hour style, daylight saving included', () => {
    expect(formatShortDateTime(winter, 'de')).toBe('05.03.2024, 08:09');
    expect(formatShortDateTime(lateEvening, 'at')).toBe('01.08.2024, 00:30');
    expect(formatShortDateTime(Date.parse(lateEvening), 'ch')).toBe('01.08.2024, 00:30');
  });

  it('refuses an invalid date', () => {
    expect(() => formatShortDate('not a date', 'de')).toThrow(RangeError);
  });
});

describe('siteSpelling', () => {
  it('writes ss for ß on the ch site only', () => {
    expect(siteSpelling('Straße, Größe, gemäß', 'ch')).toBe('Strasse, Grösse, gemäss');
    expect(siteSpelling('Straße', 'de')).toBe('Straße');
    expect(siteSpelling('Straße', 2)).toBe('Straße');
  });
});
