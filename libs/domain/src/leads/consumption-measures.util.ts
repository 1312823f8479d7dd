import type { ConsumptionAnswers, ConstructionClass } from './consumption-guide.definition.js';

/**
 * Modernisation measures and the typical share of the household's heating oil each saves. The shares are
 * rounded typical values of the sources named in README.md, not a building survey.
 */
export const MEASURE_KEYS = [
  'condensingBoiler',
  'hydraulicBalancing',
  'topFloorCeiling',
  'windows',
  'roomTemperature',
  'solarHotWater',
] as const;
export type MeasureKey = (typeof MEASURE_KEYS)[number];

export interface ApplicableMeasure {
  readonly Key: MeasureKey;
  readonly Title: string;
  readonly Description: string;
  /** Share of the household's litres a year, in percent. */
  readonly savingPercent: number;
}

const BUILT_BEFORE_1979: readonly ConstructionClass[] = ['bis-1918', '1919-1948', '1949-1978'];
const BUILT_BEFORE_1995: readonly ConstructionClass[] = [...BUILT_BEFORE_1979, '1979-1994'];

function condensingBoiler(answers: ConsumptionAnswers): ApplicableMeasure | undefined {
  if (answers.heatingAge !== '20-29' && answers.heatingAge !== 'ab-30') return undefined;
  const [savingPercent, age] =
    answers.heatingAge === 'ab-30' ? [25, '30 Jahre oder älter'] : [15, '20 bis 29 Jahre alt'];
  return {
    Key: 'condensingBoiler',
    Title: 'Alten Heizkessel durch einen Brennwertkessel ersetzen',
    Description: `Ein Öl-Brennwertkessel nutzt auch die Wärme im Abgas. Gegenüber einem Kessel, der ${age} ist, spart er typischerweise rund ${savingPercent} % Heizöl.`,
    savingPercent,
  };
}

/** New heatings are balanced when they are installed, so the measure is for systems of 10 years and more. */
function hydraulicBalancing(answers: ConsumptionAnswers): ApplicableMeasure | undefined {
  if (answers.heatingAge === 'unter-10') return undefined;
  return {
    Key: 'hydraulicBalancing',
    Title: 'Hydraulischen Abgleich machen und Heizungspumpe tauschen',
    Description:
      'Der Fachbetrieb stellt jeden Heizkörper so ein, dass er genau das nötige Heizwasser bekommt, und eine Hocheffizienzpumpe fördert nur so viel wie gebraucht. Das spart typischerweise rund 8 % Heizöl.',
    savingPercent: 8,
  };
}

function topFloorCeiling(answers: ConsumptionAnswers): ApplicableMeasure | undefined {
  if (!BUILT_BEFORE_1979.includes(answers.constructionClass)) return undefined;
  return {
    Key: 'topFloorCeiling',
    Title: 'Oberste Geschossdecke dämmen',
    Description:
      'In Häusern, die vor der ersten Wärmeschutzverordnung von 1977 gebaut wurden, entweicht viel Wärme über den ungeheizten Dachboden. Eine gedämmte oberste Geschossdecke spart typischerweise rund 10 % Heizöl.',
    savingPercent: 10,
  };
}

function windows(answers: ConsumptionAnswers): ApplicableMeasure | undefined {
  if (!BUILT_BEFORE_1995.includes(answers.constructionClass)) return undefined;
  return {
    Key: 'windows',
    Title: 'Alte Fenster erneuern',
    Description:
      'Fenster aus der Zeit vor 1995 lassen deutlich mehr Wärme hinaus als heutige Wärmeschutzfenster. Neue Fenster sparen typischerweise rund 8 % Heizöl.',
    savingPercent: 8,
  };
}

function roomTemperature(): ApplicableMeasure {
  return {
    Key: 'roomTemperature',
    Title: 'Raumtemperatur um 1 °C senken',
    Description:
      'Jedes Grad weniger Raumtemperatur spart rund 6 % Heizenergie, ohne Investition: Thermostate etwas niedriger stellen und nachts absenken.',
    savingPercent: 6,
  };
}

/** Only where the oil heating makes the hot water: otherwise solar heat would not replace oil. */
function solarHotWater(answers: ConsumptionAnswers): ApplicableMeasure | undefined {
  if (!answers.hotWaterByOil) return undefined;
  return {
    Key: 'solarHotWater',
    Title: 'Warmwasser mit einer Solaranlage erwärmen',
    Description:
      'Solarkollektoren auf dem Dach decken im Jahr gut die Hälfte des Warmwasserbedarfs; die Heizung bleibt im Sommer meist aus. Das spart typischerweise rund 10 % Heizöl.',
    savingPercent: 10,
  };
}

/** The measures that apply to the household, in MEASURE_KEYS order (the tie-break of the ranking). */
export function applicableMeasures(answers: ConsumptionAnswers): ApplicableMeasure[] {
  return [
    condensingBoiler(answers),
    hydraulicBalancing(answers),
    topFloorCeiling(answers),
    windows(answers),
    roomTemperature(),
    solarHotWater(answers),
  ].filter((measure) => measure !== undefined);
}
