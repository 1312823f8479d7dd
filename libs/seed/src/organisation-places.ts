import type { CountryId } from '@fuel/domain';

/**
 * German large-customer postal codes (Großkunden-PLZ) carry a company or an office as their place instead
 * of a town: '80259 Allianz Bank', '80329 SOS-Kinderdörfer'. They are no place a price page is about, so
 * the price pages, the dealer directory and the demo market leave them out and name a code after its
 * town. GeoNames does not mark them; these words do, checked against the whole DE file: about 6,300 rows
 * and 2,150 codes of only companies, and no town among them ('Kassel', 'Coburg', 'Stadtallendorf' stay).
 */

/** A legal form or an institution's word, in any case. */
const INSTITUTION =
  /GmbH|mbH|\bAG\b|\bKG\b|\bSE\b|\beG\b|e\.\s?V\.|Bank|Sparkasse|Versicherung|Verlag|Finanz|Stadtwerke|Deutsche|Rundfunk|Lotto|Klinik|Universit|Ministerium|Behörde|Gericht|Agentur|Institut|Verein|verwaltung|Gesundheitskasse|Krankenkasse|Handelskammer|Krankenhaus|Polizei|Landratsamt|Stiftung|^Stadt$|anwaltschaft|Regierung|Staatskanzlei|Landtag|Direktion|versorgung|aktiengesellschaft|Abrechnung|betrieb\b|Reisen\b/i;

/** Words of offices and firms with the case as written ('Kasse' but not 'Kassel'), capitals ('BARMER'), digits. */
const OFFICE =
  /\b[A-ZÄÖÜ]{2,}\b|Service|Financial|Deutschland\b|\boHG\b|S\.A\.|Verwaltung|\bAmt\b|amt\b|Post|[Kk]asse\b|Zentrale|Versand|&|Landes|Bundes|Radio|verband|Verband|Finance|Dienstleistung|genossenschaft|Gesellschaft|zentrum|Zentrum|Niederlassung|\d|schule|Kinderd|Gesundheit|Lotterie|Hilfswerk|Staatlich|Werke\b|Sender/;

export function isOrganisationPlace(countryId: CountryId, place: string): boolean {
  return countryId === 1 && (INSTITUTION.test(place) || OFFICE.test(place));
}
