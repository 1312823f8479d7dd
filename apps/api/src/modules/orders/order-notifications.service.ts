import { Injectable } from '@nestjs/common';
import { type DomainEventMap, OnDomainEvent } from '../../core/events/domain-events.js';
import { CustomerDirectory } from '../accounts/index.js';
import { DealerDirectory } from '../dealers/index.js';
import { MailOutbox } from '../mail/index.js';
import { type MailedOrder, OrderMails } from './order-mails.js';
import { OrdersRepository } from './orders.repository.js';
import { RatingService } from './rating.service.js';

/**
 * The mails of the orders' events, queued in the outbox inside the transaction that published the event:
 * on placing to the customer and the dealer, on every status change but the rating to the customer (the
 * delivered mail with the rating link). A dedupe key per order and status keeps each mail single.
 */
@Injectable()
export class OrderNotifications {
  constructor(
    private readonly repository: OrdersRepository,
    private readonly customers: CustomerDirectory,
    private readonly dealers: DealerDirectory,
    private readonly outbox: MailOutbox,
    private readonly mails: OrderMails,
    private readonly ratings: RatingService,
  ) {}

  @OnDomainEvent('orders.placed')
  async onPlaced(event: DomainEventMap['orders.placed']): Promise<void> {
    const mailed = await this.mailedOrder(event.orderId);
    if (!mailed) return;
    const customer = await this.customers.customer(event.userId);
    if (customer) {
      await this.outbox.enqueue({
        ...this.mails.placedToCustomer(mailed, customer),
        dedupeKey: `order-placed:${event.orderId}`,
      });
    }
    const dealer = await this.dealers.contact(event.dealerId);
    if (dealer) {
      await this.outbox.enqueue({
        ...this.mails.placedToDealer(mailed, dealer.email),
        dedupeKey: `order-received:${event.orderId}`,
      });
    }
  }

  @OnDomainEvent('orders.status-changed')
  async onStatusChanged(event: DomainEventMap['orders.status-changed']): Promise<void> {
    if (event.to === 'rated') return;
    const mailed = await this.mailedOrder(event.orderId);
    if (!mailed) return;
    const { order } = mailed;
    const customer = await this.customers.customer(order.userId);
    if (!customer) return;
    const ratingToken = event.to === 'delivered' ? await this.ratings.issueLink(order.id) : undefined;
    await this.outbox.enqueue({
      ...this.mails.statusToCustomer(mailed, customer, ratingToken),
      dedupeKey: `order-${event.to}:${order.id}`,
    });
  }

  /**
   * Customer support sends the customer's mails of an order again: the placement mail and, once the order
   * moved on, its current status's mail (without a new rating link). No dedupe key: every resend is a new mail.
   */
  async resendToCustomer(orderId: number): Promise<number> {
    const mailed = await this.mailedOrder(orderId);
    const customer = mailed && (await this.customers.customer(mailed.order.userId));
    if (!mailed || !customer) return 0;
    const mails = [this.mails.placedToCustomer(mailed, customer)];
    if (mailed.order.status !== 'placed' && mailed.order.status !== 'rated') {
      mails.push(this.mails.statusToCustomer(mailed, customer));
    }
    for (const mail of mails) await this.outbox.enqueue(mail);
    return mails.length;
  }

  /** The order with its delivery points, which the mails list. */
  private async mailedOrder(orderId: number): Promise<MailedOrder | undefined> {
    const order = await this.repository.order(orderId);
    return order && { order, points: await this.repository.deliveryPointsOf([orderId]) };
  }
}
