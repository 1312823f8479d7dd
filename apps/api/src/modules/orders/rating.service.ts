import { HttpStatus, Injectable } from '@nestjs/common';
import { formatQuantity } from '@fuel/domain';
import type { RequestContext } from '../../core/context/request-context.js';
import { TransactionRunner } from '../../core/database/transaction-runner.js';
import { AppException } from '../../core/http/error-response.js';
import { notFound } from '../../core/http/not-found.js';
import { newSecretToken, sha256 } from '../accounts/index.js';
import type { RatingRequestOutput } from './dto/order-rating.output.js';
import type { RateOrderInput } from './dto/rate-order.input.js';
import { alreadyRated, orderNotFound } from './order-errors.js';
import { OrderTransitions } from './order-transitions.service.js';
import { type OrderRow, OrdersRepository } from './orders.repository.js';

/** How long the link of the rating mail works. */
const RATING_LINK_DAYS = 60;

/**
 * Ratings after delivery (`/bewerten-sie-uns/{token}/{orderId}`): the delivered mail carries a single-use link
 * (only its hash is stored); the link is the authorisation. A rating is the order's transition to `rated`,
 * which publishes 'orders.rated' for the dealer's rating.
 */
@Injectable()
export class RatingService {
  constructor(
    private readonly runner: TransactionRunner,
    private readonly repository: OrdersRepository,
    private readonly transitions: OrderTransitions,
  ) {}

  /** A new rating link for a delivered order, in the surrounding transaction; returns the raw token. */
  async issueLink(orderId: number): Promise<string> {
    const token = newSecretToken();
    await this.repository.insertRatingToken({
      tokenHash: sha256(token),
      orderId,
      expiresAt: new Date(Date.now() + RATING_LINK_DAYS * 86_400_000),
    });
    return token;
  }

  async request(orderId: number, token: string): Promise<RatingRequestOutput> {
    const order = await this.usableOrder(orderId, token);
    const countryId = order.countryId;
    return {
      OrderId: order.id,
      OrderNumber: order.orderNumber,
      DealerName: order.price.dealerName,
      Summary: `${formatQuantity(order.deliveredAmount ?? order.amount, countryId)} ${order.price.unit} ${order.price.productName}`,
      CountryId: order.countryId,
    };
  }

  async rate(ctx: RequestContext, orderId: number, input: RateOrderInput): Promise<void> {
    const order = await this.usableOrder(orderId, input.Token);
    await this.runner.transaction(async () => {
      if (!(await this.repository.useRatingToken(sha256(input.Token), new Date()))) throw alreadyRated();
      // The link speaks for the order's customer.
      await this.transitions.transition(
        ctx,
        order.id,
        { name: 'rate', stars: input.Stars, text: input.Text },
        { role: 'customer', userId: order.userId },
      );
    });
  }

  /** The order of a valid, unused, unexpired link; the messages say which of these failed. */
  private async usableOrder(orderId: number, token: string): Promise<OrderRow> {
    const link = await this.repository.ratingToken(sha256(token));
    if (!link || link.orderId !== orderId) throw notFound('Dieser Bewertungslink ist ungültig.');
    if (link.usedAt) throw alreadyRated();
    if (link.expiresAt.getTime() <= Date.now()) {
      throw new AppException(HttpStatus.GONE, 'LINK_EXPIRED', 'Dieser Bewertungslink ist abgelaufen.');
    }
    const order = await this.repository.order(orderId);
    if (!order) throw orderNotFound();
    return order;
  }
}
