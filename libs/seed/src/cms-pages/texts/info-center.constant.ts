import type { CountryCode } from '@fuel/domain';
import type { LegalSection } from './legal-section.type.js';
import { siteSpelledSections } from './legal-section.util.js';

export interface InfoSection extends LegalSection {
  /** Anchor of the section (/info-center#lieferung). */
  readonly id: string;
  readonly tips?: readonly string[];
}

/** The withdrawal right differs by country; the rest of the guide is the same everywhere. */
const WITHDRAWAL: Readonly<Record<CountryCode, readonly string[]>> = {
  de: [
    'Bestellen Sie als Verbraucherin oder Verbraucher online, steht Ihnen nach einem Urteil des Bundesgerichtshofs (2015) auch bei Heizöl grundsätzlich ein Widerrufsrecht von 14 Tagen zu. Die Frist beginnt mit der Lieferung.',
    'Das Widerrufsrecht erlischt jedoch, sobald das Heizöl in Ihren Tank gefüllt und dort mit dem vorhandenen Restbestand untrennbar vermischt ist (§ 312g Abs. 2 Nr. 4 BGB). Einen Widerruf vor der Lieferung richten Sie an den Händler, mit dem der Vertrag zustande gekommen ist; die Widerrufsbelehrung erhalten Sie mit der Bestellbestätigung.',
  ],
  at: [
    'Bei Online-Bestellungen haben Verbraucherinnen und Verbraucher nach dem Fern- und Auswärtsgeschäfte-Gesetz (FAGG) grundsätzlich 14 Tage Zeit, vom Vertrag zurückzutreten.',
    'Das Rücktrittsrecht endet, wenn die Ware nach der Lieferung untrennbar mit anderen Gütern vermischt wurde – bei Heizöl also, sobald es in Ihren Tank gefüllt ist. Einen Rücktritt vor der Lieferung erklären Sie gegenüber dem liefernden Händler; die Belehrung erhalten Sie mit der Bestellbestätigung.',
  ],
  ch: [
    'Das Schweizer Recht kennt für Online-Bestellungen kein allgemeines gesetzliches Widerrufsrecht; das Widerrufsrecht nach Art. 40a ff. OR gilt nur für Haustür- und ähnliche Geschäfte.',
    'Massgebend sind deshalb die Bedingungen des liefernden Händlers. Ob und bis wann Sie eine Bestellung stornieren können, sehen Sie in der Bestellbestätigung; fragen Sie im Zweifel vor der Lieferung direkt beim Händler nach.',
  ],
};

export function infoCenterSections(code: CountryCode): readonly InfoSection[] {
  return siteSpelledSections(guideSections(code), code);
}

function guideSections(code: CountryCode): readonly InfoSection[] {
  const currency = code === 'ch' ? 'Franken' : 'Euro';
  return [
    {
      id: 'preisfaktoren',
      title: 'Was den Heizölpreis bestimmt',
      paragraphs: [
        'Heizöl ist ein Mitteldestillat wie Diesel. Sein Preis folgt dem Börsenpreis für Gasöl, der wiederum eng an den Rohölpreis der Sorte Brent gekoppelt ist. Weil Rohöl in US-Dollar gehandelt wird, spielt auch der Wechselkurs eine Rolle: Ein starker ' +
          currency +
          ' macht Heizöl günstiger.',
        'Dazu kommen Abgaben und Steuern (Energiesteuer bzw. Mineralölsteuer, CO₂-Preis, Mehrwertsteuer), die Transportkosten bis zum Lager des Händlers und die Nachfrage in Ihrer Region. Vor dem Winter bestellen viele Haushalte gleichzeitig – dann steigen die Preise oft.',
      ],
      tips: [
        'Beobachten Sie die Preisentwicklung auf unseren Preisseiten über einen Monat bis zehn Jahre.',
        'Größere Mengen senken den Preis pro 100 Liter, weil Anfahrt und Abfüllung nur einmal anfallen.',
        'Bestellen Sie nicht erst, wenn der Tank leer ist: Dann bleibt Zeit, einen günstigen Tag abzuwarten.',
      ],
    },
    {
      id: 'tankpflege',
      title: 'Tank und Heizöl richtig pflegen',
      paragraphs: [
        'Heizöl altert: Über die Jahre bilden sich am Tankboden Ablagerungen aus Alterungsprodukten und Kondenswasser. Gelangen sie in die Leitung, verstopfen Filter und Düse. Ein sauberer, dichter Tank schützt Ihre Heizung und die Umwelt.',
        'Lassen Sie den Tank reinigen, wenn der Ölfilter auffällig oft verschmutzt oder die letzte Reinigung mehr als zehn Jahre zurückliegt – am besten kurz vor der nächsten Lieferung, wenn der Tank fast leer ist. Welche Prüfpflichten für Ihre Anlage gelten, hängt von Größe, Aufstellort und Region ab; Ihr Heizungsfachbetrieb weiß Bescheid.',
      ],
      tips: [
        'Prüfen Sie einmal im Jahr Auffangwanne, Leitungen und Grenzwertgeber auf Schäden.',
        'Halten Sie den Raum um den Tank frei und trocken.',
        'Premium-Heizöl mit Additiven kann sich lohnen, wenn das Öl lange im Tank lagert.',
      ],
    },
    {
      id: 'lieferung',
      title: 'So läuft die Lieferung ab',
      paragraphs: [
        'Nach der Bestellung bestätigt der Händler den Liefertermin. Bei Standardlieferung kommt der Tankwagen in der Regel innerhalb von zwei bis drei Wochen, gegen Aufpreis auch als Expresslieferung in 24 oder 48 Stunden oder zu einem Wunschtermin.',
        'Am Liefertag müssen Zufahrt und Einfüllstutzen erreichbar sein. Messen Sie vorher den Weg vom Straßenrand bis zum Stutzen: Der Standard-Schlauch reicht bis 40 Meter, längere Schläuche kosten einen kleinen Aufschlag. Für enge Zufahrten wählen Sie im Rechner einen kleinen Tankwagen.',
      ],
      tips: [
        'Schalten Sie den Brenner nach Herstellerangabe vor der Befüllung ab und erst nach einigen Stunden wieder ein.',
        'Kontrollieren Sie die gelieferte Menge am Zählwerk des Tankwagens und auf dem Lieferschein.',
        'Bei mehreren Lieferstellen (Sammelbestellung) erhält jede Lieferstelle ihre eigene Teilmenge.',
      ],
    },
    {
      id: 'zahlung',
      title: 'Bezahlen: Rechnung, Lastschrift, Raten',
      paragraphs: [
        'Welche Zahlungsarten möglich sind, legt jeder Händler selbst fest. Verbreitet sind Rechnung und SEPA-Lastschrift, bei einigen Händlern auch Barzahlung oder EC-Karte bei Lieferung, PayPal oder Ratenzahlung über 3 bis 24 Monate.',
        'Im Rechner wählen Sie die gewünschte Zahlungsart; angezeigt werden dann nur Händler, die sie akzeptieren. Der Gesamtpreis enthält alle Zuschläge – auch den einer Ratenzahlung –, sodass Sie Angebote direkt vergleichen können.',
      ],
      tips: [
        'Bei Rechnung und Lastschrift zahlen Sie erst nach der Lieferung.',
        'Für Ratenzahlung ist eine Bonitätsprüfung üblich.',
        'Seien Sie misstrauisch bei Angeboten, die Vorkasse auf ein unbekanntes Konto verlangen.',
      ],
    },
    {
      id: 'widerrufsrecht',
      title: code === 'at' ? 'Rücktrittsrecht bei Heizöl' : 'Widerrufsrecht bei Heizöl',
      paragraphs: [
        ...WITHDRAWAL[code],
        'Diese Hinweise sind eine allgemeine Information und ersetzen keine Rechtsberatung.',
      ],
    },
  ];
}
