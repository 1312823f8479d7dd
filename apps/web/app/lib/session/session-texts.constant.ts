/** Toasts of the session (spec 2 §4). */
export const SESSION_TEXTS = {
  loggedOut: 'Erfolgreich abgemeldet',
  expired: 'Anmeldesitzung abgelaufen. Sie wurden automatisch abgemeldet.',
} as const;
