import { describe, expect, it } from 'vitest';
import { isOrganisationPlace } from './organisation-places.js';

describe('isOrganisationPlace', () => {
  it('knows the companies and offices of DE large-customer codes', () => {
    for (const place of [
      'Allianz Bank',
      'SOS-Kinderdörfer',
      'AOK - Die Gesundheitskasse Stuttgart',
      'BARMER',
      'Bundesknappschaft',
      'HUK-Coburg',
      'Stadtverwaltung',
      'Generalstaatsanwaltschaft',
      'Fachhochschule für Technik und Wirtschaft Berlin',
      'Kreditorische Abrechnung',
      'Atlas Reisen',
    ])
      expect(isOrganisationPlace(1, place)).toBe(true);
  });

  it('keeps towns, also those that contain such a word', () => {
    for (const place of ['München', 'Kassel', 'Coburg', 'Niederkassel', 'Stadtallendorf', 'Halle (Saale)'])
      expect(isOrganisationPlace(1, place)).toBe(false);
  });

  it('marks nothing in Austria and Switzerland', () => {
    expect(isOrganisationPlace(2, 'Wien, Post AG')).toBe(false);
    expect(isOrganisationPlace(3, 'Zürich UBS AG')).toBe(false);
  });
});
