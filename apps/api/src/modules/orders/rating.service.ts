import { HttpStatus, Injectable } from '@nestjs/common';
import { type CountryId, formatQuantity, transitionRefusal } from '@fuel/domain';
import { AppException } from '../../core/http/error-response.js';
import { DatabaseService } from '../../core/database/database.service.js';
import { newSecretToken, sha256 } from '../accounts/domain/secret-token.util.js';
import type { Executor } from '../mail/transaction.type.js';
import type { RateOrderInput, RatingRequestOutput } from './dto/rating.dto.js';
import { notFound } from '../../core/http/not-found.js';
import { type OrderRow, OrdersRepository } from './orders.repository.js';

/** How long the link of the rating mail works. */
const RATING_LINK_DAYS = 60;

/**
 * Ratings after delivery (`/bewerten-sie-uns/{token}/{orderId}`): the delivered mail carries a single-use link
 * (only its hash is stored); a rating moves the order to `rated` and feeds the dealer's rating in the ranking.
 */
@Injectable()
export class RatingService {
  constructor(
    private readonly database: DatabaseService,
    private readonly repository: OrdersRepository,
  ) {}

  /** A new rating link for a delivered order, in the caller's transaction; returns the raw token. */
  async issueLink(tx: Executor, orderId: number, now = new Date()): Promise<string> {
    const token = newSecretToken();
    await this.repository.insertRatingToken(tx, {
      tokenHash: sha256(token),
      orderId,
      expiresAt: new Date(now.getTime() + RATING_LINK_DAYS * 86_400_000),
    });
    return token;
  }

  async request(orderId: number, token: string): Promise<RatingRequestOutput> {
    const order = await this.usableOrder(orderId, token);
    const countryId = order.countryId as CountryId;
    return {
      OrderId: order.id,
      OrderNumber: order.orderNumber,
      DealerName: order.price.dealerName,
      Summary: `${formatQuantity(order.deliveredAmount ?? order.amount, countryId)} ${order.price.unit} ${order.price.productName}`,
      CountryId: order.countryId,
    };
  }

  async rate(orderId: number, input: RateOrderInput): Promise<void> {
    const order = await this.usableOrder(orderId, input.Token);
    const now = new Date();
    await this.database.db.transaction(async (tx) => {
      if (!(await this.repository.useRatingToken(tx, sha256(input.Token), now))) throw alreadyRated();
      const current = await this.repository.orderForUpdate(tx, order.id);
      if (!current || transitionRefusal(current.status, 'rated', 'customer', current.placedAt, now)) {
        throw alreadyRated();
      }
      await this.repository.insertRating(tx, {
        orderId: order.id,
        dealerId: order.dealerId,
        stars: input.Stars,
        text: input.Text.trim(),
      });
      await this.repository.updateOrder(tx, order.id, { status: 'rated' });
      await this.repository.insertEvent(tx, {
        orderId: order.id,
        fromStatus: current.status,
        toStatus: 'rated',
        actorUserId: order.userId,
        actor: 'customer',
        note: `${input.Stars} Sterne`,
      });
      await this.repository.addDealerRating(tx, order.dealerId, input.Stars);
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
    if (!order) throw notFound('Diese Bestellung gibt es nicht.');
    return order;
  }
}

function alreadyRated(): AppException {
  return new AppException(
    HttpStatus.CONFLICT,
    'ALREADY_RATED',
    'Diese Bestellung haben Sie bereits bewertet. Vielen Dank!',
  );
}
