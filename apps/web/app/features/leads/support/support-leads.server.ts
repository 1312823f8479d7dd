import {
  type ExportSupportLeadsData,
  type SearchSupportLeadsData,
  type SupportLeadDetailsOutput,
  type SupportLeadPageOutput,
  deleteSupportLead,
  exportSupportLeads,
  getSupportLead,
  searchSupportLeads,
} from '@fuel/api-client';
import { type RouterContextProvider, data, redirect } from 'react-router';
import { apiClientContext } from '../../../lib/api/api-client.context';
import { errorText } from '../../../lib/errors/api-error.util';
import { siteContext } from '../../../lib/site/site.context';
import { siteHref } from '../../../lib/site/site-links.util';
import { backOfficeHeaders, refusedPage } from '../../back-office/index.server';
import { loadConsumptionGuide } from '../guide.server';
import type { LeadGuide } from '../guide.type';
import { leadFilters } from './support-lead-filters.util';
import { DELETED_QUERY, DELETE_STEP_QUERY, SUPPORT_LEADS_PATH } from './support-lead-paths.constant';

type Context = Readonly<RouterContextProvider>;
type SearchQuery = NonNullable<SearchSupportLeadsData['query']>;

const FAILED = 'Das hat leider nicht geklappt. Bitte versuchen Sie es erneut.';

export interface SupportLeadsData {
  readonly filters: Readonly<Record<string, string>>;
  readonly page: SupportLeadPageOutput;
  /** The API's German refusal of a filter; the list stays empty then. */
  readonly error: string | null;
  /** The confirmation of a deletion (post/redirect/get). */
  readonly notice: string | null;
}

/** `/support/leads`: the filters from the address and one page of leads, newest first. */
export async function loadSupportLeads(request: Request, context: Context): Promise<SupportLeadsData> {
  const headers = backOfficeHeaders(request, context);
  const params = new URL(request.url).searchParams;
  const filters = leadFilters(params);
  const notice = params.has(DELETED_QUERY) ? 'Die Anfrage ist gelöscht.' : null;
  const result = await searchSupportLeads({
    client: context.get(apiClientContext),
    headers,
    query: filters as SearchQuery,
  });
  if (result.data) return { filters, page: result.data, error: null, notice };
  const status = result.response?.status;
  if (status === 401 || status === 403) refusedPage(status);
  const empty = { rows: [], nextCursor: null };
  return { filters, page: empty, error: status === 404 ? null : errorText(result.error, FAILED), notice };
}

export interface SupportLeadData {
  readonly lead: SupportLeadDetailsOutput;
  /** The guide of the answers' questions; null when it could not be loaded (the page shows the keys). */
  readonly guide: LeadGuide | null;
  /** The deletion's confirmation step is open (`?loeschen`). */
  readonly confirmDelete: boolean;
}

/** `/support/leads/{leadId}`: the lead with everything stored (unknown → the 404 page). */
export async function loadSupportLead(
  request: Request,
  context: Context,
  leadId: string,
): Promise<SupportLeadData> {
  const api = context.get(apiClientContext);
  const [result, guide] = await Promise.all([
    getSupportLead({ client: api, headers: backOfficeHeaders(request, context), path: { leadId } }),
    loadConsumptionGuide(api).catch(() => null),
  ]);
  if (!result.data) refusedPage(result.response?.status);
  return {
    lead: result.data,
    guide: guide?.Id === result.data.guideId ? guide : null,
    confirmDelete: new URL(request.url).searchParams.has(DELETE_STEP_QUERY),
  };
}

/** The deletion's confirmed post: back to the list with a notice, or the API's reason on the page. */
export async function supportLeadAction(request: Request, context: Context, leadId: string) {
  const result = await deleteSupportLead({
    client: context.get(apiClientContext),
    headers: backOfficeHeaders(request, context),
    path: { leadId },
  });
  const status = result.response?.status;
  if (result.error === undefined) {
    return redirect(`${siteHref(context.get(siteContext), SUPPORT_LEADS_PATH)}?${DELETED_QUERY}=1`);
  }
  if (status === 401 || status === 403 || status === 404) refusedPage(status);
  return data({ error: errorText(result.error, FAILED) }, { status: status ?? 502 });
}

/** `/support/leads/export?from&to&countryId`: the API's CSV passed through as it streams. */
export async function supportLeadsExportFile(request: Request, context: Context) {
  const { from, to, countryId } = leadFilters(new URL(request.url).searchParams);
  const result = await exportSupportLeads({
    client: context.get(apiClientContext),
    headers: backOfficeHeaders(request, context),
    // The API checks the days and the site (a German 400); the list and its status are not the file's.
    query: { from, to, ...(countryId && { countryId }) } as ExportSupportLeadsData['query'],
    parseAs: 'stream',
  });
  const response = result.response;
  if (!response?.ok || !response.body) {
    // A period the API refuses (the list's link always carries a valid one): the list says why.
    if (response?.status === 400) throw data(errorText(result.error, FAILED), { status: 400 });
    refusedPage(response?.status);
  }
  const headers = new Headers();
  for (const name of ['content-type', 'content-disposition', 'content-length']) {
    const value = response.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(response.body, { headers });
}
