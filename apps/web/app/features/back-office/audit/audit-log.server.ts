import { type AuditEventPageOutput, type SearchAuditEventsData, searchAuditEvents } from '@fuel/api-client';
import type { RouterContextProvider } from 'react-router';
import { apiClientContext } from '../../../lib/api/api-client.context';
import { errorText } from '../../../lib/errors/api-error.util';
import { backOfficeHeaders, refusedPage } from '../back-office.server';

type Context = Readonly<RouterContextProvider>;

const FILTERS = ['actorUserId', 'entityType', 'entityId', 'action', 'from', 'to', 'after'];

export interface AuditLogData {
  readonly filters: Readonly<Record<string, string>>;
  readonly page: AuditEventPageOutput;
  /** The API's German refusal of a filter; the list stays empty then. */
  readonly error: string | null;
}

/** `/support/protokoll`: the filters from the address and one page of events (spec 2 §8: 404 → empty list). */
export async function loadAuditLog(request: Request, context: Context): Promise<AuditLogData> {
  const headers = backOfficeHeaders(request, context);
  const params = new URL(request.url).searchParams;
  const filters = Object.fromEntries(
    FILTERS.flatMap((name) => {
      const value = params.get(name)?.trim();
      return value ? [[name, value]] : [];
    }),
  );
  const empty = { rows: [], nextCursor: null };
  const result = await searchAuditEvents({
    client: context.get(apiClientContext),
    headers,
    query: filters as NonNullable<SearchAuditEventsData['query']>,
  });
  if (result.data) return { filters, page: result.data, error: null };
  const status = result.response?.status;
  if (status === 401 || status === 403) refusedPage(status);
  return {
    filters,
    page: empty,
    error: status === 404 ? null : errorText(result.error, 'Das hat leider nicht geklappt.'),
  };
}
