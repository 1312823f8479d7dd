import { describe, expect, it } from 'vitest';
import { formatSiteNumber, parseSiteNumber } from './site-number.util';

const NBSP = '\u00a0';

describe('formatSiteNumber', () => {
  it('groups thousands as each site does', () => {
    expect(formatSiteNumber(3000, 'de')).toBe('3.000');
    expect(formatSiteNumber(3000, 'at')).toBe('3.000');
    expect(formatSiteNumber(32000, 'ch')).toBe("32'000");
    expect(formatSiteNumber(1234.5, 'de', 2)).toBe('1.234,50');
    expect(formatSiteNumber(1234.5, 'ch', 2)).toBe("1'234.50");
  });
});

describe('parseSiteNumber', () => {
  it('reads what the field shows and what a visitor types', () => {
    expect(parseSiteNumber('3.000', 'de')).toBe(3000);
    expect(parseSiteNumber('3000', 'de')).toBe(3000);
    expect(parseSiteNumber(` 3${NBSP}000 `, 'at')).toBe(3000);
    expect(parseSiteNumber('3.000', 'at')).toBe(3000);
    expect(parseSiteNumber("3'000", 'ch')).toBe(3000);
    expect(parseSiteNumber('3’000', 'ch')).toBe(3000);
    expect(parseSiteNumber('12.345.678', 'de')).toBe(12345678);
  });

  it('reads the decimal mark of the site', () => {
    expect(parseSiteNumber('1.234,56', 'de')).toBe(1234.56);
    expect(parseSiteNumber("1'234.56", 'ch')).toBe(1234.56);
    expect(parseSiteNumber('3.5', 'ch')).toBe(3.5);
  });

  it('refuses text that is no number instead of guessing', () => {
    expect(parseSiteNumber('3.5', 'de')).toBeNull();
    expect(parseSiteNumber('30.00', 'de')).toBeNull();
    expect(parseSiteNumber('3,000.5', 'de')).toBeNull();
    expect(parseSiteNumber('abc', 'de')).toBeNull();
    expect(parseSiteNumber('', 'de')).toBeNull();
    expect(parseSiteNumber(null, 'de')).toBeNull();
    expect(parseSiteNumber('1e5', 'de')).toBeNull();
    expect(parseSiteNumber('3\u0000000', 'de')).toBeNull();
  });

  it('round-trips every site format', () => {
    for (const site of ['de', 'at', 'ch'] as const) {
      for (const value of [500, 3000, 32000, 1234567]) {
        expect(parseSiteNumber(formatSiteNumber(value, site), site)).toBe(value);
      }
    }
  });
});
