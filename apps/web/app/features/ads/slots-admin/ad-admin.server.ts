import type { CountryRef } from '@fuel/domain';
import { type RouterContextProvider, data, redirect } from 'react-router';
import { apiClientContext } from '../../../lib/api/api-client.context';
import { errorText } from '../../../lib/errors/api-error.util';
import { siteHref } from '../../../lib/site/site-links.util';
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
function formFailure<V, E extends object>(
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

/** A generated client call's outcome, as far as the actions look at it. */
interface Outcome<T> {
  readonly data?: T;
  readonly error?: unknown;
  readonly response?: Response;
}

/** What a call of the record's API needs: the caller's client and headers. */
export type AdCall = Pick<ReturnType<typeof adAdminRequest>, 'client' | 'headers'>;

/** One kind of record (campaign, slot): its form, its calls and where the screens are. */
export interface AdRecordForm<V, I, E> {
  /** The `{id}` of the form for a new record. */
  readonly newId: string;
  readonly listPath: string;
  readonly recordPath: (id: number) => string;
  /** The address's query that names what was just done (`saved`, `deleted`). */
  readonly doneQuery: string;
  readonly valuesOf: (form: FormData) => V;
  /** The API's input, or the fields the form can tell are wrong. */
  readonly inputOf: (values: V, site: CountryRef) => { input: I } | { errors: E };
  readonly apiErrors: (error: unknown) => E;
  readonly create: (call: AdCall, input: I) => Promise<Outcome<{ readonly id: number }>>;
  readonly save: (call: AdCall, id: number, input: I) => Promise<Outcome<{ readonly id: number }>>;
  readonly remove: (call: AdCall, id: number) => Promise<Outcome<unknown>>;
}

/**
 * A record form's `save` and `delete` (`intent`), with or without JavaScript: success goes to a page with
 * a note (post/redirect/get), a refusal back to the form with the German messages and what was sent.
 */
export async function adRecordAction<V, I, E extends object>(
  request: Request,
  context: Context,
  param: string | undefined,
  record: AdRecordForm<V, I, E>,
) {
  const { headers, client, site } = adAdminRequest(request, context);
  const call = { headers, client };
  const id = recordIdOf(param, record.newId);
  const form = await request.formData();

  if (form.get('intent') === 'delete') {
    if (id === null) throw data('Not Found', { status: 404 });
    const result = await record.remove(call, id);
    if (result.error !== undefined) return formFailure<V, E>(result, null, record.apiErrors);
    return redirect(siteHref(site, `${record.listPath}?${record.doneQuery}=deleted`));
  }

  const values = record.valuesOf(form);
  const checked = record.inputOf(values, site.countryId);
  if ('errors' in checked) {
    return data<AdFormActionData<V, E>>(
      { error: null, fieldErrors: checked.errors, values },
      { status: 400 },
    );
  }
  const result =
    id === null ? await record.create(call, checked.input) : await record.save(call, id, checked.input);
  if (!result.data) return formFailure(result, values, record.apiErrors);
  return redirect(siteHref(site, `${record.recordPath(result.data.id)}?${record.doneQuery}=saved`));
}
