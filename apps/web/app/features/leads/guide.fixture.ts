import { CONSUMPTION_GUIDE } from '@fuel/domain/leads';
import type { LeadGuide } from './guide.type';

/**
 * The consumption guide as the API answers it, its steps with ids 101–105 listed in reverse: the web must
 * order them by OrderWeight, not by position.
 */
export const CONSUMPTION_GUIDE_FIXTURE: LeadGuide = {
  Id: 7,
  Key: CONSUMPTION_GUIDE.key,
  Title: CONSUMPTION_GUIDE.title,
  Steps: CONSUMPTION_GUIDE.steps
    .map((step, index) => ({
      Id: 101 + index,
      OrderWeight: step.orderWeight,
      Title: step.title,
      Inputs: step.inputs.map((input) => ({
        Key: input.key,
        Type: input.type,
        Label: input.label,
        HelpText: input.helpText ?? null,
        Unit: input.unit ?? null,
        Min: input.min ?? null,
        Max: input.max ?? null,
        Options: input.options?.map((option) => ({ Value: option.value, Label: option.label })) ?? null,
      })),
    }))
    .reverse(),
};

/** Every step answered as a household in a 140 m² house burning 2,800 l a year in Munich. */
export const ALL_ANSWERS = {
  101: { buildingType: 'einfamilienhaus', constructionClass: '1949-1978' },
  102: { livingSpace: 140, residents: 3 },
  103: { hotWaterByOil: true, heatingAge: '20-29' },
  104: { tankSize: 5000, litresPerYear: 2800 },
  105: { zipCode: '80331' },
} as const;

/** ALL_ANSWERS as the compare call sends them: one flat object of every input key. */
export const ALL_ANSWERS_BODY = {
  buildingType: 'einfamilienhaus',
  constructionClass: '1949-1978',
  livingSpace: 140,
  residents: 3,
  hotWaterByOil: true,
  heatingAge: '20-29',
  tankSize: 5000,
  litresPerYear: 2800,
  zipCode: '80331',
};
