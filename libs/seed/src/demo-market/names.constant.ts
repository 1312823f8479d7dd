import type { CountryId } from '@fuel/domain';

/** Every demo dealer's name starts with this, and its e-mail ends with DEMO_EMAIL_DOMAIN. */
export const DEMO_NAME_PREFIX = 'Demo-';
export const DEMO_EMAIL_DOMAIN = 'example.com';

/** Word lists, kept as one string each so they stay compact. */
const words = (list: string): readonly string[] => list.trim().split(/\s+/);

const COMMON_SURNAMES = words(`
  Müller Schmidt Schneider Fischer Weber Meyer Wagner Becker Schulz Hoffmann Koch Bauer Richter Klein Wolf
  Schröder Neumann Schwarz Zimmermann Braun Krüger Hofmann Hartmann Lange Schmitt Werner Krause Meier
  Lehmann Huber Kaiser Fuchs Peters Lang Scholz Möller Weiß Jung Hahn Keller Vogel Friedrich Günther Roth
  Beck Lorenz Baumann Franke Albrecht Winkler`);

/** Surnames per site: the common German ones, plus typical Austrian and Swiss ones. */
export const SURNAMES: Record<CountryId, readonly string[]> = {
  1: COMMON_SURNAMES,
  2: [
    ...COMMON_SURNAMES.slice(0, 30),
    ...words('Gruber Pichler Steiner Moser Mayer Hofer Leitner Berger Egger Brunner Wimmer Aigner Eder'),
  ],
  3: [
    ...COMMON_SURNAMES.slice(0, 20),
    ...words(`Ammann Frei Gerber Baumgartner Widmer Graf Kälin Zürcher Bühler Suter Brunner Steiner Moser
      Keller Meier Schmid Huber Gasser Sutter Favre Rochat Bernasconi`),
  ],
};

export const FIRST_NAMES = words(`
  Anna Thomas Julia Michael Sabine Andreas Katrin Stefan Petra Markus Claudia Frank Monika Jürgen Sandra
  Peter Nicole Christian Birgit Martin Lena Tobias Eva Florian Sarah Matthias Laura Daniel Maria Lukas`);

export const STREETS: readonly string[] = [
  'Hauptstraße',
  'Industriestraße',
  'Bahnhofstraße',
  'Gewerbestraße',
  'Am Tanklager',
  'Hafenstraße',
  'Raiffeisenstraße',
  'Siemensstraße',
  'Dieselstraße',
  'Lagerhausstraße',
  'Im Gewerbegebiet',
  'Mühlenweg',
  'Werkstraße',
  'Energieweg',
  'Handelsstraße',
  'Am Güterbahnhof',
  'Daimlerstraße',
  'Feldstraße',
];

/** Legal forms per site; Swiss firms are more often an AG, Austrian ones an e.U. or GmbH. */
export const LEGAL_FORMS: Record<CountryId, readonly string[]> = {
  1: ['GmbH', 'GmbH', 'GmbH & Co. KG', 'e.K.', 'KG', 'OHG'],
  2: ['GmbH', 'GmbH', 'e.U.', 'KG', 'GmbH & Co KG'],
  3: ['AG', 'AG', 'GmbH', 'Sàrl'],
};

export const PHONE_PREFIX: Record<CountryId, string> = { 1: '+49', 2: '+43', 3: '+41' };

/** Turns a name into an e-mail local part: lower case ASCII, umlauts spelt out. */
export function slugify(value: string): string {
  return value
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
