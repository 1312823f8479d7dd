import type { SlotInput, SlotOutput } from '@fuel/api-client';
import { COUNTRY_IDS, type CountryId, type CountryRef, countryById } from '@fuel/domain';
import { AD_LIMITS, SLOT_KEY_PATTERN, SLOT_TYPE_IDS, type SlotTypeId, slotTypeById } from '@fuel/domain/ads';
import { errorCodeOf, errorText, fieldMessageOf } from '../../../lib/errors/api-error.util';
import { parseSiteNumber } from '../../../ui';
import { formText } from '../../content/cms';

/** What the slot form posts, as typed (a refused post shows the form as it was sent). */
export interface SlotFormValues {
  readonly key: string;
  readonly name: string;
  readonly slotTypeId: SlotTypeId;
  /** Empty: the type's size. */
  readonly width: string;
  readonly height: string;
  readonly appliesZipFiltering: boolean;
  readonly countryIds: readonly CountryId[];
}

export type SlotField = keyof SlotFormValues;
export type SlotFieldErrors = Readonly<Partial<Record<SlotField, string>>>;

const FIELDS: readonly SlotField[] = [
  'key',
  'name',
  'slotTypeId',
  'width',
  'height',
  'appliesZipFiltering',
  'countryIds',
];

export function slotFormValues(form: FormData): SlotFormValues {
  const sites = new Set(form.getAll('countryIds').map(String));
  const type = Number(formText(form, 'slotTypeId'));
  return {
    key: formText(form, 'key').trim(),
    name: formText(form, 'name').trim(),
    slotTypeId: SLOT_TYPE_IDS.find((id) => id === type) ?? 1,
    width: formText(form, 'width').trim(),
    height: formText(form, 'height').trim(),
    appliesZipFiltering: form.get('appliesZipFiltering') === '1',
    countryIds: COUNTRY_IDS.filter((id) => sites.has(String(id))),
  };
}

export function slotFormValuesOf(slot: SlotOutput): SlotFormValues {
  return {
    key: slot.key,
    name: slot.name,
    slotTypeId: slot.slotTypeId,
    width: String(slot.width),
    height: String(slot.height),
    appliesZipFiltering: slot.appliesZipFiltering,
    countryIds: slot.countryIds,
  };
}

/** A new slot: a home banner at its type's size (left empty), on every site, without postal-code filtering. */
export function newSlotFormValues(): SlotFormValues {
  return {
    key: '',
    name: '',
    slotTypeId: 1,
    width: '',
    height: '',
    appliesZipFiltering: false,
    countryIds: COUNTRY_IDS,
  };
}

/** A size in pixels as typed; empty takes the type's. */
function sizeOf(text: string, fallback: number, site: CountryRef): number | null {
  if (text === '') return fallback;
  const value = parseSiteNumber(text, site);
  return value !== null && Number.isInteger(value) && value >= AD_LIMITS.sizeMin && value <= AD_LIMITS.sizeMax
    ? value
    : null;
}

const sizeMessage = (what: string) =>
  `${what} muss eine ganze Zahl von ${AD_LIMITS.sizeMin} bis ${AD_LIMITS.sizeMax} Pixeln sein (leer: die der Art).`;

/** The API's input, or the fields the form itself can tell are wrong (the API checks the rest, in German). */
export function slotInputOf(
  values: SlotFormValues,
  site: CountryRef,
): { input: SlotInput } | { errors: SlotFieldErrors } {
  const errors: Partial<Record<SlotField, string>> = {};
  if (!SLOT_KEY_PATTERN.test(values.key) || values.key.length > AD_LIMITS.slotKey) {
    errors.key = `Der Schlüssel besteht aus Kleinbuchstaben, Ziffern und Bindestrichen (z. B. home-banner), höchstens ${AD_LIMITS.slotKey} Zeichen.`;
  }
  const type = slotTypeById(values.slotTypeId);
  const width = sizeOf(values.width, type?.width ?? 0, site);
  if (width === null) errors.width = sizeMessage('Die Breite');
  const height = sizeOf(values.height, type?.height ?? 0, site);
  if (height === null) errors.height = sizeMessage('Die Höhe');
  if (width === null || height === null || Object.keys(errors).length > 0) return { errors };
  return {
    input: {
      key: values.key,
      name: values.name,
      slotTypeId: values.slotTypeId,
      width,
      height,
      appliesZipFiltering: values.appliesZipFiltering,
      countryIds: [...values.countryIds],
    },
  };
}

/** The API's German messages by form field; a taken key belongs to the key. */
export function slotApiErrors(error: unknown): SlotFieldErrors {
  const errors: Partial<Record<SlotField, string>> = {};
  for (const field of FIELDS) {
    const message = fieldMessageOf(error, field);
    if (message) errors[field] = message;
  }
  if (errorCodeOf(error) === 'AD_SLOT_KEY_TAKEN') errors.key = errorText(error);
  return errors;
}

/** The preview's site and postal code from the address (`?countryId=1&zipCode=80331`); null without a site. */
export function previewQueryOf(
  params: URLSearchParams,
): { countryId: CountryId; zipCode: string; zipError: string | null } | null {
  const countryId = COUNTRY_IDS.find((id) => String(id) === params.get('countryId'));
  if (!countryId) return null;
  const zipCode = (params.get('zipCode') ?? '').trim().slice(0, 10);
  const country = countryById(countryId);
  const zipError =
    zipCode === '' || country.zipPattern.test(zipCode)
      ? null
      : `Eine Postleitzahl ${country.nameInSentence} hat ${country.zipLength} Ziffern.`;
  return { countryId, zipCode, zipError };
}
