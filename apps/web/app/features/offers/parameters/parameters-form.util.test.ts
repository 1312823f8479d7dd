import type { CalculatorParametersOutput } from '@fuel/api-client';
import { describe, expect, it } from 'vitest';
import { parameterSelectionOf, parametersInputOf } from './parameters-form.util';

const CATALOGUE = {
  countryId: 1,
  productGroupId: 1,
  changedAt: null,
  groups: [
    {
      id: 2,
      key: 'hoseLength',
      label: 'Schlauchlänge',
      offered: true,
      defaultOptionId: 24,
      codeDefaultOptionId: 24,
      overridden: false,
      options: [24, 25].map((id) => ({
        id,
        key: `HOSE_${id}`,
        label: `Schlauch ${id}`,
        description: '',
        codeLabel: `Schlauch ${id}`,
        codeDescription: '',
        offered: true,
        requiredForListing: false,
        overridden: false,
      })),
    },
  ],
} satisfies CalculatorParametersOutput;

describe('parametersInputOf', () => {
  it('reads default, offered boxes and texts; empty texts keep the code catalogue', () => {
    const form = new FormData();
    form.set('gruppe-2-angeboten', 'on');
    form.set('gruppe-2-standard', '25');
    form.set('option-25-angeboten', 'on');
    form.set('option-25-pflicht', 'on');
    form.set('option-24-bezeichnung', '  ');
    form.set('option-25-bezeichnung', 'Lang');
    expect(parametersInputOf(form, CATALOGUE)).toEqual({
      groups: [
        {
          groupId: 2,
          offered: true,
          defaultOptionId: 25,
          options: [
            { optionId: 24, offered: false, requiredForListing: false, label: null, description: null },
            { optionId: 25, offered: true, requiredForListing: true, label: 'Lang', description: null },
          ],
        },
      ],
    });
  });
});

describe('parameterSelectionOf', () => {
  it('falls back to the site and heating oil for unknown values', () => {
    expect(parameterSelectionOf(new URLSearchParams('countryId=3&productGroupId=4'), 1)).toEqual({
      countryId: 3,
      productGroupId: 4,
    });
    expect(parameterSelectionOf(new URLSearchParams('countryId=9&productGroupId=x'), 2)).toEqual({
      countryId: 2,
      productGroupId: 1,
    });
  });
});
