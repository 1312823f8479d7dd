import {
  type CalculatorParametersOutput,
  getCalculatorParameters,
  resetCalculatorParameters,
  saveCalculatorParameters,
} from '@fuel/api-client';
import { type RouterContextProvider, data, redirect } from 'react-router';
import { apiClientContext } from '../../../lib/api/api-client.context';
import { errorText } from '../../../lib/errors/api-error.util';
import { siteContext } from '../../../lib/site/site.context';
import { pageAddressOf } from '../../accounts';
import { backOfficeHeaders, refusedPage } from '../../back-office/index.server';
import {
  PARAMETER_NOTICE_PARAM,
  PARAMETER_NOTICES,
  type ParameterNotice,
  type ParameterSelection,
  parameterSelectionOf,
  parametersInputOf,
} from './parameters-form.util';

type Context = Readonly<RouterContextProvider>;

const FAILED = 'Das hat leider nicht geklappt. Bitte versuchen Sie es erneut.';

export interface ParametersPageData {
  readonly selection: ParameterSelection;
  readonly catalogue: CalculatorParametersOutput;
  readonly notice: string | null;
}

export interface ParametersActionResult {
  readonly errors: readonly string[];
}

/** `/support/parameter-requirement`: the option catalogue of the chosen site and product group. */
export async function loadParametersPage(request: Request, context: Context): Promise<ParametersPageData> {
  const params = new URL(request.url).searchParams;
  const selection = parameterSelectionOf(params, context.get(siteContext).countryId);
  const catalogue = await fetchCatalogue(request, context, selection);
  const notice = params.get(PARAMETER_NOTICE_PARAM) as ParameterNotice | null;
  return {
    selection,
    catalogue,
    notice: notice && notice in PARAMETER_NOTICES ? PARAMETER_NOTICES[notice] : null,
  };
}

/** "Speichern" and "Auf Standard zurücksetzen" post here, with or without JavaScript. */
export async function parametersAction(request: Request, context: Context) {
  const headers = backOfficeHeaders(request, context);
  const client = context.get(apiClientContext);
  const form = await request.formData();
  const selection = parameterSelectionOf(
    new URLSearchParams({
      countryId: String(form.get('countryId') ?? ''),
      productGroupId: String(form.get('productGroupId') ?? ''),
    }),
    context.get(siteContext).countryId,
  );
  const query = { countryId: selection.countryId, productGroupId: selection.productGroupId };
  let notice: ParameterNotice;
  if (form.get('intent') === 'reset') {
    const result = await resetCalculatorParameters({ client, headers, query });
    if (result.error !== undefined) return refused(result.error, result.response?.status);
    notice = 'reset';
  } else {
    const catalogue = await fetchCatalogue(request, context, selection);
    const body = parametersInputOf(form, catalogue);
    const result = await saveCalculatorParameters({ client, headers, query, body });
    if (!result.data) return refused(result.error, result.response?.status);
    notice = 'saved';
  }
  const page = new URL(pageAddressOf(request), request.url);
  page.search = new URLSearchParams({
    countryId: String(selection.countryId),
    productGroupId: String(selection.productGroupId),
    [PARAMETER_NOTICE_PARAM]: notice,
  }).toString();
  return redirect(`${page.pathname}${page.search}`);
}

async function fetchCatalogue(request: Request, context: Context, selection: ParameterSelection) {
  const result = await getCalculatorParameters({
    client: context.get(apiClientContext),
    headers: backOfficeHeaders(request, context),
    query: { countryId: selection.countryId, productGroupId: selection.productGroupId },
  });
  if (!result.data) refusedPage(result.response?.status);
  return result.data;
}

/** Every German message of the refusal: the API names each broken group or field. */
function refused(error: unknown, status: number | undefined) {
  if (status === 401 || status === 403) refusedPage(status);
  const fieldErrors =
    error && typeof error === 'object' && 'fieldErrors' in error && Array.isArray(error.fieldErrors)
      ? (error.fieldErrors as { messages?: unknown }[]).flatMap((e) =>
          Array.isArray(e.messages) ? e.messages.filter((m): m is string => typeof m === 'string') : [],
        )
      : [];
  return data<ParametersActionResult>(
    { errors: fieldErrors.length > 0 ? fieldErrors : [errorText(error, FAILED)] },
    { status: status ?? 502 },
  );
}
