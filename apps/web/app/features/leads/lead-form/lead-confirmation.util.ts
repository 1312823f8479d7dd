import type { ComponentProps } from 'react';
import { errorCodeOf, errorText } from '../../../lib/errors/api-error.util';
import type { ConfirmationMessage } from '../../accounts';

/** What the double opt-in page shows once the link was used or found broken (the accounts' message piece). */
export type LeadConfirmationResult = ComponentProps<typeof ConfirmationMessage>['result'];

/** The page's prompt before its button is pressed. */
export const LEAD_CONFIRM_PROMPT = {
  title: 'Anfrage bestätigen',
  text: 'Bitte bestätigen Sie Ihre E-Mail-Adresse. Erst danach geben wir Ihre Anfrage an unseren Modernisierungspartner weiter.',
  button: 'Anfrage bestätigen',
} as const;

/** Where a result leads on to (site paths with the site's prefix). */
export interface LeadConfirmationLinks {
  readonly home: string;
  /** The lead form, to send the request again after an expired link. */
  readonly leadForm: string;
}

export const INVALID_LEAD_LINK: LeadConfirmationResult = {
  state: 'invalid',
  headline: 'Dieser Link ist ungültig',
  message: 'Bitte prüfen Sie, ob Sie den Link vollständig aus der E-Mail übernommen haben.',
};

/**
 * The page text of `POST /api/leads/requests/confirm`: confirmed (a repeat too: the API answers the same),
 * expired (410, with the way to ask again), unknown (404) or a failure the visitor may retry.
 */
export function leadConfirmationResult(
  outcome: { readonly data?: unknown; readonly error?: unknown; readonly response?: { status: number } },
  links: LeadConfirmationLinks,
): LeadConfirmationResult {
  if (outcome.data && outcome.error === undefined) {
    return {
      state: 'confirmed',
      headline: 'Vielen Dank, Ihre Anfrage ist bestätigt',
      message:
        'Wir geben Ihre Angaben jetzt an unseren Modernisierungspartner weiter. Er meldet sich zu Ihrer Wunschzeit per Telefon oder E-Mail mit einem unverbindlichen Angebot.',
      links: [{ href: links.home, label: 'Zur Startseite' }],
    };
  }
  const code = errorCodeOf(outcome.error);
  const status = outcome.response?.status;
  if (code === 'TOKEN_EXPIRED' || status === 410) {
    return {
      state: 'expired',
      headline: 'Dieser Link ist abgelaufen',
      message: errorText(outcome.error, 'Bitte senden Sie Ihre Anfrage noch einmal.'),
      links: [{ href: links.leadForm, label: 'Anfrage erneut senden' }],
    };
  }
  if (code === 'TOKEN_INVALID' || status === 400 || status === 404) return INVALID_LEAD_LINK;
  return {
    state: 'failed',
    headline: 'Da ist leider etwas schiefgelaufen',
    message:
      'Ihre Bestätigung ist nicht angekommen. Bitte öffnen Sie den Link aus der E-Mail später noch einmal.',
    links: [{ href: links.home, label: 'Zur Startseite' }],
  };
}
