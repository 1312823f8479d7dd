/**
 * The oil-consumption guide (Heizöl-Verbrauchsvergleich, issue #14): its steps and inputs as the seed writes
 * them into the database and as the API validates a comparison against them. Keys are the wire names of
 * `POST /api/leads/{guideId}/compare`; labels are the site's German texts.
 */

/** How an input is answered: one of its options, a number within its range, yes or no, a postal code. */
export type GuideInputType = 'choice' | 'number' | 'yesNo' | 'postalCode';

export interface GuideInputOption {
  readonly value: string;
  readonly label: string;
}

export interface GuideInputDefinition {
  readonly key: string;
  readonly type: GuideInputType;
  readonly label: string;
  readonly helpText?: string;
  /** Choices only. */
  readonly options?: readonly GuideInputOption[];
  /** Numbers only: unit shown beside the field, inclusive range, whole numbers. */
  readonly unit?: string;
  readonly min?: number;
  readonly max?: number;
}

export interface GuideStepDefinition {
  readonly orderWeight: number;
  readonly title: string;
  readonly inputs: readonly GuideInputDefinition[];
}

export interface GuideDefinition {
  readonly key: string;
  readonly title: string;
  readonly steps: readonly GuideStepDefinition[];
}

/** The guide key in `GET /api/leads/guide/{guideKey}`. */
export const CONSUMPTION_GUIDE_KEY = 'heizoel-verbrauchsvergleich';

export const BUILDING_TYPES = [
  'einfamilienhaus',
  'zweifamilienhaus',
  'reihenhaus',
  'mehrfamilienhaus',
] as const;
export type BuildingType = (typeof BUILDING_TYPES)[number];

/** Classes of the year of construction (the German energy-saving rules changed at these years). */
export const CONSTRUCTION_CLASSES = [
  'bis-1918',
  '1919-1948',
  '1949-1978',
  '1979-1994',
  '1995-2009',
  'ab-2010',
] as const;
export type ConstructionClass = (typeof CONSTRUCTION_CLASSES)[number];

export const HEATING_AGES = ['unter-10', '10-19', '20-29', 'ab-30'] as const;
export type HeatingAge = (typeof HEATING_AGES)[number];

/** The answers a comparison needs, after validation against the guide (`POST /api/leads/{guideId}/compare`). */
export interface ConsumptionAnswers {
  readonly buildingType: BuildingType;
  readonly constructionClass: ConstructionClass;
  /** Heated living area in m². */
  readonly livingSpace: number;
  readonly residents: number;
  /** Hot water comes from the oil heating (the Heizspiegel's values include it). */
  readonly hotWaterByOil: boolean;
  readonly heatingAge: HeatingAge;
  /** Tank capacity in litres. */
  readonly tankSize: number;
  /** Litres bought (or burnt) in an average year. */
  readonly litresPerYear: number;
  readonly zipCode: string;
}

export const CONSUMPTION_GUIDE: GuideDefinition = {
  key: CONSUMPTION_GUIDE_KEY,
  title: 'Heizöl-Verbrauchsvergleich',
  steps: [
    {
      orderWeight: 0,
      title: 'Ihr Gebäude',
      inputs: [
        {
          key: 'buildingType',
          type: 'choice',
          label: 'In welchem Gebäude wohnen Sie?',
          options: [
            { value: 'einfamilienhaus', label: 'Einfamilienhaus' },
            { value: 'zweifamilienhaus', label: 'Zweifamilienhaus' },
            { value: 'reihenhaus', label: 'Reihen- oder Doppelhaus' },
            { value: 'mehrfamilienhaus', label: 'Mehrfamilienhaus' },
          ],
        },
        {
          key: 'constructionClass',
          type: 'choice',
          label: 'Wann wurde es gebaut?',
          helpText: 'Wurde das Haus umfassend gedämmt, wählen Sie das Jahr der Sanierung.',
          options: [
            { value: 'bis-1918', label: 'bis 1918' },
            { value: '1919-1948', label: '1919 bis 1948' },
            { value: '1949-1978', label: '1949 bis 1978' },
            { value: '1979-1994', label: '1979 bis 1994' },
            { value: '1995-2009', label: '1995 bis 2009' },
            { value: 'ab-2010', label: 'ab 2010' },
          ],
        },
      ],
    },
    {
      orderWeight: 10,
      title: 'Fläche und Haushalt',
      inputs: [
        {
          key: 'livingSpace',
          type: 'number',
          label: 'Beheizte Wohnfläche',
          helpText: 'Die Fläche aller Räume, die die Ölheizung wärmt.',
          unit: 'm²',
          min: 30,
          max: 2000,
        },
        {
          key: 'residents',
          type: 'number',
          label: 'Personen im Haushalt',
          unit: 'Personen',
          min: 1,
          max: 30,
        },
      ],
    },
    {
      orderWeight: 20,
      title: 'Ihre Heizung',
      inputs: [
        {
          key: 'hotWaterByOil',
          type: 'yesNo',
          label: 'Erwärmt die Ölheizung auch Ihr Wasser?',
          helpText:
            'Nein, wenn ein Durchlauferhitzer, ein Elektroboiler oder eine Solaranlage das Wasser erwärmt.',
        },
        {
          key: 'heatingAge',
          type: 'choice',
          label: 'Wie alt ist Ihr Heizkessel?',
          options: [
            { value: 'unter-10', label: 'jünger als 10 Jahre' },
            { value: '10-19', label: '10 bis 19 Jahre' },
            { value: '20-29', label: '20 bis 29 Jahre' },
            { value: 'ab-30', label: '30 Jahre oder älter' },
          ],
        },
      ],
    },
    {
      orderWeight: 30,
      title: 'Tank und Verbrauch',
      inputs: [
        {
          key: 'tankSize',
          type: 'number',
          label: 'Fassungsvermögen Ihres Tanks',
          helpText: 'Steht auf dem Typenschild des Tanks oder im Tankprotokoll.',
          unit: 'Liter',
          min: 500,
          max: 100000,
        },
        {
          key: 'litresPerYear',
          type: 'number',
          label: 'Heizölverbrauch pro Jahr',
          helpText:
            'Teilen Sie die Liter Ihrer letzten Bestellungen durch die Jahre, die sie gereicht haben; der Füllstand vorher und nachher macht es genauer.',
          unit: 'Liter',
          min: 100,
          max: 100000,
        },
      ],
    },
    {
      orderWeight: 40,
      title: 'Ihr Standort',
      inputs: [
        {
          key: 'zipCode',
          type: 'postalCode',
          label: 'Postleitzahl',
          helpText: 'Für den heutigen Heizölpreis an Ihrem Ort.',
        },
      ],
    },
  ],
};
