import { LEAD_CONSENT_VERSION } from '@fuel/domain/leads';
import { describe, expect, it } from 'vitest';
import {
  LEAD_FORM_TEXTS,
  leadFormValues,
  leadRequestBody,
  leadRequestRefusal,
  postedAnswers,
} from './lead-request.util';

const ANSWERS = {
  buildingType: 'einfamilienhaus',
  constructionClass: '1979-1994',
  livingSpace: 140,
  residents: 3,
  hotWaterByOil: true,
  heatingAge: '20-29',
  tankSize: 3000,
  litresPerYear: 2400,
  zipCode: '80331',
};

function formOf(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

const FILLED = {
  salutation: 'Frau',
  firstName: ' Erika ',
  lastName: 'Mustermann',
  email: 'erika@example.com',
  phone: '+49 89 1234567',
  zipCode: '80331',
  preferredContactTime: 'abends',
  message: '',
  consent: 'on',
  consentVersion: LEAD_CONSENT_VERSION,
};

describe('leadFormValues', () => {
  it('keeps the filled-in texts trimmed and the ticked consent, leaves blanks out', () => {
    expect(leadFormValues(formOf({ ...FILLED, attemptKey: 'k-12345678' }))).toEqual({
      salutation: 'Frau',
      firstName: 'Erika',
      lastName: 'Mustermann',
      email: 'erika@example.com',
      phone: '+49 89 1234567',
      zipCode: '80331',
      preferredContactTime: 'abends',
      consent: 'on',
      consentVersion: LEAD_CONSENT_VERSION,
    });
  });

  it('has no consent when the box is not ticked', () => {
    const { consent: _, ...unticked } = FILLED;
    expect(leadFormValues(formOf(unticked))).not.toHaveProperty('consent');
  });
});

describe('postedAnswers', () => {
  it('reads the flat answers the script posted', () => {
    expect(postedAnswers(formOf({ answers: JSON.stringify(ANSWERS) }))).toEqual(ANSWERS);
  });

  it('drops nested values and takes garbage, arrays, empty or oversized posts for none', () => {
    expect(postedAnswers(formOf({ answers: JSON.stringify({ ...ANSWERS, nested: { a: 1 } }) }))).toEqual(
      ANSWERS,
    );
    expect(postedAnswers(formOf({ answers: '{not json' }))).toBeUndefined();
    expect(postedAnswers(formOf({ answers: '[1,2]' }))).toBeUndefined();
    expect(postedAnswers(formOf({ answers: '{}' }))).toBeUndefined();
    expect(postedAnswers(formOf({ answers: JSON.stringify({ x: 'a'.repeat(5000) }) }))).toBeUndefined();
    expect(postedAnswers(formOf({}))).toBeUndefined();
  });
});

describe('leadRequestBody', () => {
  it('builds the API body of the form and the answers (no message: null, consent true)', () => {
    expect(leadRequestBody(leadFormValues(formOf(FILLED)), ANSWERS)).toEqual({
      body: {
        Salutation: 'Frau',
        FirstName: 'Erika',
        LastName: 'Mustermann',
        Email: 'erika@example.com',
        Phone: '+49 89 1234567',
        ZipCode: '80331',
        PreferredContactTime: 'abends',
        Message: null,
        Answers: ANSWERS,
        ConsentVersion: LEAD_CONSENT_VERSION,
        Consent: true,
      },
    });
  });

  it('leaves out a salutation that is not one of the list (it is optional)', () => {
    const result = leadRequestBody(leadFormValues(formOf({ ...FILLED, salutation: 'Dr. Evil' })), ANSWERS);
    expect('body' in result && result.body).not.toHaveProperty('Salutation');
  });

  it('refuses without the consent, with an unknown consent version and without a contact time', () => {
    const { consent: _, preferredContactTime: __, ...rest } = FILLED;
    expect(leadRequestBody(leadFormValues(formOf(rest)), ANSWERS)).toEqual({
      errors: {
        consent: LEAD_FORM_TEXTS.consentMissing,
        preferredContactTime: LEAD_FORM_TEXTS.contactTimeMissing,
      },
    });
    expect(
      leadRequestBody(leadFormValues(formOf({ ...FILLED, consentVersion: '1999-01' })), ANSWERS),
    ).toEqual({ errors: { consent: LEAD_FORM_TEXTS.consentOutdated } });
    expect(
      leadRequestBody(leadFormValues(formOf({ ...FILLED, preferredContactTime: 'nachts' })), ANSWERS),
    ).toEqual({ errors: { preferredContactTime: LEAD_FORM_TEXTS.contactTimeMissing } });
  });
});

describe('leadRequestRefusal', () => {
  it("puts the API's German messages beside the form's fields", () => {
    const error = {
      status: 400,
      error: 'VALIDATION_FAILED',
      message: 'Bitte prüfen Sie Ihre Eingaben: FirstName, Email, Phone',
      fieldErrors: [
        { field: 'FirstName', messages: ['Bitte geben Sie Ihren Vornamen ein.'] },
        { field: 'Email', messages: ['Bitte geben Sie eine gültige E-Mail-Adresse ein.'] },
        { field: 'Phone', messages: ['Bitte geben Sie eine gültige Telefonnummer ein.'] },
        { field: 'ZipCode', messages: ['Bitte geben Sie eine Postleitzahl in Deutschland ein.'] },
      ],
    };
    expect(leadRequestRefusal(error, 400)).toEqual({
      errors: {
        firstName: 'Bitte geben Sie Ihren Vornamen ein.',
        email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
        phone: 'Bitte geben Sie eine gültige Telefonnummer ein.',
        zipCode: 'Bitte geben Sie eine Postleitzahl in Deutschland ein.',
      },
      newAttempt: true,
    });
  });

  it('sends a refused guide answer back to the guide with its message', () => {
    const error = {
      status: 400,
      error: 'VALIDATION_FAILED',
      message: 'Bitte geben Sie eine Zahl von 30 bis 2.000 m² ein.',
      fieldErrors: [
        { field: 'Answers.livingSpace', messages: ['Bitte geben Sie eine Zahl von 30 bis 2.000 m² ein.'] },
      ],
    };
    expect(leadRequestRefusal(error, 400)).toEqual({
      formError: 'Bitte geben Sie eine Zahl von 30 bis 2.000 m² ein.',
      way: 'guide',
      newAttempt: true,
    });
  });

  it('says the partner does not serve the postal code and leads back to the result (409)', () => {
    const message =
      'Für die Postleitzahl 99998 kann unser Modernisierungspartner leider kein Angebot machen.';
    expect(leadRequestRefusal({ status: 409, error: 'PARTNER_NOT_SERVING', message }, 409)).toEqual({
      formError: message,
      way: 'result',
      newAttempt: true,
    });
  });

  it("shows the API's German limit message (429) and starts a new attempt", () => {
    const message = 'Zu viele Anfragen. Bitte versuchen Sie es in 10 Minuten erneut.';
    expect(leadRequestRefusal({ status: 429, error: 'TOO_MANY_REQUESTS', message }, 429)).toEqual({
      formError: message,
      newAttempt: true,
    });
  });

  it('keeps the key when the outcome is unknown (no answer, a server fault), not for an unreachable partner', () => {
    expect(leadRequestRefusal(undefined, undefined)).toEqual({
      formError: LEAD_FORM_TEXTS.unknownOutcome,
      newAttempt: false,
    });
    expect(leadRequestRefusal({ status: 500, error: 'INTERNAL_ERROR', message: 'x' }, 500)).toEqual({
      formError: LEAD_FORM_TEXTS.unknownOutcome,
      newAttempt: false,
    });
    const unavailable = 'Unser Modernisierungspartner ist gerade nicht erreichbar.';
    expect(
      leadRequestRefusal({ status: 503, error: 'PARTNER_UNAVAILABLE', message: unavailable }, 503),
    ).toEqual({
      formError: unavailable,
      newAttempt: true,
    });
  });

  it("never shows a generic code's text as the reason", () => {
    expect(leadRequestRefusal({ status: 409, error: 'CONFLICT', message: 'Conflict' }, 409)).toEqual({
      formError: LEAD_FORM_TEXTS.failed,
      newAttempt: true,
    });
  });
});
