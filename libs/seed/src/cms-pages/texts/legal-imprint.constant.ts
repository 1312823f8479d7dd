import type { CountryCode, OperatorContact } from '@fuel/domain';
import { siteSpelling } from '@fuel/domain';
import type { LegalSection } from './legal-section.type.js';
import { siteSpelledSections } from './legal-section.util.js';

/** The statutes an Impressum answers to, per site. */
const IMPRINT_BASIS: Readonly<Record<CountryCode, string>> = {
  de: 'Angaben gemäß § 5 Digitale-Dienste-Gesetz (DDG) und § 18 Medienstaatsvertrag (MStV)',
  at: 'Informationen und Offenlegung gemäß § 5 E-Commerce-Gesetz (ECG), § 14 Unternehmensgesetzbuch (UGB) und § 25 Mediengesetz (MedienG)',
  ch: 'Angaben gemäß Art. 3 Abs. 1 lit. s des Bundesgesetzes gegen den unlauteren Wettbewerb (UWG)',
};

export function imprintBasis(code: CountryCode): string {
  return siteSpelling(IMPRINT_BASIS[code], code);
}

/** The operator's texts in the site's spelling: the ch site writes ss for ß, the configured address included. */
export function siteSpelledOperator(code: CountryCode, operator: OperatorContact): OperatorContact {
  const spell = (text: string) => siteSpelling(text, code);
  return {
    ...operator,
    companyName: spell(operator.companyName),
    street: spell(operator.street),
    town: spell(operator.town),
    country: spell(operator.country),
    registerEntry: spell(operator.registerEntry),
    managingDirector: spell(operator.managingDirector),
    serviceHours: spell(operator.serviceHours),
  };
}

/** Label of the VAT number as the site's readers know it. */
export function vatIdLabel(code: CountryCode): string {
  return code === 'ch' ? 'Mehrwertsteuer-Nummer (UID)' : 'Umsatzsteuer-Identifikationsnummer';
}

/** The Impressum's running text below the operator's data: responsibility, disputes, liability. */
export function imprintSections(code: CountryCode, operator: OperatorContact): readonly LegalSection[] {
  const responsible: LegalSection =
    code === 'at'
      ? {
          title: 'Medieninhaber und grundlegende Richtung',
          paragraphs: [
            `Medieninhaber und Herausgeber ist die ${operator.companyName}. Unternehmensgegenstand ist der Betrieb eines Online-Marktplatzes, auf dem Kundinnen und Kunden Angebote regionaler Händler für Heizöl, Diesel, Holzpellets und AdBlue vergleichen und bestellen.`,
            'Grundlegende Richtung (§ 25 Abs. 4 MedienG): Information über Preise, Angebote und Händler für Brennstoffe sowie Ratgeber rund um Heizen und Bevorratung.',
          ],
        }
      : {
          title: 'Verantwortlich für den Inhalt',
          paragraphs: [
            code === 'de'
              ? `Verantwortlich für journalistisch-redaktionelle Inhalte nach § 18 Abs. 2 MStV: ${operator.managingDirector}, Anschrift wie oben.`
              : `Verantwortlich für den Inhalt dieser Website: ${operator.managingDirector}, Anschrift wie oben.`,
          ],
        };
  const disputes: LegalSection = {
    title: code === 'ch' ? 'Streitbeilegung' : 'Verbraucherstreitbeilegung',
    paragraphs: [
      code === 'de'
        ? 'Wir sind weder bereit noch verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen (§ 36 Verbraucherstreitbeilegungsgesetz). Fragen und Beschwerden zu einer Bestellung klären wir gern direkt mit Ihnen und dem Händler.'
        : code === 'at'
          ? 'Wir sind nicht verpflichtet, an einem Verfahren vor einer Verbraucherschlichtungsstelle teilzunehmen. Verbraucherinnen und Verbraucher können sich bei Streitigkeiten aus Online-Geschäften an die Internet Ombudsstelle (www.ombudsstelle.at) wenden. Fragen und Beschwerden zu einer Bestellung klären wir gern direkt mit Ihnen und dem Händler.'
          : 'Fragen und Beanstandungen zu einer Bestellung klären wir gern direkt mit Ihnen und dem Händler. Konsumentinnen und Konsumenten steht zudem der Weg an die zuständigen Zivilgerichte offen.',
      `Sie erreichen unseren Kundenservice unter ${operator.customerPhone} (${operator.serviceHours}) oder per E-Mail an ${operator.email}.`,
    ],
  };
  const liability: LegalSection = {
    title: 'Haftung für Inhalte und Links',
    paragraphs: [
      'Die Angebote, Preise und Lieferzeiten im Preisvergleich stammen von den teilnehmenden Händlern. Wir prüfen sie sorgfältig, verbindlich sind jedoch die Angaben, die Sie im Bestellvorgang bestätigen, und die Bestätigung des Händlers.',
      'Für die Inhalte verlinkter fremder Websites sind ausschließlich deren Betreiber verantwortlich. Werden uns Rechtsverletzungen bekannt, entfernen wir betroffene Inhalte und Links umgehend.',
    ],
  };
  return siteSpelledSections([responsible, disputes, liability], code);
}
