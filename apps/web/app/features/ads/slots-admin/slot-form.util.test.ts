import { describe, expect, it } from 'vitest';
import { SLOT_FIXTURE } from '../campaigns/campaigns.fixture';
import {
  newSlotFormValues,
  previewQueryOf,
  slotApiErrors,
  slotFormValues,
  slotFormValuesOf,
  slotInputOf,
} from './slot-form.util';

function formOf(entries: Record<string, string | string[]>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(entries)) {
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
  }
  return form;
}

describe('slot form', () => {
  it('reads the form; an empty size is the type’s', () => {
    const values = slotFormValues(
      formOf({
        key: ' news-tile-2 ',
        name: 'Zweite Kachel\u0000',
        slotTypeId: '4',
        width: '',
        height: '1.000',
        appliesZipFiltering: '1',
        countryIds: ['2', '7'],
      }),
    );
    expect(slotInputOf(values, 'de')).toEqual({
      input: {
        key: 'news-tile-2',
        name: 'Zweite Kachel',
        slotTypeId: 4,
        width: 300,
        height: 1000,
        appliesZipFiltering: true,
        countryIds: [2],
      },
    });
  });

  it('refuses keys the delivery URL cannot carry and sizes out of range', () => {
    const values = slotFormValues(
      formOf({ key: 'Home Banner', slotTypeId: '9', width: '20', height: '250,5' }),
    );
    expect(values).toMatchObject({ slotTypeId: 1, appliesZipFiltering: false, countryIds: [] });
    expect(slotInputOf(values, 'de')).toEqual({
      errors: {
        key: 'Der Schlüssel besteht aus Kleinbuchstaben, Ziffern und Bindestrichen (z. B. home-banner), höchstens 40 Zeichen.',
        width: 'Die Breite muss eine ganze Zahl von 50 bis 1200 Pixeln sein (leer: die der Art).',
        height: 'Die Höhe muss eine ganze Zahl von 50 bis 1200 Pixeln sein (leer: die der Art).',
      },
    });
    expect(slotInputOf({ ...values, key: `a${'-b'.repeat(20)}`, width: '', height: '' }, 'de')).toMatchObject(
      {
        errors: { key: expect.stringContaining('höchstens 40') },
      },
    );
  });

  it('starts a new slot as a home banner at its type’s size on every site', () => {
    expect(newSlotFormValues()).toEqual({
      key: '',
      name: '',
      slotTypeId: 1,
      width: '',
      height: '',
      appliesZipFiltering: false,
      countryIds: [1, 2, 3],
    });
    expect(slotFormValuesOf(SLOT_FIXTURE)).toMatchObject({ width: '300', height: '250', slotTypeId: 2 });
  });

  it('puts a taken key on the key field and field messages on their fields', () => {
    expect(
      slotApiErrors({
        status: 409,
        error: 'AD_SLOT_KEY_TAKEN',
        message: 'Den Schlüssel home-banner hat schon ein anderer Werbeplatz.',
      }),
    ).toEqual({ key: 'Den Schlüssel home-banner hat schon ein anderer Werbeplatz.' });
    expect(
      slotApiErrors({
        status: 400,
        error: 'VALIDATION_FAILED',
        fieldErrors: [{ field: 'name', messages: ['Bitte geben Sie einen Namen an.'] }],
      }),
    ).toEqual({ name: 'Bitte geben Sie einen Namen an.' });
  });

  it('reads the preview’s site and postal code from the address, checked against the site', () => {
    expect(previewQueryOf(new URLSearchParams('countryId=1&zipCode=80331'))).toEqual({
      countryId: 1,
      zipCode: '80331',
      zipError: null,
    });
    expect(previewQueryOf(new URLSearchParams('countryId=2&zipCode=80331'))).toEqual({
      countryId: 2,
      zipCode: '80331',
      zipError: 'Eine Postleitzahl in Österreich hat 4 Ziffern.',
    });
    expect(previewQueryOf(new URLSearchParams('countryId=3'))).toMatchObject({ zipCode: '', zipError: null });
    expect(previewQueryOf(new URLSearchParams('countryId=4&zipCode=80331'))).toBeNull();
    expect(previewQueryOf(new URLSearchParams(''))).toBeNull();
  });
});
