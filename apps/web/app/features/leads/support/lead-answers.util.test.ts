import { describe, expect, it } from 'vitest';
import type { LeadGuide } from '../guide.type';
import { labelledAnswers } from './lead-answers.util';

const input = (
  key: string,
  label: string,
  extra: Partial<LeadGuide['Steps'][number]['Inputs'][number]> = {},
) => ({
  Key: key,
  Type: 'choice' as const,
  Label: label,
  HelpText: null,
  Unit: null,
  Min: null,
  Max: null,
  Options: null,
  ...extra,
});

const GUIDE: LeadGuide = {
  Id: 1,
  Key: 'heizoel-verbrauchsvergleich',
  Title: 'Heizöl-Verbrauchsvergleich',
  Steps: [
    {
      Id: 12,
      OrderWeight: 10,
      Title: 'Fläche',
      Inputs: [input('livingSpace', 'Beheizte Wohnfläche', { Type: 'number', Unit: 'm²' })],
    },
    {
      Id: 11,
      OrderWeight: 0,
      Title: 'Gebäude',
      Inputs: [
        input('buildingType', 'In welchem Gebäude wohnen Sie?', {
          Options: [{ Value: 'einfamilienhaus', Label: 'Einfamilienhaus' }],
        }),
        input('hotWaterByOil', 'Erwärmt die Ölheizung auch Ihr Wasser?', { Type: 'yesNo' }),
      ],
    },
  ],
};

describe('labelledAnswers', () => {
  it("names each answer by the guide's question in the guide's order, values as the household chose them", () => {
    expect(
      labelledAnswers(
        { livingSpace: 1400, hotWaterByOil: false, buildingType: 'einfamilienhaus' },
        GUIDE,
        'ch',
      ),
    ).toEqual([
      { key: 'buildingType', label: 'In welchem Gebäude wohnen Sie?', value: 'Einfamilienhaus' },
      { key: 'hotWaterByOil', label: 'Erwärmt die Ölheizung auch Ihr Wasser?', value: 'Nein' },
      { key: 'livingSpace', label: 'Beheizte Wohnfläche', value: "1'400 m²" },
    ]);
  });

  it('keeps answers the guide no longer asks (and all of them without the guide) under their keys', () => {
    expect(labelledAnswers({ buildingType: 'einfamilienhaus', oldQuestion: 'x' }, GUIDE, 'de')).toEqual([
      { key: 'buildingType', label: 'In welchem Gebäude wohnen Sie?', value: 'Einfamilienhaus' },
      { key: 'oldQuestion', label: 'oldQuestion', value: 'x' },
    ]);
    expect(labelledAnswers({ livingSpace: 140, hotWaterByOil: true }, null, 'de')).toEqual([
      { key: 'livingSpace', label: 'livingSpace', value: '140' },
      { key: 'hotWaterByOil', label: 'hotWaterByOil', value: 'Ja' },
    ]);
  });
});
