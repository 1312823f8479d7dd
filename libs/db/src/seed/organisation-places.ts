import type { CountryId } from '@fuel/domain';

/**
 * German large-customer postal codes (Großkunden-PLZ) carry a company or an office as their place instead
 * of a town: '80259 Allianz Bank', '80329 SOS-Kinderdörfer'. They are no place anyone orders heating oil
 * for, so the price pages, the dealer directory and the demo market leave them out and name a code after
 * its town. GeoNames does not mark them; these words do, checked against the whole DE file (no town lost).
 */

/** A legal form or an institution's word (any case): never a town, even when the name owns several codes. */
const INSTITUTION =
  /GmbH|mbH|\bAG\b|\bKG\b|\bSE\b|\beG\b|e\.\s?V\.|Bank|Sparkasse|Versicherung|Verlag|Finanz|Stadtwerke|Deutsche|Rundfunk|Lotto|Klinik|Universit|Ministerium|Behörde|Gericht|Agentur|Institut|Verein|verwaltung|Gesundheitskasse|Krankenkasse|Handelskammer|Krankenhaus|Polizei|Landratsamt|Stiftung|^Stadt$|anwaltschaft|Regierung|Staatskanzlei|Landtag|Direktion|versorgung|aktiengesellschaft/i;

/** The same with the case as written: a word in capitals ('BARMER'), an English or French company word. */
const INSTITUTION_CASED = /\b[A-ZÄÖÜ]{4,}\b|Service\b|Financial|Deutschland\b|\boHG\b|S\.A\./;

/**
 * Words that mark a company or office when the name has a single code (case as written: 'Kasse' but not
 * 'Niederkassel'); a town name shared by several codes is a town whatever it contains.
 */
const OFFICE =
  /GmbH|mbH|\bAG\b|\bKG\b|\bSE\b|e\.\s?V\.|Bank|Sparkasse|Versicherung|Verwaltung|\bAmt\b|amt\b|Post|Universit|Stadtwerke|Kasse|kasse\b|Verlag|Institut|Ministerium|Zentrale|Behörde|Gericht|Finanz|Service|Versand|&|Landes|Bundes|Agentur|Deutsche|Klinik|Rundfunk|Radio|Lotto|verband|Verband|Finance|Dienstleistung|genossenschaft|Gesellschaft|zentrum|Zentrum|Niederlassung|\d|\b[A-ZÄÖÜ]{2,}\b|schule|Kinderd|Gesundheit|Lotterie|Hilfswerk|Staatlich|Werke\b|Sender/;

/** The (code, place) keys of a country's rows whose place is an organisation; AT and CH have none. */
export function organisationPlaces(
  countryId: CountryId,
  rows: readonly { zipCode: string; place: string }[],
): Set<string> {
  const organisations = new Set<string>();
  if (countryId !== 1) return organisations;
  const codesOfPlace = new Map<string, Set<string>>();
  for (const { zipCode, place } of rows) {
    codesOfPlace.set(place, (codesOfPlace.get(place) ?? new Set()).add(zipCode));
  }
  for (const { zipCode, place } of rows) {
    const sharedName = (codesOfPlace.get(place)?.size ?? 0) > 1;
    if (INSTITUTION.test(place) || INSTITUTION_CASED.test(place) || (!sharedName && OFFICE.test(place))) {
      organisations.add(placeKey(zipCode, place));
    }
  }
  return organisations;
}

export function placeKey(zipCode: string, place: string): string {
  return `${zipCode}\u0000${place}`;
}
