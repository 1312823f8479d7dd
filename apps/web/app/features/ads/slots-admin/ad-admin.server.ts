import { type RouterContextProvider, data } from 'react-router';
import { apiClientContext } from '../../../lib/api/api-client.context';
import { errorText } from '../../../lib/errors/api-error.util';
import { siteContext } from '../../../lib/site/site.context';
import { backOfficeHeaders, refusedPage } from '../../back-office/index.server';

type Context = Readonly<RouterContextProvider>;

const FAILED = 'Das hat leider nicht geklappt. Bitte versuchen Sie es erneut.';

/** What the ads screens' loaders and actions need of a request: the caller's headers, the client, the site. */
export function adAdminRequest(request: Request, context: Context) {
  return {
    headers: backOfficeHeaders(request, context),
    client: context.get(apiClientContext),
    site: context.get(siteContext),
  };
}

/** `create` or a record's number; anything else is no record (the 404 page). */
export function recordIdOf(param: string | undefined, newId: string): number | null {
  if (param === newId) return null;
  if (param && /^\d{1,9}$/.test(param) && Number(param) > 0) return Number(param);
  throw data('Not Found', { status: 404 });
}

/** The notice of what was just done, from the address (post/redirect/get). */
export function doneTextOf(
  params: URLSearchParams,
  query: string,
  texts: Readonly<Record<string, string>>,
): string | null {
  const done = params.get(query);
  return Object.entries(texts).find(([key]) => key === done)?.[1] ?? null;
}

/** A refused form as the action returns it: the page's error or the fields' messages, and what was sent. */
export interface AdFormActionData<V, E> {
  readonly error: string | null;
  readonly fieldErrors: E;
  readonly values: V | null;
}

/**
 * A failed API call of a form action: refusals of access and unknown records are their pages; otherwise
 * the API's German messages go to the fields they name, or to the page (a 409 "still in use", say).
 */
export function formFailure<V, E extends object>(
  result: { readonly error?: unknown; readonly response?: Response },
  values: V | null,
  fieldErrorsOf: (error: unknown) => E,
) {
  const status = result.response?.status;
  if (status === 401 || status === 403 || status === 404) refusedPage(status);
  const fieldErrors = fieldErrorsOf(result.error);
  const error = Object.keys(fieldErrors).length > 0 ? null : errorText(result.error, FAILED);
  return data<AdFormActionData<V, E>>({ error, fieldErrors, values }, { status: status ?? 502 });
}
