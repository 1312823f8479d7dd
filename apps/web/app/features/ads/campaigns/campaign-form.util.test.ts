import { describe, expect, it } from 'vitest';
import { CAMPAIGN_FIXTURE } from './campaigns.fixture';
import {
  campaignApiErrors,
  campaignFormValues,
  campaignFormValuesOf,
  campaignInputOf,
  newCampaignFormValues,
  zipTargetsFeedback,
} from './campaign-form.util';

function formOf(entries: Record<string, string | string[]>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(entries)) {
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
  }
  return form;
}

describe('campaign form', () => {
  it('reads the form: site times (Europe/Vienna) become instants, postal codes their targets', () => {
    const values = campaignFormValues(
      formOf({
        name: ' Winter München\u0000 ',
        campaignTypeId: '1',
        status: 'active',
        startsAt: '2026-12-01T08:00',
        endsAt: '2027-01-01T00:00',
        countryIds: ['3', '1', '9'],
        zipTargets: '8001, 80\n8150;8001 ',
        weight: '1.000',
        dailyImpressionCap: '50.000',
        advertIds: ['4', '2', '4', 'x', '-1'],
        slotIds: ['7'],
      }),
    );
    expect(values).toMatchObject({
      name: 'Winter München',
      countryIds: [1, 3],
      advertIds: [2, 4],
      slotIds: [7],
    });
    expect(campaignInputOf(values, 'at')).toEqual({
      input: {
        name: 'Winter München',
        campaignTypeId: 1,
        status: 'active',
        startsAt: '2026-12-01T07:00:00.000Z',
        endsAt: '2026-12-31T23:00:00.000Z',
        countryIds: [1, 3],
        zipTargets: ['80', '8150'],
        weight: 1000,
        dailyImpressionCap: 50000,
        advertIds: [2, 4],
        slotIds: [7],
      },
    });
  });

  it('falls back on unknown choices and says what it cannot read', () => {
    const values = campaignFormValues(
      formOf({
        campaignTypeId: '3',
        status: 'running',
        startsAt: '2026-02-30T10:00',
        endsAt: 'bald',
        countryIds: ['2'],
        zipTargets: '1010 12345 abc 12345',
        weight: '1001',
        dailyImpressionCap: '0',
      }),
    );
    expect(values).toMatchObject({ campaignTypeId: 1, status: 'draft', countryIds: [2] });
    expect(campaignInputOf(values, 'de')).toEqual({
      errors: {
        startsAt: 'Bitte geben Sie Datum und Uhrzeit des Beginns an.',
        endsAt: 'Bitte geben Sie Datum und Uhrzeit des Endes an.',
        zipTargets: 'Keine Postleitzahl oder kein Anfang einer für die gewählten Websites: 12345, abc',
        weight: 'Das Gewicht muss eine ganze Zahl von 0 bis 1000 sein.',
        dailyImpressionCap: 'Die Obergrenze muss eine ganze Zahl ab 1 sein (leer: keine).',
      },
    });
  });

  it('wants the end after the start, and takes no end and no cap as none', () => {
    const base = newCampaignFormValues(1, new Date('2026-11-24T19:05:00Z'));
    expect(campaignInputOf({ ...base, endsAt: '2026-11-24T20:05' }, 'de')).toEqual({
      errors: { endsAt: 'Das Ende muss nach dem Beginn liegen.' },
    });
    expect(campaignInputOf(base, 'de')).toMatchObject({
      input: { endsAt: null, dailyImpressionCap: null, zipTargets: [], weight: 100 },
    });
  });

  it('starts a new campaign as a paid draft on this site, now, for every postal code', () => {
    expect(newCampaignFormValues(2, new Date('2026-11-24T19:05:00Z'))).toEqual({
      name: '',
      campaignTypeId: 1,
      status: 'draft',
      startsAt: '2026-11-24T20:05',
      endsAt: '',
      countryIds: [2],
      zipTargets: '',
      weight: '100',
      dailyImpressionCap: '',
      advertIds: [],
      slotIds: [],
    });
  });

  it('shows a saved campaign on the site’s clock with its adverts and slots', () => {
    expect(campaignFormValuesOf(CAMPAIGN_FIXTURE, 'de')).toEqual({
      name: 'Winteraktion München',
      campaignTypeId: 1,
      status: 'active',
      startsAt: '2026-11-01T00:00',
      endsAt: '',
      countryIds: [1],
      zipTargets: '80, 8150',
      weight: '10',
      dailyImpressionCap: '',
      advertIds: [3],
      slotIds: [2],
    });
  });

  it('says how the postal codes read, for the chosen sites', () => {
    expect(zipTargetsFeedback({ zipTargets: '', countryIds: [1] }).text).toBe(
      'Alle Postleitzahlen der gewählten Websites.',
    );
    expect(zipTargetsFeedback({ zipTargets: '80331 80', countryIds: [1] })).toEqual({
      targets: ['80'],
      invalid: [],
      text: 'Ein Ziel: 80.',
    });
    // A four-digit site cannot take five-digit targets.
    expect(zipTargetsFeedback({ zipTargets: '1010, 80331', countryIds: [1, 2] })).toMatchObject({
      targets: ['1010'],
      invalid: ['80331'],
    });
  });

  it("maps the API's German messages to the form's fields", () => {
    expect(
      campaignApiErrors({
        status: 400,
        error: 'VALIDATION_FAILED',
        fieldErrors: [
          { field: 'countryIds', messages: ['Bitte wählen Sie mindestens eine Website.'] },
          { field: 'other', messages: ['x'] },
        ],
      }),
    ).toEqual({ countryIds: 'Bitte wählen Sie mindestens eine Website.' });
  });
});
