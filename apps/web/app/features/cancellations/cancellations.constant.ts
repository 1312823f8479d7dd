/** What the action tells the page after post/redirect/get (in the address, so it works without JavaScript). */
export const CANCELLATION_NOTICE_PARAM = 'gespeichert';

export const CANCELLATION_NOTICES = {
  bookings: 'Die Buchungen sind gespeichert.',
  unchanged: 'Es gab keine Änderungen zu speichern.',
  comment: 'Der Kommentar ist gespeichert.',
  feedback: 'Das Feedback ist gespeichert.',
} as const;
export type CancellationNotice = keyof typeof CANCELLATION_NOTICES;

export interface CancellationActionResult {
  readonly error: string;
}
