import { HttpStatus, Injectable } from '@nestjs/common';
import {
  type CountryId,
  ORDER_STATUS_LABELS,
  type OrderStatus,
  siteToday,
  transitionRefusal,
} from '@fuel/domain';
import type { AuthUser } from '../../core/auth/auth-user.type.js';
import { AppException } from '../../core/http/error-response.js';
import { orderNotFound, unprocessable } from './order-errors.js';
import { DatabaseService } from '../../core/database/database.service.js';
import { MailOutbox } from '../mail/mail-outbox.service.js';
import type { DealerProfileOutput, OrderOutput } from './dto/order-process.output.js';
import { toOrderOutput } from './order.mapper.js';
import { OrderMails } from './order-mails.js';
import { labelOf } from './order-process.service.js';
import { type NewOrder, type OrderRow, OrdersRepository } from './orders.repository.js';
import { PaymentMethods } from './payment-methods.js';
import { RatingService } from './rating.service.js';

/** Latest delivery date a dealer may promise, in days from today. */
const MAX_DELIVERY_DAYS_AHEAD = 90;
/** A delivery may differ a little from the ordered amount (tank full earlier, measuring tolerance). */
const DELIVERED_AMOUNT_TOLERANCE = 1.1;

type DealerAction =
  | { to: 'confirmed'; deliveryDate: string }
  | { to: 'declined'; reason: string }
  | { to: 'delivered'; deliveredAmount: number };

type Action = DealerAction | { to: 'cancelled'; reason: string };

/** Who moves the order and which orders they may see: a dealer its own, a customer theirs, staff any. */
type Mover =
  { actor: 'dealer'; dealerId: number } | { actor: 'customer'; userId: number } | { actor: 'staff' };

/** Reading orders and moving them through the state machine; every move is recorded and mailed. */
@Injectable()
export class OrderStatusService {
  constructor(
    private readonly database: DatabaseService,
    private readonly repository: OrdersRepository,
    private readonly payments: PaymentMethods,
    private readonly outbox: MailOutbox,
    private readonly mails: OrderMails,
    private readonly ratings: RatingService,
  ) {}

  /** The ordering customer's (or guest session's) view; anyone else learns nothing, not even existence. */
  async customerOrder(user: AuthUser, orderId: number): Promise<OrderOutput> {
    const order = await this.repository.order(orderId);
    if (!order || order.userId !== user.id) throw orderNotFound();
    return this.output(order);
  }

  /** The signed-in customer's (or guest session's) orders, newest first: the customer area's history. */
  async customerOrders(user: AuthUser, status: OrderStatus | undefined): Promise<OrderOutput[]> {
    const rows = await this.repository.ordersOf({ userId: user.id }, status);
    return Promise.all(rows.map((row) => this.output(row)));
  }

  async dealerProfile(user: AuthUser): Promise<DealerProfileOutput> {
    const dealerId = await this.dealerIdOf(user);
    const dealer = await this.repository.dealerContact(dealerId);
    return { DealerId: dealerId, DealerName: dealer?.name ?? '' };
  }

  async dealerOrders(user: AuthUser, status: OrderStatus | undefined): Promise<OrderOutput[]> {
    const dealerId = await this.dealerIdOf(user);
    const rows = await this.repository.ordersOf({ dealerId }, status);
    return Promise.all(rows.map((row) => this.output(row)));
  }

  async dealerOrder(user: AuthUser, orderId: number): Promise<OrderOutput> {
    const dealerId = await this.dealerIdOf(user);
    const order = await this.repository.order(orderId);
    if (!order || order.dealerId !== dealerId) throw orderNotFound();
    return this.output(order);
  }

  async dealerAction(user: AuthUser, orderId: number, action: DealerAction): Promise<OrderOutput> {
    return this.move(user, orderId, action, { actor: 'dealer', dealerId: await this.dealerIdOf(user) });
  }

  /** The customer withdraws within the withdrawal period (impersonating staff act as the customer). */
  async customerCancel(user: AuthUser, orderId: number, reason: string): Promise<OrderOutput> {
    return this.move(user, orderId, { to: 'cancelled', reason }, { actor: 'customer', userId: user.id });
  }

  async staffCancel(user: AuthUser, orderId: number, reason: string): Promise<OrderOutput> {
    return this.move(user, orderId, { to: 'cancelled', reason }, { actor: 'staff' });
  }

  private async move(user: AuthUser, orderId: number, action: Action, mover: Mover): Promise<OrderOutput> {
    const updated = await this.database.db.transaction(async (tx) => {
      const order = await this.repository.orderForUpdate(tx, orderId);
      if (!order || !visibleTo(order, mover)) throw orderNotFound();
      const refusal = transitionRefusal(order.status, action.to, mover.actor, order.placedAt, new Date());
      if (refusal === 'WITHDRAWAL_PERIOD_OVER') {
        throw new AppException(
          HttpStatus.CONFLICT,
          refusal,
          'Die Widerrufsfrist von 14 Tagen ist abgelaufen. Bitte wenden Sie sich an unseren Kundenservice.',
        );
      }
      if (refusal) {
        throw new AppException(
          HttpStatus.CONFLICT,
          'INVALID_TRANSITION',
          `Die Bestellung ist im Status „${ORDER_STATUS_LABELS[order.status]}“; „${ORDER_STATUS_LABELS[action.to]}“ ist nicht möglich.`,
        );
      }
      const row = await this.repository.updateOrder(tx, order.id, {
        status: action.to,
        ...changesOf(order, action),
      });
      await this.repository.insertEvent(tx, {
        orderId: order.id,
        fromStatus: order.status,
        toStatus: action.to,
        actorUserId: user.impersonatorId ?? user.id,
        actor: user.impersonatorId ? 'staff' : mover.actor,
        note: noteOf(action),
      });
      const customer = await this.repository.customer(order.userId, tx);
      const ratingToken = action.to === 'delivered' ? await this.ratings.issueLink(tx, order.id) : undefined;
      if (customer) {
        await this.outbox.enqueue(tx, {
          ...this.mails.statusToCustomer(row, customer, ratingToken),
          dedupeKey: `order-${action.to}:${order.id}`,
        });
      }
      return row;
    });
    return this.output(updated);
  }

  private async dealerIdOf(user: AuthUser): Promise<number> {
    const dealerId = (await this.repository.customer(user.id))?.dealerId;
    if (!dealerId) {
      throw new AppException(HttpStatus.FORBIDDEN, 'NO_DEALER', 'Ihr Konto ist keinem Händler zugeordnet.');
    }
    return dealerId;
  }

  private async output(order: OrderRow): Promise<OrderOutput> {
    const [points, events] = await Promise.all([
      this.repository.deliveryPoints(order.id),
      this.repository.events(order.id),
    ]);
    const methods = this.payments.offered({
      dealerPaymentIds: [order.payment.paymentId],
      monthlyRateCount: order.payment.modifier,
      isGuest: false,
    });
    return toOrderOutput(order, points, events, labelOf(methods, order.payment));
  }
}

function visibleTo(order: OrderRow, mover: Mover): boolean {
  if (mover.actor === 'dealer') return order.dealerId === mover.dealerId;
  if (mover.actor === 'customer') return order.userId === mover.userId;
  return true;
}

function changesOf(order: OrderRow, action: Action): Partial<NewOrder> {
  switch (action.to) {
    case 'cancelled':
      // The reason stays with the event; declineReason is the dealer's.
      return {};
    case 'confirmed': {
      const today = siteToday(order.countryId as CountryId);
      const latest = addDays(today, MAX_DELIVERY_DAYS_AHEAD);
      if (
        action.deliveryDate < today ||
        action.deliveryDate > latest ||
        Number.isNaN(Date.parse(action.deliveryDate))
      ) {
        throw unprocessable(
          'DeliveryDate',
          `Der Liefertermin muss zwischen heute und ${MAX_DELIVERY_DAYS_AHEAD} Tagen liegen.`,
        );
      }
      return { deliveryDate: action.deliveryDate };
    }
    case 'declined':
      return { declineReason: action.reason.trim() };
    case 'delivered':
      if (action.deliveredAmount > Math.floor(order.amount * DELIVERED_AMOUNT_TOLERANCE)) {
        throw unprocessable('DeliveredAmount', 'Die gelieferte Menge liegt deutlich über der bestellten.');
      }
      return { deliveredAmount: action.deliveredAmount };
  }
}

function noteOf(action: Action): string {
  switch (action.to) {
    case 'cancelled':
      return action.reason.trim() || 'storniert';
    case 'confirmed':
      return `Liefertermin ${action.deliveryDate}`;
    case 'declined':
      return action.reason.trim();
    case 'delivered':
      return `geliefert: ${action.deliveredAmount}`;
  }
}

function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
