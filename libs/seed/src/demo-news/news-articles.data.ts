import type { SiteWords } from './site-words.js';

/** One demo article as written for a site; `content` is trusted HTML (p, h2, ul, li, strong only). */
export interface DemoArticle {
  readonly slug: string;
  readonly title: string;
  readonly teaser: string;
  readonly content: string;
  /** Image under apps/web/public; null shows the site's fallback image. */
  readonly filePath: string | null;
  readonly imageAlt: string | null;
  readonly author: string;
  readonly featured: boolean;
  /** Days before the seed day the article appeared. */
  readonly ageDays: number;
}

const p = (text: string) => `<p>${text}</p>`;
const h2 = (text: string) => `<h2>${text}</h2>`;
const ul = (...items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

const EDITORS = ['Redaktion Heizöl-Marktplatz', 'Julia Berger', 'Markus Albrecht', 'Sabine Krämer'] as const;

/**
 * The demo news of a site, newest first. Written for the demo: plausible, general advice on buying
 * fuel, no real market figures or real companies.
 */
export function demoArticles(site: SiteWords): DemoArticle[] {
  return [
    {
      slug: 'heizoelpreise-im-winter-jetzt-vergleichen',
      title: 'Heizölpreise im Winter: Warum sich der Vergleich jetzt lohnt',
      teaser: `Die Heizperiode ist da und viele Tanks sind halb leer. Wer ${site.inCountry} jetzt Angebote vergleicht, spart oft mehr als gedacht.`,
      content: [
        p(
          `Mit den ersten kalten Wochen bestellen viele Haushalte gleichzeitig Heizöl. Die Händler planen ihre Touren dann besonders eng, und die Preise unterscheiden sich von Region zu Region deutlich – in ${site.regions} ebenso wie anderswo.`,
        ),
        h2('Preisunterschiede zwischen Händlern'),
        p(
          `Für 3.000 Liter Heizöl liegen zwischen dem günstigsten und dem teuersten Angebot einer Postleitzahl häufig mehrere hundert ${site.currency}. Ein Vergleich dauert nur eine Minute: Postleitzahl und Menge eingeben, Lieferzeit wählen, fertig.`,
        ),
        h2('Drei Tipps für die Bestellung im Winter'),
        ul(
          'Bestellen Sie, bevor der Tank fast leer ist – Expresslieferungen kosten Aufpreis.',
          'Prüfen Sie, ob eine längere Lieferfrist günstiger ist; viele Händler geben den Vorteil der besseren Tourenplanung weiter.',
          'Sorgen Sie für eine freie Zufahrt: Schnee und Eis auf dem Weg zum Einfüllstutzen verzögern die Lieferung.',
        ),
      ].join(''),
      filePath: '/images/news/heizoel-winter.svg',
      imageAlt: 'Verschneites Haus mit rauchendem Schornstein',
      author: EDITORS[0],
      featured: true,
      ageDays: 1,
    },
    {
      slug: 'oeltank-reinigen-wann-und-wie-oft',
      title: 'Öltank reinigen: Wann es nötig ist und worauf Sie achten sollten',
      teaser:
        'Ablagerungen im Tank können den Brenner stören. Wir erklären, woran Sie eine fällige Reinigung erkennen.',
      content: [
        p(
          'Über die Jahre setzt sich am Tankboden Schlamm aus Alterungsprodukten, Wasser und Schwebstoffen ab. Gelangt er in die Leitung, verstopfen Filter und Düse – im schlimmsten Fall fällt die Heizung mitten im Winter aus.',
        ),
        h2('Anzeichen für eine fällige Reinigung'),
        ul(
          'Der Ölfilter muss auffällig oft gewechselt werden.',
          'Der Brenner geht mit Störung aus, obwohl genug Öl im Tank ist.',
          'Die letzte Reinigung liegt mehr als zehn Jahre zurück.',
        ),
        h2('Vorschriften beachten'),
        p(site.tankRules),
        p(
          'Eine Reinigung übernimmt ein Fachbetrieb. Am günstigsten ist sie, wenn der Tank fast leer ist – planen Sie sie deshalb direkt vor der nächsten Lieferung.',
        ),
      ].join(''),
      filePath: '/images/news/oeltank.svg',
      imageAlt: 'Heizöltank im Keller',
      author: EDITORS[1],
      featured: false,
      ageDays: 6,
    },
    {
      slug: 'heizoel-standard-oder-premium',
      title: 'Heizöl schwefelarm oder Premium: Was ist der Unterschied?',
      teaser:
        'Premium-Heizöl kostet ein paar Cent mehr pro Liter. Für wen sich die Additive lohnen – und für wen nicht.',
      content: [
        p(
          'Schwefelarmes Heizöl ist heute der Standard. Premiumsorten enthalten zusätzlich Additive, die das Öl länger lagerstabil halten, Gerüche mindern und die Verbrennung verbessern sollen.',
        ),
        h2('Wann Premium sinnvoll sein kann'),
        ul(
          'bei älteren Tanks, in denen das Öl lange lagert,',
          'bei modernen Brennwertkesseln, deren Hersteller Premiumöl empfiehlt,',
          'wenn Heizölgeruch im Haus stört.',
        ),
        p(
          `Für die meisten Haushalte reicht Standardware. Im Preisvergleich sehen Sie für jede Sorte den Preis pro 100 Liter – bei ${site.typicalPrice} für Standardheizöl macht der Aufschlag für Premium meist nur wenige Prozent aus.`,
        ),
      ].join(''),
      filePath: null,
      imageAlt: null,
      author: EDITORS[2],
      featured: false,
      ageDays: 11,
    },
    {
      slug: 'co2-preis-und-heizoel',
      title: 'CO₂-Preis und Heizöl: Was er für Ihre Heizkosten bedeutet',
      teaser: `Die CO₂-Bepreisung ${site.inCountry} macht jeden Liter Heizöl teurer. Wir ordnen ein, wie groß der Anteil ist.`,
      content: [
        p(site.co2),
        h2('Wie viel macht das aus?'),
        p(
          'Ein Liter Heizöl setzt bei der Verbrennung gut 2,6 Kilogramm CO₂ frei. Jeder zusätzliche Euro oder Franken pro Tonne CO₂ verteuert 3.000 Liter daher um etwa 8 Einheiten der Landeswährung.',
        ),
        h2('Was Sie tun können'),
        ul(
          'Verbrauch senken: hydraulischer Abgleich, gedämmte Leitungen und ein gewarteter Brenner sparen oft 10 Prozent und mehr.',
          'Klimaneutrales Heizöl wählen: Der Händler gleicht die Emissionen über zertifizierte Klimaschutzprojekte aus.',
          'Langfristig planen: Informieren Sie sich über Förderprogramme für den Heizungstausch.',
        ),
      ].join(''),
      filePath: '/images/news/co2-preis.svg',
      imageAlt: 'Grafik mit CO₂-Wolke und Preisschild',
      author: EDITORS[0],
      featured: false,
      ageDays: 17,
    },
    {
      slug: 'sammelbestellung-mit-nachbarn',
      title: 'Sammelbestellung: Mit den Nachbarn gemeinsam günstiger tanken',
      teaser:
        'Wer mit Nachbarn zusammen bestellt, erreicht eine höhere Menge und oft einen besseren Literpreis.',
      content: [
        p(
          'Der Preis pro 100 Liter sinkt mit der Liefermenge, weil Anfahrt und Abfüllung beim Händler nur einmal anfallen. Bei einer Sammelbestellung werden mehrere Tanks in einer Straße oder einem Ort in einer Tour beliefert.',
        ),
        h2('So funktioniert es'),
        ul(
          'Wählen Sie im Rechner die Zahl der Lieferstellen.',
          'Geben Sie die Gesamtmenge aller Haushalte an.',
          'Jede Lieferstelle erhält später ihre eigene Teilmenge und Rechnung.',
        ),
        p(
          'Für jede weitere Lieferstelle berechnen manche Händler einen kleinen Aufschlag. Der Vergleich zeigt Ihnen den Gesamtpreis inklusive aller Zuschläge, sodass Sie sofort sehen, ob sich die Sammelbestellung lohnt.',
        ),
      ].join(''),
      filePath: null,
      imageAlt: null,
      author: EDITORS[3],
      featured: false,
      ageDays: 24,
    },
    {
      slug: 'holzpellets-richtig-lagern',
      title: 'Holzpellets richtig lagern: Trocken, belüftet, gut erreichbar',
      teaser:
        'Pellets sind empfindlich gegen Feuchtigkeit. Mit dem richtigen Lager bleibt die Qualität bis zum letzten Sack erhalten.',
      content: [
        p(
          'Holzpellets bestehen aus gepressten Sägespänen. Nehmen sie Feuchtigkeit auf, quellen sie und zerfallen zu Staub, der die Förderschnecke blockieren kann.',
        ),
        h2('Das ideale Pelletlager'),
        ul(
          'trocken und vor Spritzwasser geschützt,',
          'ausreichend belüftet, damit sich kein Kohlenmonoxid ansammelt,',
          'für den Silowagen mit einem Schlauch von höchstens 30 Metern erreichbar.',
        ),
        p(
          'Lose Pellets werden eingeblasen, Sackware kommt auf Paletten. Im Rechner wählen Sie die passende Lieferform und sehen die Preise je 100 Kilogramm.',
        ),
      ].join(''),
      filePath: '/images/news/holzpellets.svg',
      imageAlt: 'Holzpellets in Nahaufnahme',
      author: EDITORS[1],
      featured: false,
      ageDays: 31,
    },
    {
      slug: 'heizoellieferung-vorbereiten',
      title: 'Heizöllieferung vorbereiten: Checkliste für den Liefertag',
      teaser:
        'Damit der Tankwagen zügig abfüllen kann, hilft ein wenig Vorbereitung. Unsere Checkliste für den Liefertag.',
      content: [
        p(
          'Der Händler kündigt das Lieferfenster meist einen Tag vorher an. Am Liefertag sollten Zufahrt und Einfüllstutzen frei zugänglich sein.',
        ),
        h2('Checkliste'),
        ul(
          'Zufahrt für einen Tankwagen freihalten; bei engen Straßen einen kleinen Tankwagen wählen.',
          'Schlauchlänge prüfen: Messen Sie den Weg vom Straßenrand bis zum Einfüllstutzen.',
          'Den Brenner nach Herstellerangabe vor der Befüllung abschalten und frühestens nach einigen Stunden wieder starten, damit sich aufgewirbelte Ablagerungen setzen.',
          'Lieferschein prüfen: Die gelieferte Menge steht auf dem Zählwerk des Tankwagens.',
        ),
      ].join(''),
      filePath: '/images/news/tankwagen.svg',
      imageAlt: 'Tankwagen bei der Auslieferung',
      author: EDITORS[2],
      featured: false,
      ageDays: 38,
    },
    {
      slug: 'heizoel-in-raten-bezahlen',
      title: 'Heizöl in Raten bezahlen: So funktioniert die Ratenzahlung',
      teaser:
        'Eine volle Tankfüllung ist eine große Ausgabe. Mit Ratenzahlung verteilen Sie die Kosten auf mehrere Monate.',
      content: [
        p(
          'Viele Händler bieten Ratenzahlung über 3, 6, 12 oder 24 Monate an. Sie wählen die Laufzeit direkt im Rechner; der Vergleich zeigt nur Händler, die diese Zahlungsart akzeptieren.',
        ),
        h2('Worauf Sie achten sollten'),
        ul(
          'Vergleichen Sie den Gesamtpreis – er enthält alle Zuschläge der Ratenzahlung.',
          'Eine Bonitätsprüfung ist üblich; halten Sie Ihre Bankverbindung bereit.',
          'Bei Rechnung oder Lastschrift zahlen Sie erst nach der Lieferung.',
        ),
      ].join(''),
      filePath: null,
      imageAlt: null,
      author: EDITORS[3],
      featured: false,
      ageDays: 45,
    },
    {
      slug: 'rohoel-und-wechselkurs',
      title: 'Rohöl und Wechselkurs: Was den Heizölpreis bewegt',
      teaser: `Brent, Gasöl, Dollar: Der Heizölpreis ${site.inCountry} hängt an mehreren Stellschrauben. Ein Überblick.`,
      content: [
        p(
          'Heizöl ist chemisch eng mit Diesel verwandt. Sein Preis folgt deshalb vor allem dem Preis für Gasöl an der Börse in London, der wiederum eng am Rohöl der Sorte Brent hängt.',
        ),
        h2('Der Wechselkurs'),
        p(site.exchangeRate),
        h2('Regionale Einflüsse'),
        p(
          'Hinzu kommen Transportkosten, die Auslastung der Händler, Pegelstände der Flüsse, über die Tankschiffe fahren, und die Nachfrage in der Region. Auf unseren Preisseiten sehen Sie die Entwicklung über einen Monat bis zehn Jahre.',
        ),
      ].join(''),
      filePath: '/images/news/oelpreis.svg',
      imageAlt: 'Kurvendiagramm des Ölpreises',
      author: EDITORS[0],
      featured: false,
      ageDays: 52,
    },
    {
      slug: 'tankfuellstand-messen',
      title: 'Füllstand im Öltank messen: Peilstab, Anzeige oder Sensor',
      teaser:
        'Wer weiß, wie viel Öl noch im Tank ist, bestellt rechtzeitig und ohne Expresszuschlag. Drei Wege zum Füllstand.',
      content: [
        p(
          'Der klassische Peilstab ist günstig, aber bei Batterietanks ungenau. Mechanische oder pneumatische Anzeigen zeigen den Stand direkt am Tank.',
        ),
        h2('Digitale Tanksensoren'),
        p(
          'Funk-Sensoren messen den Füllstand per Ultraschall und melden ihn aufs Smartphone. Sie sehen den Verbrauch über das Jahr und werden erinnert, bevor der Tank leer läuft.',
        ),
        ul(
          'Peilstab: günstig, manuell, Ablesetabelle nötig',
          'Füllstandsanzeige: bequem, regelmäßig prüfen',
          'Sensor: genau, mit Verbrauchsverlauf und Erinnerung',
        ),
      ].join(''),
      filePath: null,
      imageAlt: null,
      author: EDITORS[1],
      featured: false,
      ageDays: 60,
    },
    {
      slug: 'adblue-lagern-im-winter',
      title: 'AdBlue im Winter: Lagerung und Haltbarkeit',
      teaser:
        'AdBlue gefriert bei minus elf Grad. Wie Sie Vorräte richtig lagern und was bei Frost zu beachten ist.',
      content: [
        p(
          'AdBlue ist eine Harnstofflösung, die in Dieselfahrzeugen die Stickoxide im Abgas reduziert. Betriebe mit Fuhrpark oder Landmaschinen lagern oft größere Mengen.',
        ),
        h2('Richtig lagern'),
        ul(
          'zwischen minus 5 und plus 25 Grad, vor direkter Sonne geschützt,',
          'in geschlossenen Behältern aus Kunststoff oder Edelstahl,',
          'nicht länger als etwa ein Jahr.',
        ),
        p(
          'Gefrorenes AdBlue ist nicht verdorben: Es taut ohne Qualitätsverlust wieder auf. Zusätze wie Frostschutzmittel dürfen nicht beigemischt werden.',
        ),
      ].join(''),
      filePath: null,
      imageAlt: null,
      author: EDITORS[2],
      featured: false,
      ageDays: 68,
    },
    {
      slug: 'heizung-warten-vor-der-heizperiode',
      title: 'Heizung warten lassen: Checkliste vor der Heizperiode',
      teaser:
        'Eine gewartete Ölheizung verbraucht weniger und fällt seltener aus. Was bei der jährlichen Wartung geprüft wird.',
      content: [
        p(
          'Bei der Wartung reinigt der Fachbetrieb Brennkammer und Düse, tauscht den Ölfilter und stellt den Brenner neu ein. Eine verrußte Anlage verbraucht schnell einige Prozent mehr Heizöl.',
        ),
        h2('Was Sie selbst tun können'),
        ul(
          'Heizkörper entlüften, wenn sie gluckern oder oben kalt bleiben.',
          'Den Wasserdruck der Anlage prüfen.',
          'Die Heizkurve an die Jahreszeit anpassen.',
        ),
        p(
          'Planen Sie die Wartung im Spätsommer: Dann haben die Betriebe Termine frei, und die Heizung ist bereit, wenn es kalt wird.',
        ),
      ].join(''),
      filePath: '/images/news/heizungswartung.svg',
      imageAlt: 'Heizungsmonteur mit Werkzeugkoffer',
      author: EDITORS[3],
      featured: false,
      ageDays: 80,
    },
    {
      slug: 'klimaneutrales-heizoel-erklaert',
      title: 'Klimaneutrales Heizöl: Was steckt dahinter?',
      teaser:
        'Viele Händler bieten Heizöl mit CO₂-Ausgleich an. Wir erklären, wie die Kompensation funktioniert und was sie kostet.',
      content: [
        p(
          'Beim klimaneutralen Heizöl bleibt das Öl dasselbe. Der Händler kauft für die Emissionen, die bei der Verbrennung entstehen, Zertifikate aus anerkannten Klimaschutzprojekten.',
        ),
        h2('Kosten und Nutzen'),
        p(
          'Der Aufschlag liegt meist bei wenigen Cent bzw. Rappen pro Liter. Im Rechner können Sie die Option zuschalten und sehen sofort, welche Händler sie anbieten und was sie kostet.',
        ),
        p(
          'Eine Kompensation ersetzt keine Einsparung: Am wirksamsten ist es, den Verbrauch zu senken und die Heizung effizient zu betreiben.',
        ),
      ].join(''),
      filePath: null,
      imageAlt: null,
      author: EDITORS[0],
      featured: false,
      ageDays: 95,
    },
  ];
}
