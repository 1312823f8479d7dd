/** The e-mail links that confirm something with one press of a button. */
export type ConfirmationKind = 'request' | 'emailChange' | 'notifications';

export interface ConfirmationPrompt {
  /** Heading and page title. */
  readonly title: string;
  readonly text: string;
  readonly button: string;
}

/** What the page of each link says before its button is pressed. */
export const CONFIRMATION_PROMPTS: Readonly<Record<ConfirmationKind, ConfirmationPrompt>> = {
  request: {
    title: 'E-Mail-Adresse bestätigen',
    text: 'Bitte bestätigen Sie Ihre E-Mail-Adresse. Mit einem Kundenkonto sind Sie danach gleich angemeldet.',
    button: 'E-Mail-Adresse bestätigen',
  },
  emailChange: {
    title: 'E-Mail-Adresse bestätigen',
    text: 'Bitte bestätigen Sie die neue E-Mail-Adresse Ihres Kundenkontos; bis dahin gilt Ihre bisherige Adresse.',
    button: 'E-Mail-Adresse bestätigen',
  },
  notifications: {
    title: 'Benachrichtigungen bestätigen',
    text: 'Bitte bestätigen Sie, dass wir Ihnen Benachrichtigungen per E-Mail senden dürfen.',
    button: 'Benachrichtigungen bestätigen',
  },
};
