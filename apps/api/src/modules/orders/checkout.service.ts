import { randomBytes } from 'node:crypto';
import { HttpStatus, Injectable } from '@nestjs/common';
import {
  type DeliveryPointDraft,
  type OrderAddress,
  type PaymentChoice,
  IBAN_MESSAGES,
  OPTION_CATALOGUE_IDS,
  ORDER_STEP_WEIGHTS,
  type OrderStepName,
  formatQuantity,
  ibanProblem,
  latestAccessibleStep,
  normalizeIban,
  optionById,
  orderSteps,
  productGroupByUrlName,
  validatedSteps,
  type CountryId,
} from '@fuel/domain';
import { AuditLog } from '../../core/audit/audit-log.service.js';
import type { RequestContext } from '../../core/context/request-context.js';
import { TransactionRunner } from '../../core/database/transaction-runner.js';
import { AppException } from '../../core/http/error-response.js';
import { notFound } from '../../core/http/not-found.js';
import { CustomerDirectory } from '../accounts/index.js';
import type { OrderAddressesOutput } from './dto/order-addresses.output.js';
import type { OrderCommonDataOutput } from './dto/order-common-data.output.js';
import type { OrderStepsOutput } from './dto/order-steps.output.js';
import type { PaymentSavedOutput } from './dto/payment-saved.output.js';
import type { SaveDeliveryPointsInput } from './dto/save-delivery-points.input.js';
import type { SaveOrderAddressInput } from './dto/save-order-address.input.js';
import type { SavePaymentInput } from './dto/save-payment.input.js';
import { type SessionCustomer, sessionCustomer } from './order-context.util.js';
import { noOrderInProgress, unprocessable } from './order-errors.js';
import {
  fromAddressInput,
  pricedPayment,
  toAddressOutput,
  toPaymentOutput,
  toQuoteOutput,
} from './order.mapper.js';
import { type DraftChanges, type DraftRow, OrdersRepository, type QuoteRow } from './orders.repository.js';
import { type PaymentMethod, PaymentMethods, isSepa, labelOf } from './payment-methods.js';
import { QuoteService } from './quote.service.js';

/** The order a user is walking through: the saved steps and the held price they rest on. */
export interface OrderInProgress {
  readonly draft: DraftRow;
  readonly quote: QuoteRow;
}

/** Smallest amount one delivery point takes (a tanker does not stop for less). */
const MIN_AMOUNT_PER_POINT = 100;

/**
 * The checkout of spec 2 §2/§4: the server keeps the saved steps (the session customer's draft) and decides
 * which are validated; a step can be saved only when it is reachable, and every address must lie in the
 * priced postal code. Under impersonation the staff member works on the customer's draft (audited).
 */
@Injectable()
export class CheckoutService {
  constructor(
    private readonly repository: OrdersRepository,
    private readonly customers: CustomerDirectory,
    private readonly quotes: QuoteService,
    private readonly payments: PaymentMethods,
    private readonly audit: AuditLog,
    private readonly runner: TransactionRunner,
  ) {}

  async start(ctx: RequestContext, quoteId: string): Promise<OrderStepsOutput> {
    const { userId } = sessionCustomer(ctx);
    const quote = await this.repository.quote(quoteId);
    if (!quote) throw notFound('Diese Preisbestätigung gibt es nicht.');
    if (quote.heldUntil.getTime() <= Date.now()) {
      throw new AppException(
        HttpStatus.GONE,
        'QUOTE_EXPIRED',
        'Der bestätigte Preis ist abgelaufen. Bitte lassen Sie das Angebot neu berechnen.',
      );
    }
    const draft = await this.runner.transaction(async () => {
      const started = await this.repository.startDraft(userId, quote.id);
      await this.audit.record(ctx, {
        action: 'orders.start',
        entityType: 'order_draft',
        entityId: userId,
        after: { quoteId: quote.id },
      });
      return started;
    });
    return this.stepsOf({ draft, quote });
  }

  async steps(ctx: RequestContext, productGroupUrlName: string): Promise<OrderStepsOutput> {
    const group = productGroupByUrlName(productGroupUrlName);
    if (!group) throw notFound(`Die Produktgruppe ${productGroupUrlName} gibt es nicht.`);
    const current = await this.inProgress(sessionCustomer(ctx));
    if (!current || current.quote.productGroupId !== group.id) {
      return {
        HasCalculation: false,
        Steps: orderSteps(1).map((name) => ({
          Name: name,
          Weight: ORDER_STEP_WEIGHTS[name],
          Validated: false,
        })),
        LatestAccessibleStep: null,
      };
    }
    return this.stepsOf(current);
  }

  async common(ctx: RequestContext): Promise<OrderCommonDataOutput> {
    const customer = sessionCustomer(ctx);
    const account = await this.customers.customer(customer.userId);
    if (!account) throw notFound('Das Kundenkonto gibt es nicht.');
    const current = await this.inProgress(customer);
    const methods = current ? this.methodsFor(customer, current.quote) : [];
    const payment = current?.draft.payment ?? null;
    return {
      EmailAddress: account.email,
      CustomerId: account.id,
      IsGuest: account.isGuest,
      AllowCompany: true,
      AllowInvoiceAddress: true,
      AllowAddressSelection: !account.isGuest,
      IsInteraidPayment: payment?.isInteraidPayment ?? false,
      HasCalculation: current !== undefined,
      Quote: current ? toQuoteOutput(current.quote) : null,
      PaymentData: {
        Methods: methods.map((m) => ({
          PaymentId: m.paymentId,
          IsInteraidPayment: m.isInteraidPayment,
          Label: m.label,
          Description: m.description,
          PaymentModifier: m.modifier,
        })),
        Selected: payment ? toPaymentOutput(payment, labelOf(methods, payment)) : null,
      },
      DeliveryAddress: current?.draft.deliveryAddress ? toAddressOutput(current.draft.deliveryAddress) : null,
      InvoiceAddress: current?.draft.invoiceAddress ? toAddressOutput(current.draft.invoiceAddress) : null,
      CompanyName: current?.draft.companyName ?? null,
      DeliveryPoints: (current?.draft.deliveryPoints ?? []).map((p) => ({
        Address: toAddressOutput(p.address),
        Amount: p.amount,
      })),
      InvoicePerStation: current?.draft.invoicePerPoint ?? false,
    };
  }

  /** GET /api/jwt/adressen/order-addresses/{countryId}?ai&ac (spec 2 §3 order addresses). */
  async addresses(
    ctx: RequestContext,
    countryId: CountryId,
    allowInvoice: boolean,
    allowCompany: boolean,
  ): Promise<OrderAddressesOutput> {
    const customer = sessionCustomer(ctx);
    const book = (await this.customers.addressBook(customer.userId)).filter((a) => a.CountryId === countryId);
    const draft = (await this.inProgress(customer))?.draft;
    const selected: OrderAddressesOutput['SelectedAddresses'] = [];
    if (draft?.deliveryPoints) {
      draft.deliveryPoints.forEach((point, index) =>
        selected.push({ AddressType: 1, AddressId: null, AddressIndex: index, Amount: point.amount }),
      );
    } else if (draft?.deliveryAddress) {
      selected.push({ AddressType: 1, AddressId: null, AddressIndex: 0, Amount: null });
    }
    if (allowInvoice && draft?.invoiceAddress) {
      selected.push({ AddressType: 0, AddressId: null, AddressIndex: 0, Amount: null });
    }
    return {
      DeliveryAddressList: book.filter((a) => a.Type === 'delivery'),
      InvoiceAddressList: allowInvoice ? book.filter((a) => a.Type === 'invoice') : [],
      SelectedAddresses: selected,
      CompanyName: allowCompany ? (draft?.companyName ?? null) : null,
    };
  }

  async saveAddress(ctx: RequestContext, input: SaveOrderAddressInput): Promise<OrderStepsOutput> {
    const customer = sessionCustomer(ctx);
    const current = await this.requireStep(customer, 'address');
    const delivery = fromAddressInput(input.DeliveryAddress);
    requireInPricedArea(current.quote, delivery, 'DeliveryAddress');
    await this.saveDraft(ctx, customer, 'address', {
      deliveryAddress: delivery,
      invoiceAddress: input.InvoiceAddress ? fromAddressInput(input.InvoiceAddress) : null,
      companyName: input.CompanyName?.trim() || null,
    });
    return this.stepsOf(await this.requireInProgress(customer));
  }

  async saveDeliveryPoints(ctx: RequestContext, input: SaveDeliveryPointsInput): Promise<OrderStepsOutput> {
    const customer = sessionCustomer(ctx);
    const current = await this.requireStep(customer, 'deliveryPoints');
    const { Stations: stations, Amount: total } = current.quote.configuration;
    if (input.Stations.length !== stations) {
      throw unprocessable('Stations', `Bitte geben Sie genau ${stations} Abladestellen an.`);
    }
    const points: DeliveryPointDraft[] = input.Stations.map((station, index) => {
      const address = fromAddressInput(station.Address);
      requireInPricedArea(current.quote, address, `Stations[${index}].Address`);
      if (station.Amount < MIN_AMOUNT_PER_POINT) {
        throw unprocessable(
          `Stations[${index}].Amount`,
          `Jede Abladestelle braucht mindestens ${MIN_AMOUNT_PER_POINT}.`,
        );
      }
      return { address, amount: station.Amount };
    });
    const sum = points.reduce((acc, p) => acc + p.amount, 0);
    if (sum !== total) {
      const countryId = current.quote.countryId;
      throw unprocessable(
        'Stations',
        `Die Mengen der Abladestellen ergeben ${formatQuantity(sum, countryId)}, bestellt sind ${formatQuantity(total, countryId)}.`,
      );
    }
    await this.saveDraft(ctx, customer, 'deliveryPoints', {
      deliveryPoints: points,
      invoicePerPoint: input.InvoicePerStation,
    });
    return this.stepsOf(await this.requireInProgress(customer));
  }

  async savePayment(ctx: RequestContext, input: SavePaymentInput): Promise<PaymentSavedOutput> {
    const customer = sessionCustomer(ctx);
    const current = await this.requireStep(customer, 'payment');
    const method = this.methodsFor(customer, current.quote).find(
      (m) => m.paymentId === input.PaymentId && m.isInteraidPayment === input.IsInteraidPayment,
    );
    if (!method)
      throw unprocessable('PaymentId', 'Diese Zahlungsart ist für diese Bestellung nicht möglich.');
    if (method.modifier !== null && input.PaymentModifier !== method.modifier) {
      throw unprocessable('PaymentModifier', `Die Ratenzahlung läuft über ${method.modifier} Monate.`);
    }
    const payment: PaymentChoice = {
      paymentId: method.paymentId,
      isInteraidPayment: method.isInteraidPayment,
      modifier: method.modifier,
      ...(isSepa(method.paymentId) ? sepaDetails(customer.userId, input) : {}),
    };
    const quote = await this.repriceForPayment(current.quote, method);
    await this.saveDraft(ctx, customer, 'payment', { payment, quoteId: quote.id });
    return {
      Steps: this.stepsOf(await this.requireInProgress(customer)),
      PriceChanged: quote.price.grossTotal !== current.quote.price.grossTotal,
      Quote: toQuoteOutput(quote),
    };
  }

  async inProgress(customer: SessionCustomer): Promise<OrderInProgress | undefined> {
    const draft = await this.repository.draft(customer.userId);
    if (!draft) return undefined;
    const quote = await this.repository.quote(draft.quoteId);
    return quote ? { draft, quote } : undefined;
  }

  async requireInProgress(customer: SessionCustomer): Promise<OrderInProgress> {
    const current = await this.inProgress(customer);
    if (!current) throw noOrderInProgress();
    return current;
  }

  /** The steps still missing before the order may be placed (empty: ready). */
  missingSteps(current: OrderInProgress): OrderStepName[] {
    const done = doneSteps(current.draft);
    return stepsOfQuote(current.quote).filter((step) => step !== 'summary' && !done.has(step));
  }

  methodsFor(customer: SessionCustomer, quote: QuoteRow): PaymentMethod[] {
    return this.payments.offered({
      dealerPaymentIds: quote.paymentOptionIds,
      monthlyRateCount: quote.monthlyRateCount,
      isGuest: customer.isGuest,
      countryId: quote.countryId,
    });
  }

  /** Saves a step of the draft; a staff member's save for the customer is audited (which step, not its data). */
  private async saveDraft(
    ctx: RequestContext,
    customer: SessionCustomer,
    step: OrderStepName,
    changes: DraftChanges,
  ): Promise<void> {
    await this.runner.transaction(async () => {
      await this.repository.updateDraft(customer.userId, changes);
      await this.audit.record(ctx, {
        action: 'orders.save-step',
        entityType: 'order_draft',
        entityId: customer.userId,
        after: { step },
      });
    });
  }

  private async requireStep(customer: SessionCustomer, step: OrderStepName): Promise<OrderInProgress> {
    const current = await this.requireInProgress(customer);
    const steps = stepsOfQuote(current.quote);
    if (!validatedSteps(steps, doneSteps(current.draft)).includes(step)) {
      throw new AppException(
        HttpStatus.CONFLICT,
        'STEP_NOT_REACHABLE',
        steps.includes(step)
          ? 'Bitte schließen Sie zuerst die vorherigen Schritte ab.'
          : 'Diesen Schritt gibt es bei dieser Bestellung nicht.',
      );
    }
    return current;
  }

  private stepsOf(current: OrderInProgress): OrderStepsOutput {
    const steps = stepsOfQuote(current.quote);
    const validated = validatedSteps(steps, doneSteps(current.draft));
    return {
      HasCalculation: true,
      Steps: steps.map((name) => ({
        Name: name,
        Weight: ORDER_STEP_WEIGHTS[name],
        Validated: validated.includes(name),
      })),
      LatestAccessibleStep: latestAccessibleStep(steps, validated) ?? null,
    };
  }

  /**
   * The payment method is part of the calculation (surcharges differ): a method other than the one priced
   * gets a new held price. Marketplace methods the dealer does not list are priced as its invoice.
   */
  private async repriceForPayment(quote: QuoteRow, method: PaymentMethod): Promise<QuoteRow> {
    const pricedAs = quote.paymentOptionIds.includes(method.paymentId)
      ? method.paymentId
      : OPTION_CATALOGUE_IDS.paymentInvoice;
    const { configuration } = quote;
    const current = pricedPayment(quote);
    if (current?.Id === pricedAs && (current.Modifier ?? null) === method.modifier) return quote;
    const parameters = [
      ...configuration.Parameters.filter((p) => optionById(p.Id)?.group !== 'payment'),
      { Id: pricedAs, ...(method.modifier !== null ? { Modifier: method.modifier } : {}) },
    ];
    return this.quotes.hold({ ...configuration, Parameters: parameters }, quote.dealerId);
  }
}

export function stepsOfQuote(quote: QuoteRow): OrderStepName[] {
  return orderSteps(quote.configuration.Stations);
}

function doneSteps(draft: DraftRow): Set<OrderStepName> {
  const done = new Set<OrderStepName>();
  if (draft.deliveryAddress) done.add('address');
  if (draft.deliveryPoints) done.add('deliveryPoints');
  if (draft.payment) done.add('payment');
  return done;
}

/** The offer was priced for one postal code: every delivery address must be there. */
function requireInPricedArea(quote: QuoteRow, address: OrderAddress, field: string): void {
  const zipCode = quote.configuration.ZipCode;
  if (address.zipCode !== zipCode || address.countryId !== quote.countryId) {
    throw unprocessable(
      field,
      `Das Angebot gilt für die Postleitzahl ${zipCode}. Für eine Lieferadresse mit anderer Postleitzahl berechnen Sie bitte ein neues Angebot.`,
    );
  }
}

function sepaDetails(
  userId: number,
  input: SavePaymentInput,
): Pick<PaymentChoice, 'iban' | 'accountHolder' | 'mandateReference'> {
  const problem = ibanProblem(input.Iban ?? '');
  if (problem) throw unprocessable('Iban', IBAN_MESSAGES[problem]);
  const holder = input.AccountHolder?.trim();
  if (!holder) throw unprocessable('AccountHolder', 'Bitte geben Sie den Kontoinhaber an.');
  return {
    iban: normalizeIban(input.Iban ?? ''),
    accountHolder: holder,
    mandateReference: `HM${userId}${randomBytes(5).toString('hex').toUpperCase()}`,
  };
}
