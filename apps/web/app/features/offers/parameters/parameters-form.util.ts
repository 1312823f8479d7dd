import type { CalculatorParametersInput, CalculatorParametersOutput } from '@fuel/api-client';
import { COUNTRIES, type CountryId, PRODUCT_GROUPS, type ProductGroupId } from '@fuel/domain';

/** Form field names of the parameter screen, one set per group and option. */
export const parameterFieldNames = {
  groupOffered: (groupId: number) => `gruppe-${groupId}-angeboten`,
  groupDefault: (groupId: number) => `gruppe-${groupId}-standard`,
  optionOffered: (optionId: number) => `option-${optionId}-angeboten`,
  optionRequired: (optionId: number) => `option-${optionId}-pflicht`,
  optionLabel: (optionId: number) => `option-${optionId}-bezeichnung`,
  optionDescription: (optionId: number) => `option-${optionId}-beschreibung`,
} as const;

/** Notice keys in the address after a save or reset (post/redirect/get). */
export const PARAMETER_NOTICE_PARAM = 'erledigt';
export const PARAMETER_NOTICES = {
  saved: 'Gespeichert: Der Rechner nutzt die neuen Parameter in wenigen Sekunden.',
  reset: 'Zurückgesetzt: Der Rechner nutzt wieder den Standardkatalog.',
} as const;
export type ParameterNotice = keyof typeof PARAMETER_NOTICES;

export interface ParameterSelection {
  readonly countryId: CountryId;
  readonly productGroupId: ProductGroupId;
}

/** Site and product group from the address; the page's site and heating oil when missing or unknown. */
export function parameterSelectionOf(params: URLSearchParams, siteCountryId: CountryId): ParameterSelection {
  const country = COUNTRIES.find((c) => String(c.id) === params.get('countryId'));
  const group = PRODUCT_GROUPS.find((g) => String(g.id) === params.get('productGroupId'));
  return { countryId: country?.id ?? siteCountryId, productGroupId: group?.id ?? 1 };
}

/**
 * The PUT body from the posted form, read along the catalogue the page showed: an unchecked box posts
 * nothing (not offered, not required for listing), an empty label or description keeps the code catalogue's text.
 */
export function parametersInputOf(
  form: FormData,
  catalogue: CalculatorParametersOutput,
): CalculatorParametersInput {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' && value.trim() !== '' ? value : null;
  };
  return {
    groups: catalogue.groups.map((group) => ({
      groupId: group.id,
      offered: form.has(parameterFieldNames.groupOffered(group.id)),
      defaultOptionId: Number(form.get(parameterFieldNames.groupDefault(group.id)) ?? group.defaultOptionId),
      options: group.options.map((option) => ({
        optionId: option.id,
        offered: form.has(parameterFieldNames.optionOffered(option.id)),
        requiredForListing: form.has(parameterFieldNames.optionRequired(option.id)),
        label: text(parameterFieldNames.optionLabel(option.id)),
        description: text(parameterFieldNames.optionDescription(option.id)),
      })),
    })),
  };
}
