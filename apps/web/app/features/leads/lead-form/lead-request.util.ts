import type { CreateLeadRequestInput } from '@fuel/api-client';
import { LEAD_SALUTATIONS, PREFERRED_CONTACT_TIMES, isLeadConsentVersion } from '@fuel/domain/leads';
import { errorCodeOf, errorText } from '../../../lib/errors/api-error.util';
import type { FieldErrors } from '../../../ui/forms/field-errors.type';
import { LEAD_FORM_FIELDS } from './lead-form-fields.constant';

/** The guide's answers as the API compares them: input key to text, number or yes/no. */
export type LeadAnswers = Readonly<Record<string, string | number | boolean>>;

/** Where the message of a refused request leads on to. */
export type LeadRefusalWay = 'result' | 'guide';

/** What the form's action answers when it does not redirect: the form again, with why. */
export interface LeadFormActionData {
  /** German messages by form field. */
  readonly errors?: FieldErrors;
  /** One message above the button. */
  readonly formError?: string;
  /** The result page (the partner does not serve the postal code) or the guide (its answers are missing). */
  readonly way?: LeadRefusalWay;
  /** The form as it was sent, to fill in again without JavaScript. */
  readonly values: Readonly<Record<string, string>>;
  /** The Idempotency-Key of the next post: the same while the outcome is unknown, a new one once refused. */
  readonly attemptKey: string;
}

const TEXT_FIELDS = [
  LEAD_FORM_FIELDS.salutation,
  LEAD_FORM_FIELDS.firstName,
  LEAD_FORM_FIELDS.lastName,
  LEAD_FORM_FIELDS.email,
  LEAD_FORM_FIELDS.phone,
  LEAD_FORM_FIELDS.zipCode,
  LEAD_FORM_FIELDS.contactTime,
  LEAD_FORM_FIELDS.message,
  LEAD_FORM_FIELDS.consentVersion,
] as const;

export const LEAD_FORM_TEXTS = {
  consentMissing: 'Bitte stimmen Sie der Weitergabe Ihrer Angaben zu.',
  consentOutdated: 'Die Einwilligung ist nicht mehr aktuell. Bitte laden Sie die Seite neu.',
  contactTimeMissing: 'Bitte wählen Sie, wann wir Sie am besten erreichen.',
  answersMissing:
    'Uns fehlen Ihre Antworten aus dem Verbrauchsvergleich. Bitte beantworten Sie zuerst alle Fragen.',
  failed: 'Ihre Anfrage konnte nicht gesendet werden. Bitte versuchen Sie es erneut.',
  unknownOutcome:
    'Wir konnten nicht feststellen, ob Ihre Anfrage angekommen ist. Bitte senden Sie sie erneut – sie wird dabei nicht doppelt gestellt.',
} as const;

/** The posted form's texts, trimmed (the consent box as 'on' when ticked): the action's input and the refill. */
export function leadFormValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of TEXT_FIELDS) {
    const value = form.get(name);
    if (typeof value === 'string' && value.trim() !== '') values[name] = value.trim();
  }
  if (form.get(LEAD_FORM_FIELDS.consent) !== null) values[LEAD_FORM_FIELDS.consent] = 'on';
  return values;
}

const MAX_POSTED_ANSWERS_LENGTH = 4000;

/**
 * The answers a script posted from local storage (a visitor whose session has none): a flat JSON object
 * of texts, numbers and yes/no, which the API checks against the guide. Anything else is none.
 */
export function postedAnswers(form: FormData): LeadAnswers | undefined {
  const posted = form.get(LEAD_FORM_FIELDS.answers);
  if (typeof posted !== 'string' || posted === '' || posted.length > MAX_POSTED_ANSWERS_LENGTH)
    return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(posted);
  } catch {
    return undefined;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return undefined;
  const answers = Object.entries(parsed).filter(
    (entry): entry is [string, string | number | boolean] =>
      typeof entry[1] === 'string' || typeof entry[1] === 'number' || typeof entry[1] === 'boolean',
  );
  return answers.length > 0 ? Object.fromEntries(answers) : undefined;
}

/**
 * The request body of the posted form, or the German errors of what the body cannot carry (the consent,
 * its version, the contact time are fixed choices); everything else the API checks and names.
 */
export function leadRequestBody(
  values: Readonly<Record<string, string>>,
  answers: LeadAnswers,
): { readonly body: CreateLeadRequestInput } | { readonly errors: FieldErrors } {
  const version = values[LEAD_FORM_FIELDS.consentVersion];
  const contactTime = PREFERRED_CONTACT_TIMES.find((time) => time === values[LEAD_FORM_FIELDS.contactTime]);
  const consentError =
    values[LEAD_FORM_FIELDS.consent] !== 'on'
      ? LEAD_FORM_TEXTS.consentMissing
      : isLeadConsentVersion(version)
        ? undefined
        : LEAD_FORM_TEXTS.consentOutdated;
  if (consentError || !contactTime || !isLeadConsentVersion(version)) {
    return {
      errors: {
        ...(consentError && { [LEAD_FORM_FIELDS.consent]: consentError }),
        ...(!contactTime && { [LEAD_FORM_FIELDS.contactTime]: LEAD_FORM_TEXTS.contactTimeMissing }),
      },
    };
  }
  const text = (name: string) => values[name] ?? '';
  // A salutation not of the list (a forged form) is left out: it is optional.
  const salutation = LEAD_SALUTATIONS.find((candidate) => candidate === text(LEAD_FORM_FIELDS.salutation));
  return {
    body: {
      ...(salutation && { Salutation: salutation }),
      FirstName: text(LEAD_FORM_FIELDS.firstName),
      LastName: text(LEAD_FORM_FIELDS.lastName),
      Email: text(LEAD_FORM_FIELDS.email),
      Phone: text(LEAD_FORM_FIELDS.phone),
      ZipCode: text(LEAD_FORM_FIELDS.zipCode),
      PreferredContactTime: contactTime,
      Message: text(LEAD_FORM_FIELDS.message) || null,
      Answers: { ...answers },
      ConsentVersion: version,
      Consent: true,
    },
  };
}

/** The form field of each field the API names (the consent's version belongs to the consent box). */
const FORM_FIELD_OF: Readonly<Record<string, string>> = {
  Salutation: LEAD_FORM_FIELDS.salutation,
  FirstName: LEAD_FORM_FIELDS.firstName,
  LastName: LEAD_FORM_FIELDS.lastName,
  Email: LEAD_FORM_FIELDS.email,
  Phone: LEAD_FORM_FIELDS.phone,
  ZipCode: LEAD_FORM_FIELDS.zipCode,
  PreferredContactTime: LEAD_FORM_FIELDS.contactTime,
  Message: LEAD_FORM_FIELDS.message,
  Consent: LEAD_FORM_FIELDS.consent,
  ConsentVersion: LEAD_FORM_FIELDS.consent,
};

interface FieldProblem {
  readonly field: string;
  readonly message: string;
}

function fieldProblems(error: unknown): FieldProblem[] {
  if (!error || typeof error !== 'object' || !('fieldErrors' in error) || !Array.isArray(error.fieldErrors)) {
    return [];
  }
  return (error.fieldErrors as { field?: unknown; messages?: unknown }[]).flatMap(({ field, messages }) =>
    typeof field === 'string' && Array.isArray(messages) && typeof messages[0] === 'string'
      ? [{ field, message: messages[0] }]
      : [],
  );
}

/** A refused or failed request as the form shows it, and whether the next post is a new attempt. */
export interface LeadRefusal {
  readonly errors?: FieldErrors;
  readonly formError?: string;
  readonly way?: LeadRefusalWay;
  readonly newAttempt: boolean;
}

/**
 * The German answer to a failed `POST /api/leads/{guideId}/requests`: the API's messages beside the fields
 * they name; a refused answer of the guide leads back to the guide, a postal code the partner does not
 * serve back to the result. A refusal stored nothing, so the next post is a new attempt; without an answer
 * (no status, a server fault) the lead may exist, and the same key asks again without making a second.
 */
export function leadRequestRefusal(error: unknown, status: number | undefined): LeadRefusal {
  if (status === undefined || status >= 500) {
    const code = errorCodeOf(error);
    return code === 'PARTNER_UNAVAILABLE'
      ? { formError: errorText(error), newAttempt: true }
      : { formError: LEAD_FORM_TEXTS.unknownOutcome, newAttempt: false };
  }
  if (errorCodeOf(error) === 'PARTNER_NOT_SERVING') {
    return { formError: errorText(error, LEAD_FORM_TEXTS.failed), way: 'result', newAttempt: true };
  }
  const problems = fieldProblems(error);
  const answers = problems.find(
    (problem) => problem.field === 'Answers' || problem.field.startsWith('Answers.'),
  );
  if (answers) return { formError: answers.message, way: 'guide', newAttempt: true };
  const errors: Record<string, string> = {};
  for (const { field, message } of problems) {
    const name = FORM_FIELD_OF[field];
    if (name && !errors[name]) errors[name] = message;
  }
  if (Object.keys(errors).length > 0) return { errors, newAttempt: true };
  return { formError: errorText(error, LEAD_FORM_TEXTS.failed), newAttempt: true };
}
