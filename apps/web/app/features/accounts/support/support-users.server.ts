import {
  type SupportUserOutput,
  getSupportUser,
  lockUser,
  requestUserEmailChange,
  resendUserConfirmation,
  searchUsers,
  sendUserPasswordReset,
  setUserRoles,
  startImpersonation,
  unlockUser,
  updateSupportUser,
} from '@fuel/api-client';
import { type RouterContextProvider, data } from 'react-router';
import { apiClientContext } from '../../../lib/api/api-client.context';
import { siteHref } from '../../../lib/site/site-links.util';
import { siteContext } from '../../../lib/site/site.context';
import { backOfficeHeaders, refusedPage } from '../../back-office/index.server';
import { failed, formText, invalid, presentErrors, redirectWithSession } from '../account-action.server';
import type { AccountActionData } from '../account-action.type';
import { ACCOUNT_PATHS } from '../account-paths.constant';
import { emailError, requiredError } from '../account-validation.util';
import { titleValues } from '../title-values.util';
import { userSearchQuery } from './support-user-filters.util';

type Context = Readonly<RouterContextProvider>;

/** The API's 429 speaks of attempts; here it means the customer has just been sent a link. */
const CONFIRMATION_JUST_SENT =
  'Diesem Konto wurde gerade erst eine Bestätigungs-Mail gesendet. Bitte warten Sie einige Minuten.';

/**
 * An admin's roles form: the ticked role names and the dealer's number (empty: none). The API decides which
 * names exist, whether the dealer does and who may change whose roles; its German message is shown.
 */
async function saveRoles(
  form: FormData,
  client: Parameters<typeof setUserRoles>[0]['client'],
  headers: Record<string, string>,
  path: { userId: number },
) {
  const intent = 'roles';
  const roles = form.getAll('roles').filter((value): value is string => typeof value === 'string');
  const dealerText = formText(form, 'dealerId');
  if (dealerText !== '' && !/^\d{1,10}$/.test(dealerText)) {
    return invalid(
      intent,
      { dealerId: 'Die Händlernummer muss eine ganze Zahl sein.' },
      { dealerId: dealerText },
    );
  }
  const dealerId = dealerText === '' ? null : Number(dealerText);
  const result = await setUserRoles({ client, headers, path, body: { roles, dealerId } });
  if (result.error !== undefined) {
    return failed(intent, result, 'Die Rollen wurden nicht gespeichert.', { dealerId: dealerText });
  }
  return { intent, success: 'Die Rollen sind gespeichert.' } satisfies AccountActionData;
}

/** The API counts five changes of one account an hour. */
const EMAIL_CHANGES_TOO_MANY =
  'Die Adresse dieses Kontos wurde in der letzten Stunde schon mehrmals geändert. Bitte warten Sie etwas.';

/**
 * The user list's page: the filters as the URL has them and the API's page of users. A refused filter
 * (400) shows its German message above an empty list; a 404 is an empty list (spec 2 §8).
 */
export async function loadUserSearch(request: Request, context: Context) {
  const headers = backOfficeHeaders(request, context);
  const url = new URL(request.url);
  const query = userSearchQuery(url);
  const result = await searchUsers({ client: context.get(apiClientContext), headers, query });
  const status = result.response?.status;
  if (result.data) return { query, page: result.data, problem: null };
  if (status === 400 || status === 404) {
    const problem = status === 400 ? (result.error?.message ?? 'Die Suche ist ungültig.') : null;
    return { query, page: { users: [], next: null }, problem };
  }
  return refusedPage(status);
}

/** The user page's user (with their orders); unknown ids are the 404 page. */
export async function loadSupportUser(
  request: Request,
  context: Context,
  id: string,
): Promise<SupportUserOutput> {
  const headers = backOfficeHeaders(request, context);
  const userId = Number(id);
  if (!Number.isInteger(userId) || userId < 1) refusedPage(404);
  const result = await getSupportUser({ client: context.get(apiClientContext), headers, path: { userId } });
  if (!result.data) refusedPage(result.response?.status);
  return result.data;
}

/**
 * The user page's forms (told apart by the button's `intent`), so every change works without JavaScript:
 * names and titles, lock and unlock, the reset mail, the confirmation mail again, a new address (applied
 * when its owner confirms), an admin's roles, and
 * "Als Kunde handeln", which takes over the browser's session with the API's impersonation cookies and opens
 * the customer's orders.
 */
export async function supportUserAction(request: Request, context: Context, id: string) {
  const headers = backOfficeHeaders(request, context);
  const client = context.get(apiClientContext);
  const path = { userId: Number(id) };
  const form = await request.formData();
  const intent = formText(form, 'intent');

  if (intent === 'save') {
    const values = { firstName: formText(form, 'firstName'), lastName: formText(form, 'lastName') };
    const errors = presentErrors({
      firstName: requiredError(values.firstName, 'den Vornamen'),
      lastName: requiredError(values.lastName, 'den Nachnamen'),
    });
    if (Object.keys(errors).length > 0) return invalid(intent, errors, values);
    const { Title1, Title2 } = titleValues(form);
    const result = await updateSupportUser({
      client,
      headers,
      path,
      body: {
        ...values,
        // A title left out is none (the API clears it).
        ...(Title1 && { title1: Title1 }),
        ...(Title2 && { title2: Title2 }),
        hasMexEnabled: form.has('hasMexEnabled'),
      },
    });
    if (result.error !== undefined)
      return failed(intent, result, 'Die Änderung wurde nicht gespeichert.', values);
    return { intent, success: 'Die Änderungen sind gespeichert.' } satisfies AccountActionData;
  }
  if (intent === 'lock' || intent === 'unlock') {
    const call = intent === 'lock' ? lockUser : unlockUser;
    const result = await call({ client, headers, path });
    if (!result.data) return failed(intent, result, 'Das ging nicht. Bitte versuchen Sie es erneut.');
    return { intent, success: result.data.Message } satisfies AccountActionData;
  }
  if (intent === 'reset-password') {
    const result = await sendUserPasswordReset({ client, headers, path });
    if (!result.data) return failed(intent, result, 'Der Link konnte nicht gesendet werden.');
    return { intent, success: result.data.Message } satisfies AccountActionData;
  }
  if (intent === 'resend-confirmation') {
    const result = await resendUserConfirmation({ client, headers, path });
    if (result.response?.status === 429) {
      return data<AccountActionData>({ intent, formError: CONFIRMATION_JUST_SENT }, { status: 429 });
    }
    if (!result.data) return failed(intent, result, 'Die Bestätigungs-Mail konnte nicht gesendet werden.');
    return { intent, success: result.data.Message } satisfies AccountActionData;
  }
  if (intent === 'roles') return saveRoles(form, client, headers, path);
  if (intent === 'change-email') {
    const email = formText(form, 'email');
    const error = email === '' ? 'Bitte geben Sie die neue E-Mail-Adresse ein.' : emailError(email);
    if (error) return invalid(intent, { email: error }, { email });
    const result = await requestUserEmailChange({ client, headers, path, body: { email } });
    if (result.response?.status === 429) {
      return data<AccountActionData>(
        { intent, formError: EMAIL_CHANGES_TOO_MANY, values: { email } },
        { status: 429 },
      );
    }
    if (!result.data) return failed(intent, result, 'Die E-Mail-Adresse wurde nicht geändert.', { email });
    return { intent, success: result.data.Message } satisfies AccountActionData;
  }
  if (intent === 'impersonate') {
    const result = await startImpersonation({ client, headers, path });
    if (!result.data) return failed(intent, result, 'Sie können nicht als dieser Kunde handeln.');
    return redirectWithSession(siteHref(context.get(siteContext), ACCOUNT_PATHS.orders), result);
  }
  return data<AccountActionData>({ intent, formError: 'Unbekannte Aktion.' }, { status: 400 });
}
