import {
  type AddressOutput,
  type OrderCommonDataOutput,
  type OrderStepsOutput,
  getOrderAddresses,
  getOrderCommonData,
  getOrderSteps,
  getRegistrationData,
  startOrder,
} from '@fuel/api-client';
import type { OrderStepName } from '@fuel/domain';
import { type RouterContextProvider, data, redirect } from 'react-router';
import type { ApiClient } from '../../lib/api/api-client';
import { apiClientContext } from '../../lib/api/api-client.context';
import type { AddressValues } from '../accounts';
import { sessionUserOfToken } from '../../lib/session/token-claims.util';
import { productGroupFromParam } from '../offers';
import { siteContext } from '../../lib/site/site.context';
import { siteHref } from '../../lib/site/site-links.util';
import { knownDeliveryAddress } from './order-address.util';
import { requireBearerHeaders, signInRedirect } from '../accounts';
import { resolveOrderStep } from './order-step-navigation.util';
import { townOf } from './order-parameters.server';
import { ORDER_STEP_PAGES, PRICE_CHANGED_QUERY_KEY, QUOTE_QUERY_KEY } from './order-steps.constant';
import { newAttemptKey } from './placement-attempt.util';

export type OrderProcessData =
  | { readonly hasOrder: false; readonly productGroup: string }
  | {
      readonly hasOrder: true;
      readonly productGroup: string;
      readonly step: OrderStepName;
      readonly steps: OrderStepsOutput;
      readonly common: OrderCommonDataOutput;
      /** The customer's saved addresses to pick from (empty for guests or where selection is off). */
      readonly addressBook: AddressBook;
      /** A new delivery address filled with what the visitor already told us (null once one is saved). */
      readonly knownAddress: AddressValues | null;
      /** The town of the priced postal code ('Lieferung nach 80331 München'), null when not one. */
      readonly town: string | null;
      /** The summary's Idempotency-Key of this attempt (a form field, so a double post orders once). */
      readonly attemptKey: string;
      /** The payment chosen in the step before changed the price. */
      readonly priceChanged: boolean;
    };

export interface AddressBook {
  readonly delivery: readonly AddressOutput[];
  readonly invoice: readonly AddressOutput[];
}

const NO_ADDRESSES: AddressBook = { delivery: [], invoice: [] };

/**
 * Before a delivery address is saved: the registration form kept for this order (its cookie goes along)
 * and the signed-in name fill the new address, so a new customer does not type the name twice.
 */
async function loadKnownAddress(
  api: ApiClient,
  request: Request,
  headers: { Authorization: string },
  common: OrderCommonDataOutput,
  step: OrderStepName,
): Promise<AddressValues | null> {
  if (!common.Quote || common.DeliveryAddress || (step !== 'address' && step !== 'deliveryPoints')) {
    return null;
  }
  const cookie = request.headers.get('Cookie');
  const { data: kept } = await getRegistrationData({
    client: api,
    headers: cookie ? { Cookie: cookie } : {},
  });
  const user = sessionUserOfToken(headers.Authorization.slice('Bearer '.length));
  return knownDeliveryAddress(common.Quote, kept?.Data ?? null, user);
}

async function loadAddressData(
  api: ApiClient,
  request: Request,
  headers: { Authorization: string },
  common: OrderCommonDataOutput,
  step: OrderStepName,
): Promise<{ addressBook: AddressBook; knownAddress: AddressValues | null }> {
  const [addressBook, knownAddress] = await Promise.all([
    loadAddressBook(api, headers, common, step),
    loadKnownAddress(api, request, headers, common, step),
  ]);
  return { addressBook, knownAddress };
}

/** The address book of the order's country, for the steps that ask for addresses. */
async function loadAddressBook(
  api: ApiClient,
  headers: { Authorization: string },
  common: OrderCommonDataOutput,
  step: OrderStepName,
): Promise<AddressBook> {
  const asksForAddresses = step === 'address' || step === 'deliveryPoints';
  if (!asksForAddresses || !common.AllowAddressSelection || common.IsGuest || !common.Quote) {
    return NO_ADDRESSES;
  }
  const { data: book } = await getOrderAddresses({
    client: api,
    headers,
    path: { countryId: common.Quote.CountryId },
    query: { ai: String(common.AllowInvoiceAddress), ac: String(common.AllowCompany) },
  });
  // The address book is a convenience: without it the customer types the address.
  return book ? { delivery: book.DeliveryAddressList, invoice: book.InvoiceAddressList } : NO_ADDRESSES;
}

/**
 * `/{productGroup}/bestellung/{step?}`: needs a session (else the order sign-in, which returns here). A held
 * price arriving from the confirm page starts the order; a step the server has not validated redirects to
 * the latest accessible one (spec 2 §4).
 */
export async function loadOrderProcess(
  request: Request,
  params: { readonly productGroup?: string; readonly stepOrVariant?: string; readonly stepName?: string },
  context: Readonly<RouterContextProvider>,
): Promise<OrderProcessData> {
  const group = productGroupFromParam(params.productGroup);
  const { basePath } = context.get(siteContext);
  const headers = requireBearerHeaders(request, basePath, group.urlName);
  const api = context.get(apiClientContext);
  const stepHref = (step: OrderStepName) =>
    siteHref({ basePath }, `/${group.urlName}/bestellung/${ORDER_STEP_PAGES[step].slug}`);

  const url = new URL(request.url);
  const quoteId = url.searchParams.get(QUOTE_QUERY_KEY);
  if (quoteId) {
    const started = await startOrder({ client: api, headers, body: { QuoteId: quoteId } });
    if (!started.data) throw data(started.error ?? 'Not Found', { status: started.response?.status ?? 502 });
    throw redirect(stepHref('address'));
  }

  const [steps, common] = await Promise.all([
    getOrderSteps({ client: api, headers, path: { productGroup: group.urlName } }),
    getOrderCommonData({ client: api, headers }),
  ]);
  if (steps.response?.status === 401 || common.response?.status === 401) {
    throw signInRedirect(request, basePath, group.urlName);
  }
  if (!steps.data || !common.data) throw data('Unavailable', { status: steps.response?.status ?? 502 });
  if (!steps.data.HasCalculation) return { hasOrder: false, productGroup: group.urlName };

  const resolved = resolveOrderStep(steps.data, [params.stepOrVariant, params.stepName]);
  if (resolved.kind === 'redirect') throw redirect(stepHref(resolved.step));
  const quote = common.data.Quote;
  const [addressData, town] = await Promise.all([
    loadAddressData(api, request, headers, common.data, resolved.step),
    quote ? townOf(api, quote.ZipCode, quote.CountryId) : null,
  ]);
  return {
    hasOrder: true,
    productGroup: group.urlName,
    step: resolved.step,
    steps: steps.data,
    common: common.data,
    ...addressData,
    town,
    attemptKey: newAttemptKey(),
    priceChanged: url.searchParams.has(PRICE_CHANGED_QUERY_KEY),
  };
}
