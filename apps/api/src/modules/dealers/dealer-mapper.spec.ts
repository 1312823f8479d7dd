import { describe, expect, it } from '@jest/globals';
import { REGION_UNKNOWN, toServedRegions } from './dealer-mapper.js';
import type { ServedZipRow } from './dealers.repository.js';

const row = (
  zipCode: string,
  place: string,
  county: string | null,
  isOrganisation = false,
): ServedZipRow => ({
  zipCode,
  place,
  county,
  isOrganisation,
});

describe('toServedRegions', () => {
  it('lists every code under its region A–Z (a town and its Landkreis apart), each with its towns, and the codes without a region last', () => {
    const regions = toServedRegions([
      row('82041', 'Oberhaching', 'Landkreis München'),
      row('82041', 'Deisenhofen', 'Landkreis München'),
      row('80331', 'München', 'Kreisfreie Stadt München'),
      row('82008', 'Unterhaching', 'Landkreis München'),
      row('99999', 'Irgendwo', null),
    ]);
    expect(regions).toEqual([
      { Name: 'Kreisfreie Stadt München', ZipCodes: [{ ZipCode: '80331', Places: ['München'] }] },
      {
        Name: 'Landkreis München',
        ZipCodes: [
          { ZipCode: '82008', Places: ['Unterhaching'] },
          { ZipCode: '82041', Places: ['Deisenhofen', 'Oberhaching'] },
        ],
      },
      { Name: REGION_UNKNOWN, ZipCodes: [{ ZipCode: '99999', Places: ['Irgendwo'] }] },
    ]);
  });

  it('lists a code of two Kreise once, under its first town', () => {
    const regions = toServedRegions([
      row('01234', 'Allianz AG', 'Kreis A', true),
      row('01234', 'Bergdorf', 'Kreis B'),
      row('01234', 'Talheim', 'Kreis A'),
    ]);
    expect(regions).toEqual([
      { Name: 'Kreis B', ZipCodes: [{ ZipCode: '01234', Places: ['Bergdorf', 'Talheim'] }] },
    ]);
  });

  it("never names a large-customer code's company as a town", () => {
    const regions = toServedRegions([
      row('80290', 'Allianz Versicherungs-AG', 'Kreisfreie Stadt München', true),
      row('80331', 'München', 'Kreisfreie Stadt München'),
      row('80331', 'Stadtwerke München GmbH', 'Kreisfreie Stadt München', true),
    ]);
    expect(regions[0]?.ZipCodes).toEqual([
      { ZipCode: '80290', Places: [] },
      { ZipCode: '80331', Places: ['München'] },
    ]);
  });
});
