import { describe, expect, it } from 'vitest';
import { organisationPlaces, placeKey } from './organisation-places.js';

const rows = (pairs: [string, string][]) => pairs.map(([zipCode, place]) => ({ zipCode, place }));

describe('organisationPlaces', () => {
  it('marks companies and offices of DE large-customer codes, not towns', () => {
    const flagged = organisationPlaces(
      1,
      rows([
        ['80331', 'München'],
        ['80259', 'Allianz Bank'],
        ['80329', 'SOS-Kinderdörfer'],
        ['70153', 'AOK - Die Gesundheitskasse Stuttgart'],
        ['53859', 'Niederkassel'],
        ['40466', 'AOK Rheinland/Hamburg Die Gesundheitskasse'],
        ['10313', 'Fachhochschule für Technik und Wirtschaft Berlin'],
      ]),
    );
    expect([...flagged].sort()).toEqual(
      [
        placeKey('10313', 'Fachhochschule für Technik und Wirtschaft Berlin'),
        placeKey('40466', 'AOK Rheinland/Hamburg Die Gesundheitskasse'),
        placeKey('70153', 'AOK - Die Gesundheitskasse Stuttgart'),
        placeKey('80259', 'Allianz Bank'),
        placeKey('80329', 'SOS-Kinderdörfer'),
      ].sort(),
    );
  });

  it('keeps a name shared by several codes as a town unless it names an institution', () => {
    const flagged = organisationPlaces(
      1,
      rows([
        ['06108', 'Halle (Saale)'],
        ['06110', 'Halle (Saale)'],
        ['80313', 'Stadtverwaltung'],
        ['80314', 'Stadtverwaltung'],
      ]),
    );
    expect(flagged).toEqual(
      new Set([placeKey('80313', 'Stadtverwaltung'), placeKey('80314', 'Stadtverwaltung')]),
    );
  });

  it('marks nothing in Austria and Switzerland', () => {
    expect(organisationPlaces(2, rows([['1010', 'Wien, Post AG']])).size).toBe(0);
    expect(organisationPlaces(3, rows([['8098', 'Zürich UBS AG']])).size).toBe(0);
  });
});
