import { createHash } from 'node:crypto';
import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { type FrozenPrice, countryById, formatPrice } from '@fuel/domain';
import { AuditLog } from '../../core/audit/audit-log.service.js';
import { actingUserId, type RequestContext } from '../../core/context/request-context.js';
import { TransactionRunner } from '../../core/database/transaction-runner.js';
import { DomainEvents } from '../../core/events/domain-events.js';
import { AppException } from '../../core/http/error-response.js';
import { requireIdempotencyKey } from '../../core/http/idempotency-key.js';
import { notFound } from '../../core/http/not-found.js';
import { CustomerDirectory } from '../accounts/index.js';
import { DealerDirectory } from '../dealers/index.js';
import { CalculatorService } from '../offers/index.js';
import { type OrderInProgress, CheckoutService } from './checkout.service.js';
import type { OrderPlacedOutput } from './dto/order-placed.output.js';
import type { PlaceOrderInput } from './dto/place-order.input.js';
import { type SessionCustomer, sessionCustomer } from './order-context.util.js';
import { noOrderInProgress, orderAlreadyPlaced, orderChanged } from './order-errors.js';
import { successPath } from './order-mails.js';
import { frozenPriceOf } from './order.mapper.js';
import {
  type DraftRow,
  type IdempotencyClaim,
  type OrderRow,
  OrdersRepository,
} from './orders.repository.js';
import { PaymentMethods } from './payment-methods.js';
import type { PaymentAuthorization } from './payment-providers.js';
import { QuoteService } from './quote.service.js';

/** The answer to a placement: fresh, or replayed from the first request with the same key. */
export interface Placement {
  readonly body: OrderPlacedOutput;
  readonly replayed: boolean;
}

/**
 * POST /api/order-process/place: one order per Idempotency-Key and user, even under concurrent retries.
 * The key row is claimed first (unique per user and key); the order, its points, its first event, the
 * 'orders.placed' event (whose handler queues both mails) and the stored answer are written in one
 * transaction, so a crash leaves either all or nothing.
 * One draft, one order: that transaction locks the draft and deletes it, so placements of the same draft
 * under other keys (two tabs) wait and then answer 409 ORDER_ALREADY_PLACED with the order.
 */
@Injectable()
export class PlacementService {
  private readonly logger = new Logger(PlacementService.name);

  constructor(
    private readonly runner: TransactionRunner,
    private readonly repository: OrdersRepository,
    private readonly checkout: CheckoutService,
    private readonly calculator: CalculatorService,
    private readonly quotes: QuoteService,
    private readonly payments: PaymentMethods,
    private readonly customers: CustomerDirectory,
    private readonly dealers: DealerDirectory,
    private readonly audit: AuditLog,
    private readonly events: DomainEvents,
  ) {}

  async place(ctx: RequestContext, header: string | undefined, input: PlaceOrderInput): Promise<Placement> {
    const customer = sessionCustomer(ctx);
    const key = requireIdempotencyKey(header);
    const requestHash = createHash('sha256')
      .update(JSON.stringify({ QuoteId: input.QuoteId, AcceptTerms: input.AcceptTerms }))
      .digest('hex');
    const claimedAt = await this.repository.claimIdempotencyKey(customer.userId, key, requestHash);
    if (!claimedAt) {
      return { body: await this.previousAnswer(customer.userId, key, requestHash), replayed: true };
    }
    const claim: IdempotencyClaim = { userId: customer.userId, key, claimedAt };
    try {
      const current = await this.draftToPlace(customer.userId, input.QuoteId);
      const body = await this.placeClaimed(ctx, customer, claim, current);
      return { body, replayed: false };
    } catch (error) {
      await this.repository.releaseIdempotencyKey(claim);
      throw error;
    }
  }

  /**
   * The draft the request names, read once no other placement holds it: the short transaction waits for the
   * lock of a placement writing its order right now, so a draft placed meanwhile is refused here, before its
   * payment would be authorized a second time. No lock is held across the provider call.
   */
  private async draftToPlace(userId: number, quoteId: string): Promise<OrderInProgress> {
    const draft = await this.runner.transaction(() => this.repository.draftForUpdate(userId));
    if (!draft || draft.quoteId !== quoteId) throw await this.draftRefusal(userId, quoteId, draft);
    const quote = await this.repository.quote(draft.quoteId);
    if (!quote) throw noOrderInProgress();
    return { draft, quote };
  }

  /**
   * Why the draft of a placement is not (or no longer) there: placed already by another request of this
   * customer (naming that order), changed to another quote, or never started.
   */
  private async draftRefusal(
    userId: number,
    quoteId: string,
    draft: DraftRow | undefined,
  ): Promise<AppException> {
    const placed = await this.repository.orderPlacedFrom(userId, quoteId);
    if (placed) return orderAlreadyPlaced(placedOutput(placed));
    return draft ? orderChanged() : noOrderInProgress();
  }

  private async previousAnswer(userId: number, key: string, requestHash: string): Promise<OrderPlacedOutput> {
    const previous = await this.repository.idempotencyKey(userId, key);
    if (previous && previous.requestHash !== requestHash) {
      throw new AppException(
        HttpStatus.UNPROCESSABLE_ENTITY,
        'IDEMPOTENCY_KEY_REUSED',
        'Dieser Idempotency-Key gehört zu einer anderen Bestellung.',
      );
    }
    if (!previous || previous.status === 'running') throw inProgress();
    return previous.responseBody as OrderPlacedOutput;
  }

  private async placeClaimed(
    ctx: RequestContext,
    customer: SessionCustomer,
    claim: IdempotencyClaim,
    current: OrderInProgress,
  ): Promise<OrderPlacedOutput> {
    const { userId } = customer;
    const missing = this.checkout.missingSteps(current);
    if (missing.length > 0) {
      throw new AppException(
        HttpStatus.CONFLICT,
        'STEP_NOT_REACHABLE',
        'Bitte vervollständigen Sie zuerst alle Schritte der Bestellung.',
      );
    }
    const { draft, quote } = current;
    const payment = draft.payment as NonNullable<typeof draft.payment>;
    const price = await this.currentPrice(current);
    const account = await this.customers.customer(userId);
    const dealer = await this.dealers.contact(quote.dealerId);
    if (!account || !dealer) throw notFound('Kunde oder Händler fehlt.');
    const authorization = await this.authorize(payment.paymentId, price, `${userId}-${claim.key}`);
    const country = countryById(quote.countryId);
    const deliveryAddress = draft.deliveryAddress as NonNullable<typeof draft.deliveryAddress>;
    const points = draft.deliveryPoints ?? [{ address: deliveryAddress, amount: price.amount }];

    const written = this.runner.transaction(async () => {
      // One draft, one order: a concurrent placement of this draft (another key) waits here, then finds it gone.
      const locked = await this.repository.draftForUpdate(userId);
      if (!locked || locked.quoteId !== quote.id) throw await this.draftRefusal(userId, quote.id, locked);
      if (locked.updatedAt.getTime() !== draft.updatedAt.getTime()) throw orderChanged();
      const order = await this.repository.insertOrder(
        {
          userId,
          countryId: quote.countryId,
          productGroupId: quote.productGroupId,
          dealerId: quote.dealerId,
          branchId: quote.branchId,
          quoteId: quote.id,
          status: 'placed',
          amount: price.amount,
          grossTotal: price.grossTotal,
          price,
          configuration: quote.configuration,
          deliveryAddress,
          invoiceAddress: draft.invoiceAddress,
          companyName: draft.companyName,
          invoicePerPoint: draft.invoicePerPoint,
          payment,
          paymentStatus: authorization ? 'authorized' : 'open',
          paymentReference: authorization ?? null,
        },
        country.code.toUpperCase(),
      );
      await this.repository.insertDeliveryPoints(
        points.map((point, position) => ({
          orderId: order.id,
          position,
          address: point.address,
          amount: point.amount,
        })),
      );
      await this.repository.insertEvent({
        orderId: order.id,
        fromStatus: null,
        toStatus: 'placed',
        actorUserId: actingUserId(ctx) ?? userId,
        actor: ctx.onBehalfOf ? 'staff' : 'customer',
        note: ctx.onBehalfOf ? `im Auftrag des Kunden ${userId}` : null,
      });
      await this.audit.record(ctx, {
        action: 'orders.place',
        entityType: 'order',
        entityId: order.id,
        after: { status: order.status, orderNumber: order.orderNumber, grossTotal: order.grossTotal },
      });
      await this.events.publish('orders.placed', {
        orderId: order.id,
        userId,
        dealerId: order.dealerId,
        countryId: quote.countryId,
      });
      await this.repository.deleteDraft(userId);
      const body = placedOutput(order);
      if (!(await this.repository.completeIdempotencyKey(claim, HttpStatus.CREATED, body))) {
        // Another request took the key over as stale: it orders, this one must not.
        throw inProgress();
      }
      return body;
    });
    // An approval without an order must not keep the customer's money reserved.
    return authorization
      ? written.catch((error: unknown) => this.release(payment.paymentId, authorization, error))
      : written;
  }

  /**
   * The held price while it holds. After that the offer is priced again: cheaper or equal is taken, dearer
   * gets a new held price and asks the customer again instead of ordering.
   */
  private async currentPrice({ draft, quote }: OrderInProgress): Promise<FrozenPrice> {
    if (quote.heldUntil.getTime() > Date.now()) return quote.price;
    const priced = this.calculator.dealerOffer(quote.configuration, quote.dealerId);
    if (!priced) {
      throw new AppException(
        HttpStatus.CONFLICT,
        'DEALER_NOT_AVAILABLE',
        'Der Händler liefert diese Bestellung nicht mehr. Bitte wählen Sie ein anderes Angebot.',
      );
    }
    const fresh = frozenPriceOf(priced.offer, priced.request);
    if (fresh.grossTotal <= quote.price.grossTotal) return fresh;
    const renewed = await this.quotes.hold(quote.configuration, quote.dealerId);
    await this.repository.updateDraft(draft.userId, { quoteId: renewed.id });
    const countryId = quote.countryId;
    throw new AppException(
      HttpStatus.CONFLICT,
      'PRICE_CHANGED',
      `Der Preis hat sich geändert: ${formatPrice(renewed.price.grossTotal, countryId)} statt ${formatPrice(quote.price.grossTotal, countryId)}. Bitte bestätigen Sie den neuen Preis.`,
    );
  }

  /** Provider methods are approved before the order exists; a decline or an unreachable provider orders nothing. */
  private async authorize(
    paymentId: number,
    price: FrozenPrice,
    orderReference: string,
  ): Promise<string | undefined> {
    const provider = this.payments.provider(paymentId);
    if (!provider) return undefined;
    let result: PaymentAuthorization;
    try {
      result = await provider.authorize(price.grossTotal, price.currency, orderReference);
    } catch (error) {
      this.logger.warn(`payment provider unavailable: ${(error as Error).message}`);
      throw new AppException(
        HttpStatus.SERVICE_UNAVAILABLE,
        'PAYMENT_PROVIDER_UNAVAILABLE',
        'Der Zahlungsanbieter ist gerade nicht erreichbar. Bitte versuchen Sie es gleich noch einmal oder wählen Sie eine andere Zahlungsart.',
      );
    }
    if (!result.approved) {
      this.logger.log(`${provider.name} declined ${price.grossTotal} ${price.currency}`);
      throw new AppException(
        HttpStatus.UNPROCESSABLE_ENTITY,
        'PAYMENT_DECLINED',
        'Der Zahlungsanbieter hat die Zahlung abgelehnt. Bitte wählen Sie eine andere Zahlungsart.',
      );
    }
    return result.reference;
  }

  private async release(paymentId: number, reference: string, cause: unknown): Promise<never> {
    await this.payments
      .provider(paymentId)
      ?.release(reference)
      .catch((error: unknown) =>
        this.logger.error(`approval ${reference} not released: ${(error as Error).message}`),
      );
    throw cause;
  }
}

function placedOutput(order: OrderRow): OrderPlacedOutput {
  return { OrderId: order.id, OrderNumber: order.orderNumber, SuccessPath: successPath(order) };
}

function inProgress(): AppException {
  return new AppException(
    HttpStatus.CONFLICT,
    'ORDER_IN_PROGRESS',
    'Ihre Bestellung wird gerade verarbeitet. Bitte warten Sie einen Moment.',
  );
}
