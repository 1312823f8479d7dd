import {
  type ErrorGroupDetailsOutput,
  type ErrorGroupPageOutput,
  type ErrorOccurrencePageOutput,
  getErrorGroup,
  listErrorOccurrences,
  searchErrorGroups,
  setErrorGroupStatus,
} from '@fuel/api-client';
import { ERROR_GROUP_STATUSES } from '@fuel/domain/errors';
import { type RouterContextProvider, data, redirect } from 'react-router';
import { apiClientContext } from '../../../lib/api/api-client.context';
import { errorText } from '../../../lib/errors/api-error.util';
import { notFoundPage } from '../../../lib/errors/error-status.util';
import { pageAddressOf } from '../../accounts';
import { backOfficeHeaders, refusedPage } from '../../back-office/index.server';
import { type ErrorGroupFilters, errorGroupFilters, errorGroupQuery } from './error-group-filters.util';

type Context = Readonly<RouterContextProvider>;

const FAILED = 'Das hat leider nicht geklappt. Bitte versuchen Sie es erneut.';

/** The group page's query after a status change (post/redirect/get): which notice to show. */
const CHANGED_QUERY = 'erledigt';
const NOTICES: Readonly<Record<string, string>> = {
  resolved:
    'Die Fehlergruppe ist als behoben markiert. Tritt der Fehler wieder auf, wird sie erneut geöffnet.',
  open: 'Die Fehlergruppe ist wieder offen.',
};

export interface ErrorGroupsData {
  readonly filters: ErrorGroupFilters;
  readonly page: ErrorGroupPageOutput;
  /** The API's German refusal; the list stays empty then. */
  readonly error: string | null;
}

/** `/support/fehler`: one page of error groups by the address's filters (open, last seen first by default). */
export async function loadErrorGroups(request: Request, context: Context): Promise<ErrorGroupsData> {
  const headers = backOfficeHeaders(request, context);
  const filters = errorGroupFilters(new URL(request.url).searchParams);
  const result = await searchErrorGroups({
    client: context.get(apiClientContext),
    headers,
    query: errorGroupQuery(filters),
  });
  if (result.data) return { filters, page: result.data, error: null };
  const status = result.response?.status;
  if (status === 401 || status === 403) refusedPage(status);
  const empty = { rows: [], total: 0, page: filters.page, pageCount: 1 };
  return { filters, page: empty, error: errorText(result.error, FAILED) };
}

/** The group id of the address; anything but a positive integer is the 404 page. */
function groupIdParam(groupId: string | undefined): number {
  const id = Number(groupId);
  if (!Number.isInteger(id) || id < 1) notFoundPage();
  return id;
}

export interface ErrorGroupData {
  readonly group: ErrorGroupDetailsOutput;
  readonly occurrences: ErrorOccurrencePageOutput;
  /** The cursor of the occurrences shown (null: the newest). */
  readonly after: string | null;
  readonly notice: string | null;
  /** Why the occurrences could not be read (a cursor the API refuses). */
  readonly error: string | null;
}

/** `/support/fehler/{groupId}`: the group and one page of its occurrences (unknown → the 404 page). */
export async function loadErrorGroup(
  request: Request,
  context: Context,
  groupIdText: string | undefined,
): Promise<ErrorGroupData> {
  const groupId = groupIdParam(groupIdText);
  const headers = backOfficeHeaders(request, context);
  const client = context.get(apiClientContext);
  const params = new URL(request.url).searchParams;
  const after = params.get('after')?.trim() || null;
  const [group, occurrences] = await Promise.all([
    getErrorGroup({ client, headers, path: { groupId } }),
    listErrorOccurrences({ client, headers, path: { groupId }, query: after ? { after } : {} }),
  ]);
  if (!group.data) refusedPage(group.response?.status);
  const notice = NOTICES[params.get(CHANGED_QUERY) ?? ''] ?? null;
  if (occurrences.data)
    return { group: group.data, occurrences: occurrences.data, after, notice, error: null };
  const status = occurrences.response?.status;
  if (status === 401 || status === 403 || status === 404) refusedPage(status);
  return {
    group: group.data,
    occurrences: { rows: [], nextCursor: null },
    after,
    notice,
    error: errorText(occurrences.error, FAILED),
  };
}

/** The resolve / reopen form's post: back to the group with the notice, or the API's reason on the page. */
export async function errorGroupAction(request: Request, context: Context, groupIdText: string | undefined) {
  const groupId = groupIdParam(groupIdText);
  const headers = backOfficeHeaders(request, context);
  const wanted = (await request.formData()).get('status');
  const status = ERROR_GROUP_STATUSES.find((candidate) => candidate === wanted);
  if (!status) return data({ error: FAILED }, { status: 400 });
  const result = await setErrorGroupStatus({
    client: context.get(apiClientContext),
    headers,
    path: { groupId },
    body: { status },
  });
  if (result.error === undefined) {
    return redirect(`${new URL(pageAddressOf(request), request.url).pathname}?${CHANGED_QUERY}=${status}`);
  }
  const refused = result.response?.status;
  if (refused === 401 || refused === 403 || refused === 404) refusedPage(refused);
  return data({ error: errorText(result.error, FAILED) }, { status: refused ?? 502 });
}
