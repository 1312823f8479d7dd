import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Database } from '@fuel/db';
import { importPostalCodes, stateIdOf, toPostalCodeRows } from './postal-codes.js';

describe('stateIdOf', () => {
  it('maps both German schemes to the same Land', () => {
    const pairs: [string, string, number][] = [
      ['01', 'BW', 101],
      ['02', 'BY', 102],
      ['03', 'HB', 103],
      ['07', 'NW', 107],
      ['10', 'SH', 110],
      ['13', 'SN', 113],
      ['16', 'BE', 116],
    ];
    for (const [number, letters, id] of pairs) {
      expect(stateIdOf(1, number)).toBe(id);
      expect(stateIdOf(1, letters)).toBe(id);
    }
    const all = Array.from({ length: 16 }, (_, i) => stateIdOf(1, String(i + 1).padStart(2, '0')));
    expect(new Set(all).size).toBe(16);
  });

  it('maps Austrian numbers and Swiss canton letters', () => {
    expect(stateIdOf(2, '01')).toBe(201);
    expect(stateIdOf(2, '09')).toBe(209);
    expect(stateIdOf(3, 'AG')).toBe(301);
    expect(stateIdOf(3, 'ZH')).toBe(326);
    expect(stateIdOf(3, 'be')).toBe(304);
  });

  it('gives null for a missing state and rejects unknown codes', () => {
    expect(stateIdOf(1, '')).toBeNull();
    expect(stateIdOf(1, '  ')).toBeNull();
    expect(() => stateIdOf(1, '17')).toThrow(/Unknown state code/);
    expect(() => stateIdOf(2, 'BW')).toThrow(/Unknown state code/);
    expect(() => stateIdOf(3, '01')).toThrow(/Unknown state code/);
  });
});

describe('toPostalCodeRows', () => {
  const record = (fields: Record<string, string>) => ({
    zipcode: '01067',
    place: 'Dresden',
    state_code: 'SN',
    province: 'Direktionsbezirk Dresden',
    community: 'Kreisfreie Stadt Dresden',
    latitude: '51.05',
    longitude: '13.74',
    ...fields,
  });

  it('takes the Kreis as county in DE and Bezirk/Gemeinde in AT and CH', () => {
    const [de] = toPostalCodeRows(1, [record({})]);
    expect(de).toMatchObject({ stateId: 113, county: 'Kreisfreie Stadt Dresden', community: null });
    const [at] = toPostalCodeRows(2, [
      record({ zipcode: '7000', state_code: '01', province: 'Eisenstadt Stadt', community: 'Eisenstadt' }),
    ]);
    expect(at).toMatchObject({
      zipCode: '7000',
      stateId: 201,
      county: 'Eisenstadt Stadt',
      community: 'Eisenstadt',
    });
  });

  it("names a county once per official code: the places' name, not the one of companies' postal codes", () => {
    const rows = toPostalCodeRows(1, [
      record({
        zipcode: '92219',
        place: 'Sieh an!',
        community: 'Kreisfreie Stadt Amberg',
        community_code: '09361',
      }),
      record({ zipcode: '92224', place: 'Amberg', community: 'Amberg', community_code: '09361' }),
      record({
        zipcode: '75365',
        place: 'Conrad Electronic SE',
        community: 'Landkreis Calw',
        community_code: '08235',
      }),
    ]);
    expect(rows.map((r) => r.county)).toEqual(['Amberg', 'Amberg', 'Landkreis Calw']);
  });

  it('keeps leading zeros, drops repeated (code, place) pairs and keeps rows without state', () => {
    const rows = toPostalCodeRows(1, [
      record({}),
      record({ province: 'other' }),
      record({ place: 'X', state_code: '' }),
    ]);
    expect(rows.map((r) => [r.zipCode, r.place, r.stateId])).toEqual([
      ['01067', 'Dresden', 113],
      ['01067', 'X', null],
    ]);
  });
});

describe('importPostalCodes', () => {
  it('names the folder, the GeoNames files and the README when the data is missing', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'postal-codes-'));
    try {
      const error = await importPostalCodes({} as Database, folder).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(Error);
      const message = (error as Error).message;
      expect(message).toContain(folder);
      expect(message).toContain('DE.zip, AT.zip and CH.zip');
      expect(message).toContain('https://download.geonames.org/export/zip/');
      expect(message).toContain('shared/data/postal-codes/README.md');
      const gone = await importPostalCodes({} as Database, join(folder, 'nope')).catch((e: unknown) => e);
      expect((gone as Error).message).toContain('folder not found');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
