import type { CountryCode, OperatorContact } from '@fuel/domain';
import type { LegalSection } from './legal-section.type.js';
import { siteSpelledSections } from './legal-section.util.js';

/** The marketplace's name as the web writes it (apps/web/app/ui/brand.constant.ts). */
const BRAND_NAME = 'Heizöl-Marktplatz';

/** Version date of the terms shown in the print view. */
export const TERMS_VERSION_DATE = '1. November 2026';

const LAW: Readonly<Record<CountryCode, { law: string; withdrawal: string }>> = {
  de: {
    law: 'Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts. Zwingende Verbraucherschutzvorschriften des Staates, in dem Verbraucherinnen und Verbraucher ihren gewöhnlichen Aufenthalt haben, bleiben unberührt.',
    withdrawal:
      'Verbraucherinnen und Verbrauchern steht bei Bestellungen über den Marktplatz ein gesetzliches Widerrufsrecht von 14 Tagen zu; die Widerrufsbelehrung des Händlers wird mit der Bestellbestätigung übermittelt. Das Widerrufsrecht erlischt, sobald die gelieferte Ware nach ihrer Beschaffenheit untrennbar mit anderen Gütern vermischt ist, etwa Heizöl mit dem Restbestand im Tank (§ 312g Abs. 2 Nr. 4 BGB).',
  },
  at: {
    law: 'Es gilt österreichisches Recht unter Ausschluss des UN-Kaufrechts. Zwingende Bestimmungen des Konsumentenschutzgesetzes (KSchG) und des Fern- und Auswärtsgeschäfte-Gesetzes (FAGG) bleiben unberührt.',
    withdrawal:
      'Verbraucherinnen und Verbraucher können nach dem FAGG binnen 14 Tagen vom Vertrag zurücktreten; die Rücktrittsbelehrung des Händlers wird mit der Bestellbestätigung übermittelt. Das Rücktrittsrecht besteht nicht mehr, sobald die Ware nach der Lieferung untrennbar mit anderen Gütern vermischt wurde, etwa Heizöl mit dem Restbestand im Tank.',
  },
  ch: {
    law: 'Es gilt schweizerisches Recht unter Ausschluss des Wiener Kaufrechts (CISG). Gerichtsstand ist, soweit gesetzlich zulässig, der Sitz des Händlers; für Konsumentinnen und Konsumenten gelten die zwingenden Gerichtsstände der Zivilprozessordnung.',
    withdrawal:
      'Für Bestellungen über den Marktplatz besteht kein gesetzliches Widerrufsrecht. Ob und bis wann eine Bestellung storniert werden kann, richtet sich nach den Bedingungen des Händlers, die mit der Bestellbestätigung übermittelt werden.',
  },
};

/** The general terms of the marketplace for the site; the dealer's own terms may add to them. */
export function termsSections(code: CountryCode, operator: OperatorContact): readonly LegalSection[] {
  const { law, withdrawal } = LAW[code];
  const sections: LegalSection[] = [
    {
      title: '§ 1 Geltungsbereich',
      paragraphs: [
        `Diese Allgemeinen Geschäftsbedingungen gelten für die Nutzung des ${BRAND_NAME} (im Folgenden „Marktplatz“) und für alle Bestellungen von Heizöl, Diesel, Holzpellets und AdBlue, die Kundinnen und Kunden über den Marktplatz bei den dort vertretenen Händlern aufgeben.`,
        `Betreiber des Marktplatzes ist die ${operator.companyName}, ${operator.street}, ${operator.postalCode} ${operator.town}, ${operator.country} (${operator.registerEntry}); Kundenservice: ${operator.customerPhone} (${operator.serviceHours}), ${operator.email}.`,
        'Abweichende Bedingungen der Kundinnen und Kunden gelten nur, wenn sie ausdrücklich schriftlich anerkannt wurden.',
      ],
    },
    {
      title: '§ 2 Rolle des Marktplatzes',
      paragraphs: [
        'Der Marktplatz vergleicht die Angebote regionaler Händler und vermittelt Bestellungen. Der Kaufvertrag über die bestellte Ware kommt ausschließlich zwischen der Kundin bzw. dem Kunden und dem jeweils ausgewählten Händler zustande. Der Händler ist für Lieferung, Rechnungsstellung und Gewährleistung verantwortlich.',
        'Der Marktplatz stellt die technische Plattform bereit, übermittelt die Bestellung an den Händler und unterstützt bei Fragen zur Bestellung über den Kundenservice.',
      ],
    },
    {
      title: '§ 3 Vertragsschluss',
      paragraphs: [
        'Die Darstellung der Angebote im Preisvergleich ist kein verbindliches Angebot. Mit dem Absenden der Bestellung gibt die Kundin bzw. der Kunde ein verbindliches Angebot zum Abschluss eines Kaufvertrags mit dem ausgewählten Händler ab.',
        'Der Eingang der Bestellung wird unverzüglich per E-Mail bestätigt. Der Vertrag kommt zustande, wenn der Händler die Bestellung bestätigt oder die Ware ausliefert.',
      ],
    },
    {
      title: '§ 4 Preise',
      paragraphs: [
        'Alle angezeigten Preise sind Endpreise einschließlich der gesetzlichen Mehrwertsteuer und aller im Angebot ausgewiesenen Zuschläge (zum Beispiel für Expresslieferung, Schlauchlänge, weitere Lieferstellen oder Ratenzahlung). Der bei der Bestellung angezeigte Preis wird für die Dauer des Bestellvorgangs gehalten.',
        'Heizöl wird nach dem Volumen bei 15 °C abgerechnet; maßgeblich ist die am geeichten Zählwerk des Tankwagens gemessene Menge. Weicht die gelieferte Menge von der bestellten ab, wird nach dem vereinbarten Preis je 100 Liter abgerechnet.',
      ],
    },
    {
      title: '§ 5 Lieferung',
      paragraphs: [
        'Die Lieferung erfolgt an die angegebene Lieferadresse innerhalb der im Angebot genannten Lieferfrist. Der Händler kündigt den Liefertermin rechtzeitig an.',
        'Die Kundin bzw. der Kunde sorgt dafür, dass die Lieferstelle für einen Tankwagen der gewählten Größe erreichbar ist, der Einfüllstutzen mit der gewählten Schlauchlänge erreicht werden kann und der Tank für die bestellte Menge aufnahmefähig und technisch in Ordnung ist. Mehrkosten einer vergeblichen Anfahrt, die die Kundin bzw. der Kunde zu vertreten hat, können in Rechnung gestellt werden.',
      ],
    },
    {
      title: '§ 6 Zahlung',
      paragraphs: [
        'Es stehen die Zahlungsarten zur Verfügung, die der ausgewählte Händler im Angebot anbietet. Bei Zahlung auf Rechnung ist der Rechnungsbetrag innerhalb der auf der Rechnung genannten Frist fällig; bei SEPA-Lastschrift wird der Betrag nach der Lieferung eingezogen.',
        'Bei Ratenzahlung gelten ergänzend die Bedingungen des jeweiligen Finanzierungspartners. Das Eigentum an der Ware bleibt bis zur vollständigen Bezahlung beim Händler.',
      ],
    },
    { title: code === 'at' ? '§ 7 Rücktrittsrecht' : '§ 7 Widerrufsrecht', paragraphs: [withdrawal] },
    {
      title: '§ 8 Gewährleistung und Haftung',
      paragraphs: [
        'Für Mängel der gelieferten Ware haftet der Händler nach den gesetzlichen Bestimmungen. Beanstandungen richten Sie bitte an den Händler oder an unseren Kundenservice, der sie weiterleitet.',
        'Der Marktplatz haftet für Vorsatz und grobe Fahrlässigkeit sowie bei Verletzung von Leben, Körper oder Gesundheit unbeschränkt, im Übrigen nur für die Verletzung wesentlicher Pflichten aus dem Nutzungsverhältnis und begrenzt auf den vorhersehbaren, typischen Schaden.',
      ],
    },
    {
      title: '§ 9 Bewertungen',
      paragraphs: [
        'Nach einer Lieferung können Kundinnen und Kunden den Händler bewerten. Bewertungen müssen wahrheitsgemäß sein und dürfen keine beleidigenden oder rechtswidrigen Inhalte enthalten. Der Marktplatz veröffentlicht nur Bewertungen zu tatsächlich über den Marktplatz bestellten Lieferungen.',
      ],
    },
    {
      title: '§ 10 Datenschutz',
      paragraphs: [
        'Personenbezogene Daten werden nur verarbeitet, soweit dies für die Vermittlung und Abwicklung der Bestellung erforderlich ist; dazu gehört die Weitergabe von Name, Lieferadresse und Kontaktdaten an den ausgewählten Händler. Einzelheiten regelt die Datenschutzerklärung.',
      ],
    },
    {
      title: '§ 11 Schlussbestimmungen',
      paragraphs: [
        law,
        'Sollten einzelne Bestimmungen dieser Bedingungen unwirksam sein, bleibt die Wirksamkeit der übrigen Bestimmungen unberührt.',
      ],
    },
  ];
  return siteSpelledSections(sections, code);
}
