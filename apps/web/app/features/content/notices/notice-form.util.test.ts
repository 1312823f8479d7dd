import { describe, expect, it } from 'vitest';
import { newNoticeFormValues, noticeApiErrors, noticeFormValues, noticeInputOf } from './notice-form.util';

function formOf(entries: Record<string, string | string[]>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(entries)) {
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
  }
  return form;
}

describe('notice form', () => {
  it('reads the form and turns site times (Europe/Vienna) into instants', () => {
    const values = noticeFormValues(
      formOf({
        countryIds: ['3', '1', '9'],
        placement: 'offer-list',
        tone: 'warning',
        title: ' Lieferzeiten ',
        message: 'Derzeit 3–4 Wochen.\u0000',
        linkLabel: '',
        linkUrl: '',
        startsAt: '2026-12-01T08:00',
        endsAt: '2026-07-01T00:30',
        priority: '5',
        active: '1',
      }),
    );
    expect(values).toMatchObject({
      countryIds: [1, 3],
      title: 'Lieferzeiten',
      message: 'Derzeit 3–4 Wochen.',
    });
    expect(noticeInputOf(values, 'at')).toEqual({
      input: {
        countryIds: [1, 3],
        placement: 'offer-list',
        tone: 'warning',
        title: 'Lieferzeiten',
        message: 'Derzeit 3–4 Wochen.',
        linkLabel: null,
        linkUrl: null,
        startsAt: '2026-12-01T07:00:00.000Z',
        endsAt: '2026-06-30T22:30:00.000Z',
        priority: 5,
        active: true,
      },
    });
  });

  it('falls back on unknown choices and says which times or numbers it cannot read', () => {
    const values = noticeFormValues(
      formOf({
        placement: 'kopf',
        tone: 'error',
        startsAt: '2026-02-30T10:00',
        endsAt: 'bald',
        priority: '1,5',
      }),
    );
    expect(values).toMatchObject({ placement: 'all', tone: 'info', active: false, countryIds: [] });
    expect(noticeInputOf(values, 'de')).toEqual({
      errors: {
        startsAt: 'Bitte geben Sie Datum und Uhrzeit des Beginns an.',
        endsAt: 'Bitte geben Sie Datum und Uhrzeit des Endes an.',
        priority: 'Die Priorität muss eine ganze Zahl sein.',
      },
    });
  });

  it('starts a new notice on this site, for every page, now, switched on', () => {
    expect(newNoticeFormValues(2, new Date('2026-11-24T19:05:00Z'))).toMatchObject({
      countryIds: [2],
      placement: 'all',
      startsAt: '2026-11-24T20:05',
      active: true,
      priority: '0',
    });
  });

  it("maps the API's German messages to the form's fields", () => {
    expect(
      noticeApiErrors({
        status: 400,
        error: 'VALIDATION_FAILED',
        fieldErrors: [
          {
            field: 'linkUrl',
            messages: [
              'Das Linkziel muss ein Pfad dieser Website (z. B. /heizoelpreise) oder eine https-Adresse sein.',
            ],
          },
          { field: 'other', messages: ['x'] },
        ],
      }),
    ).toEqual({
      linkUrl:
        'Das Linkziel muss ein Pfad dieser Website (z. B. /heizoelpreise) oder eine https-Adresse sein.',
    });
  });
});
