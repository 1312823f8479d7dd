import type { CountryCode, OperatorContact } from '@fuel/domain';
import type { LegalSection } from './legal-section.type.js';
import { siteSpelledSections } from './legal-section.util.js';

/** Version date of the privacy notice. */
export const PRIVACY_VERSION_DATE = '1. November 2026';

interface PrivacyLaw {
  /** The law the notice is given under. */
  readonly basis: string;
  /** The rule on storing information in the visitor's browser. */
  readonly cookieRule: string;
  /** How long order and invoice records are kept, and why. */
  readonly retention: string;
  /** Where to complain. */
  readonly authority: string;
}

const LAW: Readonly<Record<CountryCode, PrivacyLaw>> = {
  de: {
    basis: 'der Datenschutz-Grundverordnung (DSGVO) und des Bundesdatenschutzgesetzes (BDSG)',
    cookieRule: '§ 25 Telekommunikation-Digitale-Dienste-Datenschutz-Gesetz (TDDDG)',
    retention:
      'Bestell- und Rechnungsunterlagen bewahren wir so lange auf, wie es das Handels- und Steuerrecht verlangt (bis zu zehn Jahre, § 257 HGB, § 147 AO).',
    authority:
      'Sie können sich bei einer Datenschutz-Aufsichtsbehörde beschweren, insbesondere bei der Behörde Ihres Wohnorts oder der für unseren Sitz zuständigen Landesdatenschutzbehörde.',
  },
  at: {
    basis: 'der Datenschutz-Grundverordnung (DSGVO) und des österreichischen Datenschutzgesetzes (DSG)',
    cookieRule: '§ 165 Abs. 3 Telekommunikationsgesetz 2021 (TKG 2021)',
    retention:
      'Bestell- und Rechnungsunterlagen bewahren wir so lange auf, wie es das Unternehmens- und Abgabenrecht verlangt (sieben Jahre, § 212 UGB, § 132 BAO; in Deutschland bis zu zehn Jahre).',
    authority:
      'Sie können sich bei der Österreichischen Datenschutzbehörde beschweren (Barichgasse 40–42, 1030 Wien, www.dsb.gv.at) oder bei der Aufsichtsbehörde an unserem Sitz.',
  },
  ch: {
    basis:
      'des Bundesgesetzes über den Datenschutz (DSG) und, soweit sie anwendbar ist, der Datenschutz-Grundverordnung der EU (DSGVO)',
    cookieRule: 'Art. 45c des Fernmeldegesetzes (FMG) und dem DSG',
    retention:
      'Bestell- und Rechnungsunterlagen bewahren wir so lange auf, wie es das Handels- und Steuerrecht verlangt (zehn Jahre, Art. 958f OR).',
    authority:
      'Sie können sich beim Eidgenössischen Datenschutz- und Öffentlichkeitsbeauftragten (EDÖB, Feldeggweg 1, 3003 Bern, www.edoeb.admin.ch) beschweren.',
  },
};

/** The privacy notice of the site: what the marketplace processes, why, with whom, how long, and your rights. */
export function privacySections(code: CountryCode, operator: OperatorContact): readonly LegalSection[] {
  const law = LAW[code];
  const sections: LegalSection[] = [
    {
      title: '1. Verantwortliche Stelle',
      paragraphs: [
        `Verantwortlich für die Verarbeitung Ihrer personenbezogenen Daten auf dieser Website ist die ${operator.companyName}, ${operator.street}, ${operator.postalCode} ${operator.town}, ${operator.country}, Telefon ${operator.customerPhone}, E-Mail ${operator.email}.`,
        `Anfragen zum Datenschutz richten Sie bitte an ${operator.privacyEmail}. Diese Erklärung informiert Sie nach den Vorgaben ${law.basis}.`,
      ],
    },
    {
      title: '2. Preisvergleich ohne Anmeldung',
      paragraphs: [
        'Für den Preisvergleich geben Sie Postleitzahl, Menge, Produkt und Lieferoptionen an. Diese Angaben brauchen wir, um die Händler zu finden, die an Ihre Adresse liefern, und ihre Preise zu berechnen. Sie werden nicht mit Ihrer Person verknüpft, solange Sie nicht bestellen.',
        'Beim Aufruf jeder Seite verarbeitet unser Server technisch notwendige Daten (IP-Adresse, Zeitpunkt, aufgerufene Adresse, Browserkennung), um die Seite auszuliefern und Angriffe abzuwehren. Diese Protokolle löschen wir nach spätestens 14 Tagen. Rechtsgrundlage ist unser berechtigtes Interesse an einem sicheren Betrieb (Art. 6 Abs. 1 lit. f DSGVO).',
      ],
    },
    {
      title: '3. Kundenkonto und Bestellung',
      paragraphs: [
        'Wenn Sie ein Kundenkonto anlegen oder als Gast bestellen, verarbeiten wir Anrede, Name, gegebenenfalls Firma, Liefer- und Rechnungsadresse, E-Mail-Adresse, Telefonnummer, die Bestelldaten und die gewählte Zahlungsart. Das ist zur Vermittlung und Abwicklung Ihrer Bestellung erforderlich (Art. 6 Abs. 1 lit. b DSGVO).',
        'Der Kaufvertrag kommt mit dem von Ihnen gewählten Händler zustande. Wir übermitteln ihm deshalb Name, Lieferadresse, Kontaktdaten und die Bestellung, damit er liefern und abrechnen kann. Der Händler ist für diese Daten ab der Übermittlung selbst verantwortlich.',
        'Bei Zahlung per Ratenkauf, PayPal oder über den Marktplatz abgewickelter Rechnung oder Lastschrift geben wir die für die Zahlung nötigen Daten an den jeweiligen Zahlungsdienstleister weiter; dieser kann eine Bonitätsprüfung durchführen. Ihre IBAN speichern wir nur für die gewählte Bestellung.',
      ],
    },
    {
      title: '4. E-Mails und Bewertungen',
      paragraphs: [
        'Wir senden Ihnen E-Mails zu Ihrem Konto und zu jeder Statusänderung Ihrer Bestellung. Nach der Lieferung laden wir Sie ein, den Händler zu bewerten; veröffentlicht werden nur Sterne, Text und Datum Ihrer Bewertung, nie Ihr Name oder Ihre Adresse.',
      ],
    },
    {
      title: '5. Cookies und Einwilligung',
      paragraphs: [
        `Wir speichern nur die Informationen in Ihrem Browser, die für den Betrieb der Website unbedingt erforderlich sind (${law.cookieRule}): das gewählte Land (locale), die Anmeldung (Sitzungs-Cookies), Ihre Cookie-Auswahl (cookie_consent) und ob Sie den Hinweis auf gefälschte Shops ausgeblendet haben.`,
        'Statistik-Dienste, die die Nutzung der Website auswerten, setzen wir nur ein, wenn Sie unter „Cookie-Einstellungen“ der Kategorie Statistik zugestimmt haben (Art. 6 Abs. 1 lit. a DSGVO). Sie können Ihre Einwilligung dort jederzeit mit Wirkung für die Zukunft widerrufen.',
      ],
    },
    {
      title: '6. Empfänger und Übermittlung ins Ausland',
      paragraphs: [
        'Empfänger Ihrer Daten sind der von Ihnen gewählte Händler, die Zahlungsdienstleister der gewählten Zahlungsart sowie unsere Dienstleister für Hosting, Rechenzentrum und E-Mail-Versand, die wir vertraglich zur Vertraulichkeit und Weisungsbindung verpflichtet haben. Darüber hinaus geben wir Daten nur weiter, wenn wir gesetzlich dazu verpflichtet sind.',
        code === 'ch'
          ? 'Der Marktplatz wird aus der Europäischen Union betrieben; Ihre Daten werden deshalb auch dort bearbeitet. Die EU verfügt nach dem Entscheid des Bundesrates über einen angemessenen Datenschutz.'
          : 'Wir verarbeiten Ihre Daten in der Europäischen Union bzw. im Europäischen Wirtschaftsraum.',
      ],
    },
    {
      title: '7. Speicherdauer',
      paragraphs: [
        'Wir speichern Ihre Daten, solange Ihr Kundenkonto besteht oder es für die Abwicklung einer Bestellung nötig ist. Löschen Sie Ihr Konto, löschen wir Ihre Daten, soweit keine gesetzlichen Aufbewahrungspflichten entgegenstehen.',
        law.retention,
      ],
    },
    {
      title: '8. Ihre Rechte',
      paragraphs: [
        'Sie haben das Recht auf Auskunft über Ihre gespeicherten Daten, auf Berichtigung, Löschung und Einschränkung der Verarbeitung, auf Datenübertragbarkeit sowie das Recht, einer Verarbeitung auf Grund berechtigter Interessen zu widersprechen. Eine erteilte Einwilligung können Sie jederzeit widerrufen.',
        `Wenden Sie sich dafür an ${operator.privacyEmail}. ${law.authority}`,
      ],
    },
    {
      title: '9. Sicherheit',
      paragraphs: [
        'Die Website überträgt alle Daten verschlüsselt (TLS). Kennwörter speichern wir nur als kryptografischen Hash; Zugriff auf Bestelldaten haben nur die Mitarbeitenden und Händler, die sie für ihre Aufgabe brauchen.',
      ],
    },
  ];
  return siteSpelledSections(sections, code);
}
