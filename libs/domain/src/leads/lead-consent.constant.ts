/**
 * What the lead form (`/leads/lead-formular`) shows and the API stores with each lead: the consent text by
 * version (GDPR art. 7: the controller must be able to show what a household agreed to), the form's fixed
 * choices and the states the back office lists. A changed text is a new version beside the old ones, never
 * an edit: leads keep the version they were given, and a page rendered before the change still posts a
 * version the API knows.
 */

/** The version the lead form shows today. */
export const LEAD_CONSENT_VERSION = '2026-11';

/** Every consent text ever shown, by version; written without ß, so the ch site shows the same words. */
export const LEAD_CONSENT_TEXTS = {
  '2026-11':
    'Ich bin einverstanden, dass der Heizöl-Marktplatz meine Angaben aus diesem Formular (Name, E-Mail-Adresse, Telefonnummer, Postleitzahl, bevorzugte Kontaktzeit und Nachricht) sowie meine Antworten und das Ergebnis des Heizöl-Verbrauchsvergleichs an unseren Modernisierungspartner übermittelt, damit dieser mich per E-Mail oder Telefon wegen eines unverbindlichen Angebots zur Modernisierung meiner Heizung kontaktiert. Übermittelt wird erst, nachdem ich meine E-Mail-Adresse über den Link in der Bestätigungs-E-Mail bestätigt habe. Meine Einwilligung kann ich jederzeit mit Wirkung für die Zukunft widerrufen, zum Beispiel per E-Mail an die in der Datenschutzerklärung genannte Adresse.',
} as const satisfies Readonly<Record<string, string>>;

export type LeadConsentVersion = keyof typeof LEAD_CONSENT_TEXTS;

export const LEAD_CONSENT_VERSIONS = Object.keys(LEAD_CONSENT_TEXTS) as readonly LeadConsentVersion[];

export function isLeadConsentVersion(value: unknown): value is LeadConsentVersion {
  return typeof value === 'string' && Object.hasOwn(LEAD_CONSENT_TEXTS, value);
}

/** The text of a version; undefined for a version that never existed. */
export function leadConsentText(version: string): string | undefined {
  return isLeadConsentVersion(version) ? LEAD_CONSENT_TEXTS[version] : undefined;
}

/** When the household would like the partner to call (the form's wire values). */
export const PREFERRED_CONTACT_TIMES = ['vormittags', 'nachmittags', 'abends', 'egal'] as const;
export type PreferredContactTime = (typeof PREFERRED_CONTACT_TIMES)[number];

export const PREFERRED_CONTACT_TIME_LABELS: Readonly<Record<PreferredContactTime, string>> = {
  vormittags: 'Vormittags (8–12 Uhr)',
  nachmittags: 'Nachmittags (12–17 Uhr)',
  abends: 'Abends (17–20 Uhr)',
  egal: 'Egal',
};

/** The form's optional salutation. */
export const LEAD_SALUTATIONS = ['Herr', 'Frau', 'Divers'] as const;
export type LeadSalutation = (typeof LEAD_SALUTATIONS)[number];

/** The double opt-in link's page on the site (the mail's link, `?token=…`). */
export const LEAD_CONFIRM_PATH = '/leads/bestaetigen';

/** How long the double opt-in link works; an unconfirmed lead is never sent to the partner. */
export const LEAD_CONFIRM_TTL_DAYS = 7;

/**
 * A request never confirmed is deleted this many days after it was sent (its link died after 7): the household
 * did not want it passed on, so its contact data is not kept (GDPR art. 5 (1) e).
 */
export const UNCONFIRMED_LEAD_RETENTION_DAYS = 30;

/** Where a lead is on its way to the partner (the lead table's transfer outbox; the back office's filter). */
export const LEAD_TRANSFER_STATUSES = ['unconfirmed', 'pending', 'sending', 'sent', 'failed'] as const;
export type LeadTransferState = (typeof LEAD_TRANSFER_STATUSES)[number];

export const LEAD_TRANSFER_STATUS_LABELS: Readonly<Record<LeadTransferState, string>> = {
  unconfirmed: 'Nicht bestätigt',
  pending: 'Wartet auf Übermittlung',
  sending: 'Wird übermittelt',
  sent: 'Übermittelt',
  failed: 'Übermittlung fehlgeschlagen',
};
