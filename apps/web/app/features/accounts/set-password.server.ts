import { setNewPassword } from '@fuel/api-client';
import { data } from 'react-router';
import type { ApiClient } from '../../lib/api/api-client';
import {
  failed,
  formSecret,
  formText,
  invalid,
  presentErrors,
  visitorHeaders,
} from './account-action.server';
import type { AccountActionData, SetPasswordActionData } from './account-action.type';
import { confirmationResult, resetLinkResult } from './confirmation-result.util';
import { newPasswordErrors } from './password-strength.util';

/**
 * The action of a password reset link's page (without JavaScript too): the new password and its repetition
 * are checked, then set with the link's token; the link found used or expired on submitting says so.
 */
export async function setPasswordAction({
  api,
  request,
  token,
}: {
  readonly api: ApiClient;
  readonly request: Request;
  readonly token: string;
}) {
  const form = await request.formData();
  const intent = formText(form, 'intent');
  if (intent !== 'set-password')
    return data<AccountActionData>({ intent, formError: 'Unbekannte Aktion.' }, { status: 400 });
  const password = formSecret(form, 'password');
  const errors = presentErrors(newPasswordErrors(password, formSecret(form, 'repeat')));
  if (Object.keys(errors).length > 0) return invalid(intent, errors);
  const result = await setNewPassword({
    client: api,
    headers: visitorHeaders(request),
    body: { Token: token, Password: password },
  });
  if (result.data) return { intent, success: result.data.Message } satisfies SetPasswordActionData;
  const linkProblem = resetLinkResult(confirmationResult(result));
  if (linkProblem.state === 'failed') return failed(intent, result, linkProblem.message);
  return data<SetPasswordActionData>({ intent, linkProblem }, { status: result.response?.status ?? 400 });
}
