/** The lead form's field names (the form posts them to the route's action, with or without JavaScript). */
export const LEAD_FORM_FIELDS = {
  salutation: 'salutation',
  firstName: 'firstName',
  lastName: 'lastName',
  email: 'email',
  phone: 'phone',
  zipCode: 'zipCode',
  contactTime: 'preferredContactTime',
  message: 'message',
  consent: 'consent',
  consentVersion: 'consentVersion',
  /** The Idempotency-Key of this attempt: a double click or a repeated post makes one lead. */
  attemptKey: 'attemptKey',
  /** The guide's answers as JSON, from local storage where the session has none (JavaScript only). */
  answers: 'answers',
} as const;

/** The API's limit of the message. */
export const LEAD_MESSAGE_MAX_LENGTH = 2000;

/** The query of the page after a sent request (post/redirect/get): the confirmation mail is on its way. */
export const LEAD_SENT_QUERY = 'angefragt';
