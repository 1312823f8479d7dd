import type { Country } from '../common/countries.constant.js';
import { type OperatorContact, phoneHref } from '../common/operator-contact.util.js';

/**
 * The editable texts of fixed pages (issue #16), per site. An empty block shows its default (in code, so a
 * fresh site and a deleted block still read well). `plain` blocks are text; `rich` blocks are HTML within
 * RICH_TEXT_ALLOW_LIST. The defaults are today's texts of the site.
 */
export const CONTENT_BLOCK_KEYS = [
  'home.hero.title',
  'home.hero.text',
  'home.trust',
  'offers.hints',
  'footer.text',
  'mail.signature',
] as const;
export type ContentBlockKey = (typeof CONTENT_BLOCK_KEYS)[number];

export type ContentBlockFormat = 'plain' | 'rich';

/** What a default may name of its site: the country and the operator's contact (hotline, hours, e-mail). */
export interface ContentBlockSite {
  readonly country: Country;
  readonly operator: Pick<OperatorContact, 'customerPhone' | 'serviceHours' | 'email'>;
}

export interface ContentBlockDefinition {
  /** German name in the back office. */
  readonly name: string;
  /** Where it shows, for the editor. */
  readonly where: string;
  readonly format: ContentBlockFormat;
  readonly maxLength: number;
  /** Plain blocks only: line breaks are kept (a mail signature); otherwise the text is one line. */
  readonly multiline: boolean;
  /** Today's text of the site, shown while the block is empty. */
  readonly defaultValue: (site: ContentBlockSite) => string;
}

/** The marketplace's name, as the web's footer and the mails write it. */
const BRAND_NAME = 'Heizöl-Marktplatz';

export const CONTENT_BLOCKS: Readonly<Record<ContentBlockKey, ContentBlockDefinition>> = {
  'home.hero.title': {
    name: 'Startseite: Überschrift',
    where: 'Startseite, große Überschrift über dem Rechner',
    format: 'plain',
    maxLength: 120,
    multiline: false,
    defaultValue: ({ country }) => `Heizöl günstig bestellen – Preise vergleichen ${country.nameInSentence}`,
  },
  'home.hero.text': {
    name: 'Startseite: Einleitung',
    where: 'Startseite, Text unter der Überschrift',
    format: 'plain',
    maxLength: 300,
    multiline: false,
    defaultValue: () =>
      'Postleitzahl und Menge eingeben, Angebote regionaler Händler vergleichen und direkt online bestellen.',
  },
  'home.trust': {
    name: 'Startseite: Darum lohnt sich der Vergleich',
    where:
      'Startseite, Abschnitt „Darum lohnt sich der Vergleich“ (eine Liste; jeder Punkt mit Überschrift H3)',
    format: 'rich',
    maxLength: 4000,
    multiline: true,
    defaultValue: ({ operator }) =>
      '<ul>' +
      '<li><h3>Preise auf einen Blick</h3><p>Angebote regionaler Händler für Ihre Postleitzahl übersichtlich nebeneinander.</p></li>' +
      '<li><h3>Direkt beim Händler bestellen</h3><p>Sie wählen das passende Angebot und bestellen ohne Umweg beim liefernden Händler.</p></li>' +
      `<li><h3>Persönlicher Kundenservice</h3><p>Fragen zu Ihrer Bestellung? Rufen Sie uns an: <a href="${phoneHref(operator.customerPhone)}">${operator.customerPhone}</a></p></li>` +
      '</ul>',
  },
  'offers.hints': {
    name: 'Angebotsliste: Hinweise',
    where: 'Angebotsliste, Hinweise unter der Überschrift',
    format: 'rich',
    maxLength: 2000,
    multiline: true,
    defaultValue: () =>
      '<p>Alle Preise inkl. MwSt. für Ihre Postleitzahl, Menge und Einstellungen. Sie wählen das passende Angebot und bestellen ohne Umweg beim liefernden Händler.</p>',
  },
  'footer.text': {
    name: 'Fußzeile: Text',
    where: 'Jede Seite, Fußzeile unter den Links',
    format: 'plain',
    maxLength: 300,
    multiline: false,
    defaultValue: () => `${BRAND_NAME} – Heizöl, Diesel, Holzpellets und AdBlue im Preisvergleich.`,
  },
  'mail.signature': {
    name: 'E-Mails: Signatur',
    where: 'Jede E-Mail an Kunden und Händler, am Ende über der Anschrift des Betreibers',
    format: 'plain',
    maxLength: 500,
    multiline: true,
    defaultValue: ({ operator }) =>
      `Fragen? Unser Kundenservice ist für Sie da: ${operator.customerPhone} (${operator.serviceHours}), ${operator.email}`,
  },
};

export function isContentBlockKey(value: unknown): value is ContentBlockKey {
  return typeof value === 'string' && (CONTENT_BLOCK_KEYS as readonly string[]).includes(value);
}
