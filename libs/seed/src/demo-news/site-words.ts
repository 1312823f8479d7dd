/** The words that differ between the three sites in the demo news (country, currency, law, regions). */
export interface SiteWords {
  readonly countryId: 1 | 2 | 3;
  /** "in Deutschland", "in Österreich", "in der Schweiz" */
  readonly inCountry: string;
  /** Currency in running text: "Euro", "Franken". */
  readonly currency: string;
  /** A typical price per 100 l as written in text, e.g. "rund 95 Euro". */
  readonly typicalPrice: string;
  /** Regions named as examples in the texts. */
  readonly regions: string;
  /** Paragraph on the CO₂ price of the site. */
  readonly co2: string;
  /** Paragraph on the tank inspection rules of the site. */
  readonly tankRules: string;
  /** Paragraph on the exchange rate that matters for the site. */
  readonly exchangeRate: string;
}

export const SITE_WORDS: readonly SiteWords[] = [
  {
    countryId: 1,
    inCountry: 'in Deutschland',
    currency: 'Euro',
    typicalPrice: 'rund 95 Euro',
    regions: 'Bayern, Nordrhein-Westfalen oder Niedersachsen',
    co2:
      'Seit 2021 gilt in Deutschland der nationale CO₂-Preis nach dem Brennstoffemissionshandelsgesetz (BEHG). ' +
      'Er steckt in jedem Liter Heizöl und steigt schrittweise; ab 2027 soll der europäische Emissionshandel ' +
      'für Gebäude und Verkehr (ETS 2) den nationalen Preis ablösen.',
    tankRules:
      'In Deutschland regeln die Verordnung über Anlagen zum Umgang mit wassergefährdenden Stoffen (AwSV) ' +
      'und die Vorgaben der Länder, wann ein Sachverständiger den Tank prüfen muss – etwa bei unterirdischen ' +
      'Tanks oder in Wasserschutzgebieten.',
    exchangeRate:
      'Rohöl wird weltweit in US-Dollar gehandelt. Steigt der Euro gegenüber dem Dollar, wird Heizöl für ' +
      'Kundinnen und Kunden im Euroraum günstiger – selbst wenn der Rohölpreis gleich bleibt.',
  },
  {
    countryId: 2,
    inCountry: 'in Österreich',
    currency: 'Euro',
    typicalPrice: 'rund 105 Euro',
    regions: 'Oberösterreich, der Steiermark oder Niederösterreich',
    co2:
      'Österreich hat mit der ökosozialen Steuerreform 2022 eine CO₂-Bepreisung eingeführt. Sie verteuert ' +
      'fossile Brennstoffe wie Heizöl schrittweise; ein Teil der Einnahmen fließt über den Klimabonus an die ' +
      'Haushalte zurück.',
    tankRules:
      'In Österreich schreiben die Landesgesetze und die ÖNORM-Regeln vor, wie Öltanks aufgestellt, ' +
      'gekennzeichnet und wiederkehrend überprüft werden. Ihr Rauchfangkehrer oder Installateur weiß, welche ' +
      'Fristen in Ihrem Bundesland gelten.',
    exchangeRate:
      'Rohöl wird weltweit in US-Dollar gehandelt. Steigt der Euro gegenüber dem Dollar, wird Heizöl für ' +
      'Kundinnen und Kunden in Österreich günstiger – selbst wenn der Rohölpreis gleich bleibt.',
  },
  {
    countryId: 3,
    inCountry: 'in der Schweiz',
    currency: 'Franken',
    typicalPrice: 'rund 110 Franken',
    regions: 'den Kantonen Bern, Zürich oder Aargau',
    co2:
      'Die Schweiz erhebt seit 2008 eine CO₂-Abgabe auf fossile Brennstoffe wie Heizöl. Rund zwei Drittel ' +
      'der Einnahmen werden über die Krankenkassenprämien an die Bevölkerung und über die AHV-Ausgleichskasse ' +
      'an die Wirtschaft zurückverteilt, ein Drittel fliesst ins Gebäudeprogramm.',
    tankRules:
      'In der Schweiz regeln die Kantone die Kontrolle von Tankanlagen. Für viele Anlagen gilt heute eine ' +
      'Eigenverantwortung der Besitzerinnen und Besitzer; in Grundwasserschutzzonen bleiben Bewilligungen und ' +
      'Kontrollen Pflicht.',
    exchangeRate:
      'Rohöl wird weltweit in US-Dollar gehandelt. Ein starker Franken dämpft deshalb den Heizölpreis in der ' +
      'Schweiz: Steigt der Franken gegenüber dem Dollar, wird jeder Liter günstiger.',
  },
];
