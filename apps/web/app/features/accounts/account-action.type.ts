import type { FieldErrors } from '../../ui/forms/field-errors.type';
import type { ConfirmationResult } from './confirmation-result.util';

/**
 * What a form's route action answers when it does not redirect: which form it was (`intent`, a page holds
 * several), the German messages per field, one for the form, a success line, and the typed values to fill
 * in again after a post without JavaScript (never a password).
 */
export interface AccountActionData {
  readonly intent: string;
  readonly errors?: FieldErrors;
  readonly formError?: string;
  readonly success?: string;
  readonly values?: Readonly<Record<string, string>>;
}

/** The set-password form's answer: a used, expired or unknown link is shown as such instead of the form. */
export interface SetPasswordActionData extends AccountActionData {
  readonly linkProblem?: ConfirmationResult;
}
