import {
  type OrderStepsOutput,
  getOrderCommonData,
  placeOrder,
  saveOrderAddress,
  saveOrderPayment,
  saveOrderStations,
} from '@fuel/api-client';
import { type CountryRef, OPTION_CATALOGUE_IDS, type OrderStepName } from '@fuel/domain';
import { type RouterContextProvider, redirect } from 'react-router';
import type { ApiClient } from '../../lib/api/api-client';
import { apiClientContext } from '../../lib/api/api-client.context';
import { errorText } from '../../lib/errors/api-error.util';
import { siteContext } from '../../lib/site/site.context';
import { siteHref } from '../../lib/site/site-links.util';
import { readAddressForm, requireBearerHeaders, signInRedirect } from '../accounts';
import { productGroupFromParam } from '../offers';
import { parseSiteNumber } from '../../ui';
import { checkAmounts } from './delivery-points.util';
import { orderAddressInput } from './order-address.util';
import { neighbourSteps } from './order-step-navigation.util';
import { orderConsentTexts } from './order-consent.util';
import { ORDER_STEP_PAGES, PRICE_CHANGED_QUERY_KEY } from './order-steps.constant';
import { ibanMessage } from './components/iban-field';
import {
  DELIVERY_FIELDS,
  INVOICE_FIELDS,
  type OrderStepActionData,
  STEP_FIELDS,
  STEP_INTENT,
  paymentKey,
  pointFields,
} from './order-step-fields.constant';
import { alreadyPlacedPath, needsNewAttemptKey, placementFailure } from './placement-attempt.util';

const IN_PROGRESS_RETRIES = 5;
const IN_PROGRESS_DELAY_MS = 1500;
const isInProgress = (error: unknown) => error !== undefined && placementFailure(error) === 'in-progress';

const GENERIC_ERROR = 'Das hat leider nicht geklappt. Bitte versuchen Sie es erneut.';
const UNKNOWN_OUTCOME =
  'Wir konnten nicht feststellen, ob Ihre Bestellung angekommen ist. Bitte klicken Sie erneut auf „Zahlungspflichtig bestellen“ – Ihre Bestellung wird dabei nicht doppelt aufgegeben.';

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();
const checked = (form: FormData, name: string) => form.get(name) !== null;

function textValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form)
    if (typeof value === 'string' && name !== STEP_FIELDS.iban) values[name] = value;
  return values;
}

interface StepContext {
  readonly api: ApiClient;
  readonly headers: { Authorization: string };
  readonly stepHref: (step: OrderStepName, query?: string) => string;
  readonly request: Request;
  readonly basePath: string;
  readonly siteCode: CountryRef;
  readonly productGroup: string;
}

/** After a saved step: the next step of the server's list (the API answers with the updated list). */
function nextStep(ctx: StepContext, steps: OrderStepsOutput, current: OrderStepName, query?: string): never {
  const { next } = neighbourSteps(steps, current);
  throw redirect(ctx.stepHref(next ?? current, query));
}

/** A refused save: a session the API no longer accepts goes to the sign-in, anything else is said. */
function refused(ctx: StepContext, step: OrderStepName, response: Response | undefined, error: unknown) {
  if (response?.status === 401) throw signInRedirect(ctx.request, ctx.basePath, ctx.productGroup);
  return { step, message: errorText(error, GENERIC_ERROR) } satisfies OrderStepActionData;
}

async function saveAddressStep(ctx: StepContext, form: FormData): Promise<OrderStepActionData> {
  const separateInvoice = checked(form, STEP_FIELDS.separateInvoice);
  const delivery = readAddressForm(form, 'delivery', DELIVERY_FIELDS);
  const invoice = separateInvoice ? readAddressForm(form, 'invoice', INVOICE_FIELDS) : { errors: {} };
  if (!delivery.address || (separateInvoice && !invoice.address)) {
    return { step: 'address', addressErrors: [delivery.errors, invoice.errors], values: textValues(form) };
  }
  const { data, error, response } = await saveOrderAddress({
    client: ctx.api,
    headers: ctx.headers,
    body: {
      DeliveryAddress: orderAddressInput(delivery.address),
      InvoiceAddress: invoice.address ? orderAddressInput(invoice.address) : null,
      // One company field: the delivery address's names who orders (where the order may name a company).
      CompanyName: delivery.address.Company,
    },
  });
  if (!data) return refused(ctx, 'address', response, error);
  return nextStep(ctx, data, 'address');
}

async function saveDeliveryPointsStep(ctx: StepContext, form: FormData): Promise<OrderStepActionData> {
  const { data: common } = await getOrderCommonData({ client: ctx.api, headers: ctx.headers });
  const quote = common?.Quote;
  if (!quote) return { step: 'deliveryPoints', message: GENERIC_ERROR };
  const points = Array.from({ length: quote.Stations }, (_, i) => ({
    read: readAddressForm(form, 'delivery', pointFields(i)),
    // The site's number format, as NumberInput shows it; no number counts as an empty point.
    amount: parseSiteNumber(text(form, STEP_FIELDS.amount(i)), ctx.siteCode) ?? 0,
  }));
  const check = checkAmounts(
    quote.Price.Amount,
    points.map((p) => p.amount),
  );
  const addresses = points.flatMap((p) => (p.read.address ? [orderAddressInput(p.read.address)] : []));
  if (check.kind !== 'ok' || addresses.length < points.length) {
    return {
      step: 'deliveryPoints',
      addressErrors: points.map((p) => p.read.errors),
      values: textValues(form),
      ...(check.kind !== 'ok' && { message: 'Bitte verteilen Sie die Menge auf die Abladestellen.' }),
    };
  }
  const { data, error, response } = await saveOrderStations({
    client: ctx.api,
    headers: ctx.headers,
    body: {
      Stations: addresses.map((address, i) => ({ Address: address, Amount: points[i]?.amount ?? 0 })),
      InvoicePerStation: checked(form, STEP_FIELDS.invoicePerStation),
    },
  });
  if (!data) return refused(ctx, 'deliveryPoints', response, error);
  return nextStep(ctx, data, 'deliveryPoints');
}

async function savePaymentStep(ctx: StepContext, form: FormData): Promise<OrderStepActionData> {
  const { data: common } = await getOrderCommonData({ client: ctx.api, headers: ctx.headers });
  const method = common?.PaymentData.Methods.find((m) => paymentKey(m) === text(form, STEP_FIELDS.payment));
  if (!method) return { step: 'payment', fieldErrors: { payment: 'Bitte wählen Sie eine Zahlungsart.' } };
  const values = textValues(form);
  const isSepa = method.PaymentId === OPTION_CATALOGUE_IDS.sepaDirectDebit;
  const iban = text(form, STEP_FIELDS.iban);
  const holder = text(form, STEP_FIELDS.accountHolder);
  if (isSepa) {
    const ibanError = iban ? ibanMessage(iban) : 'Bitte geben Sie Ihre IBAN an.';
    const holderError = holder ? undefined : 'Bitte geben Sie den Kontoinhaber an.';
    if (ibanError || holderError) {
      return { step: 'payment', fieldErrors: { iban: ibanError, accountHolder: holderError }, values };
    }
  }
  const { data, error, response } = await saveOrderPayment({
    client: ctx.api,
    headers: ctx.headers,
    body: {
      IsInteraidPayment: method.IsInteraidPayment,
      PaymentId: method.PaymentId,
      PaymentModifier: method.PaymentModifier,
      ...(isSepa && { Iban: iban, AccountHolder: holder }),
    },
  });
  if (!data) return refused(ctx, 'payment', response, error);
  // The payment is part of the price: the next step says when it changed it.
  return nextStep(ctx, data.Steps, 'payment', data.PriceChanged ? `${PRICE_CHANGED_QUERY_KEY}=1` : undefined);
}

async function placeOrderStep(ctx: StepContext, form: FormData): Promise<OrderStepActionData> {
  const attemptKey = text(form, STEP_FIELDS.attemptKey);
  if (!checked(form, STEP_FIELDS.consent)) {
    return {
      step: 'summary',
      fieldErrors: { consent: orderConsentTexts(ctx.siteCode).error },
      attemptKey,
    };
  }
  const { data: common } = await getOrderCommonData({ client: ctx.api, headers: ctx.headers });
  const quote = common?.Quote;
  if (!quote) return { step: 'summary', message: GENERIC_ERROR };
  const place = () =>
    placeOrder({
      client: ctx.api,
      headers: { ...ctx.headers, 'Idempotency-Key': attemptKey },
      body: { QuoteId: quote.QuoteId, AcceptTerms: true },
    });
  let outcome: Awaited<ReturnType<typeof place>>;
  try {
    outcome = await place();
    // A first request with this key still running (a double click): wait for its result under the same key.
    for (let retry = 0; retry < IN_PROGRESS_RETRIES && isInProgress(outcome.error); retry += 1) {
      await new Promise((resolve) => setTimeout(resolve, IN_PROGRESS_DELAY_MS));
      outcome = await place();
    }
  } catch {
    // No answer: the order may or may not be placed; the same key asks again without ordering twice.
    return { step: 'summary', failure: 'retry', message: UNKNOWN_OUTCOME, attemptKey };
  }
  if (outcome.data) throw redirect(siteHref({ basePath: ctx.basePath }, outcome.data.SuccessPath));
  const failure = placementFailure(outcome.error);
  const placedPath = failure === 'already-placed' ? alreadyPlacedPath(outcome.error) : undefined;
  if (placedPath) throw redirect(siteHref({ basePath: ctx.basePath }, placedPath));
  if (failure === 'signed-out') throw signInRedirect(ctx.request, ctx.basePath, ctx.productGroup);
  return {
    step: 'summary',
    failure,
    message:
      failure === 'retry' || failure === 'in-progress'
        ? UNKNOWN_OUTCOME
        : errorText(outcome.error, 'Die Bestellung konnte nicht aufgegeben werden.'),
    // A refused attempt is over: the revalidated page brings a new key.
    ...(!needsNewAttemptKey(failure) && { attemptKey }),
  };
}

const SAVE_STEP: Readonly<
  Record<OrderStepName, (ctx: StepContext, form: FormData) => Promise<OrderStepActionData>>
> = {
  address: saveAddressStep,
  deliveryPoints: saveDeliveryPointsStep,
  payment: savePaymentStep,
  summary: placeOrderStep,
};

/**
 * The order steps' forms post here (`<Form method="post">`), so a visitor without JavaScript orders too:
 * the step named by the submit button is checked, saved with the visitor's session and followed by a
 * redirect to the next step, or answered with the German errors to show.
 */
export async function saveOrderStep(
  request: Request,
  params: { readonly productGroup?: string },
  context: Readonly<RouterContextProvider>,
): Promise<OrderStepActionData> {
  const group = productGroupFromParam(params.productGroup);
  const { basePath, code: siteCode } = context.get(siteContext);
  const headers = requireBearerHeaders(request, basePath, group.urlName);
  const form = await request.formData();
  const intent = text(form, STEP_INTENT);
  const save = Object.hasOwn(SAVE_STEP, intent) ? SAVE_STEP[intent as keyof typeof SAVE_STEP] : undefined;
  if (!save) return { step: 'address', message: GENERIC_ERROR };
  return save(
    {
      api: context.get(apiClientContext),
      headers,
      request,
      basePath,
      siteCode,
      productGroup: group.urlName,
      stepHref: (step, query) =>
        siteHref({ basePath }, `/${group.urlName}/bestellung/${ORDER_STEP_PAGES[step].slug}`) +
        (query ? `?${query}` : ''),
    },
    form,
  );
}
