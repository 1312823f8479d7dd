import type { CountryId } from '@fuel/domain';

export interface CountryStateSeed {
  readonly countryId: CountryId;
  /** DE two-letter Land code, AT GeoNames number, CH canton letters. */
  readonly code: string;
  readonly name: string;
  readonly friendlyName: string;
}

/** DE in GeoNames number order (01 BW … 16 BE), so ids 101–116 follow both code schemes of the files. */
const GERMANY: readonly [string, string, string][] = [
  ['BW', 'Baden-Württemberg', 'baden-wuerttemberg'],
  ['BY', 'Bayern', 'bayern'],
  ['HB', 'Bremen', 'bremen'],
  ['HH', 'Hamburg', 'hamburg'],
  ['HE', 'Hessen', 'hessen'],
  ['NI', 'Niedersachsen', 'niedersachsen'],
  ['NW', 'Nordrhein-Westfalen', 'nordrhein-westfalen'],
  ['RP', 'Rheinland-Pfalz', 'rheinland-pfalz'],
  ['SL', 'Saarland', 'saarland'],
  ['SH', 'Schleswig-Holstein', 'schleswig-holstein'],
  ['BB', 'Brandenburg', 'brandenburg'],
  ['MV', 'Mecklenburg-Vorpommern', 'mecklenburg-vorpommern'],
  ['SN', 'Sachsen', 'sachsen'],
  ['ST', 'Sachsen-Anhalt', 'sachsen-anhalt'],
  ['TH', 'Thüringen', 'thueringen'],
  ['BE', 'Berlin', 'berlin'],
];

const AUSTRIA: readonly [string, string, string][] = [
  ['01', 'Burgenland', 'burgenland'],
  ['02', 'Kärnten', 'kaernten'],
  ['03', 'Niederösterreich', 'niederoesterreich'],
  ['04', 'Oberösterreich', 'oberoesterreich'],
  ['05', 'Salzburg', 'salzburg'],
  ['06', 'Steiermark', 'steiermark'],
  ['07', 'Tirol', 'tirol'],
  ['08', 'Vorarlberg', 'vorarlberg'],
  ['09', 'Wien', 'wien'],
];

const SWITZERLAND: readonly [string, string, string][] = [
  ['AG', 'Aargau', 'aargau'],
  ['AI', 'Appenzell Innerrhoden', 'appenzell-innerrhoden'],
  ['AR', 'Appenzell Ausserrhoden', 'appenzell-ausserrhoden'],
  ['BE', 'Bern', 'bern'],
  ['BL', 'Basel-Landschaft', 'basel-landschaft'],
  ['BS', 'Basel-Stadt', 'basel-stadt'],
  ['FR', 'Freiburg', 'freiburg'],
  ['GE', 'Genf', 'genf'],
  ['GL', 'Glarus', 'glarus'],
  ['GR', 'Graubünden', 'graubuenden'],
  ['JU', 'Jura', 'jura'],
  ['LU', 'Luzern', 'luzern'],
  ['NE', 'Neuenburg', 'neuenburg'],
  ['NW', 'Nidwalden', 'nidwalden'],
  ['OW', 'Obwalden', 'obwalden'],
  ['SG', 'St. Gallen', 'st-gallen'],
  ['SH', 'Schaffhausen', 'schaffhausen'],
  ['SO', 'Solothurn', 'solothurn'],
  ['SZ', 'Schwyz', 'schwyz'],
  ['TG', 'Thurgau', 'thurgau'],
  ['TI', 'Tessin', 'tessin'],
  ['UR', 'Uri', 'uri'],
  ['VD', 'Waadt', 'waadt'],
  ['VS', 'Wallis', 'wallis'],
  ['ZG', 'Zug', 'zug'],
  ['ZH', 'Zürich', 'zuerich'],
];

const ISO_COUNTRY: Record<CountryId, string> = { 1: 'DE', 2: 'AT', 3: 'CH' };

function rows(countryId: CountryId, list: readonly [string, string, string][]) {
  return list.map(([code, name, friendlyName], index) => ({
    id: countryId * 100 + index + 1,
    countryId,
    code,
    name,
    friendlyName,
    mapId: `${ISO_COUNTRY[countryId]}-${countryId === 2 ? String(index + 1) : code}`,
  }));
}

export const COUNTRY_STATES = [...rows(1, GERMANY), ...rows(2, AUSTRIA), ...rows(3, SWITZERLAND)];
