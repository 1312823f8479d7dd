import { HttpStatus, Injectable } from '@nestjs/common';
import {
  ORDER_STATUS_LABELS,
  type OrderStatus,
  siteToday,
  transitionRefusal,
  type TransitionRefusal,
} from '@fuel/domain';
import { AuditLog } from '../../core/audit/audit-log.service.js';
import { actingUserId, type RequestContext } from '../../core/context/request-context.js';
import { TransactionRunner } from '../../core/database/transaction-runner.js';
import { DomainEvents } from '../../core/events/domain-events.js';
import { AppException } from '../../core/http/error-response.js';
import {
  ACTION_TARGETS,
  historyNote,
  mayMove,
  type OrderAction,
  type OrderParty,
  transitionData,
} from './domain/order-actions.js';
import { alreadyRated, orderNotFound, unprocessable } from './order-errors.js';
import { type OrderRow, OrdersRepository } from './orders.repository.js';

/**
 * The order state machine: the one place an order changes status. A transition locks the order, checks the
 * rule (`transitionRefusal`, libs/domain), writes the action's data, the order's history and the audit trail,
 * and publishes 'orders.status-changed' (the customer's mail) and, for a rating, 'orders.rated' (the
 * dealer's rating) — all in one transaction, so either everything happens or nothing.
 */
@Injectable()
export class OrderTransitions {
  constructor(
    private readonly runner: TransactionRunner,
    private readonly repository: OrdersRepository,
    private readonly audit: AuditLog,
    private readonly events: DomainEvents,
  ) {}

  transition(
    ctx: RequestContext,
    orderId: number,
    action: OrderAction,
    party: OrderParty,
  ): Promise<OrderRow> {
    return this.runner.transaction(async () => {
      const order = await this.repository.orderForUpdate(orderId);
      if (!order || !mayMove(order, party)) throw orderNotFound();
      const now = new Date();
      const countryId = order.countryId;
      const to = ACTION_TARGETS[action.name];
      const refusal = transitionRefusal(order.status, to, party.role, order.placedAt, now, countryId);
      if (refusal) throw refused(refusal, action, order.status, to);
      const data = transitionData(order, action, siteToday(countryId, now));
      if (!data.ok) throw unprocessable(data.field, data.message);

      const moved = await this.repository.updateOrder(order.id, { status: to, ...data.changes });
      await this.repository.insertEvent({
        orderId: order.id,
        fromStatus: order.status,
        toStatus: to,
        // A rating comes by its link, without a session: the customer of the order rates.
        actorUserId: actingUserId(ctx) ?? (party.role === 'customer' ? party.userId : null),
        actor: ctx.onBehalfOf ? 'staff' : party.role,
        note: historyNote(action),
      });
      await this.audit.record(ctx, {
        action: `orders.${action.name}`,
        entityType: 'order',
        entityId: order.id,
        before: { status: order.status },
        after: {
          status: to,
          ...data.changes,
          ...(action.name === 'cancel' ? { reason: action.reason } : {}),
        },
      });
      await this.events.publish('orders.status-changed', {
        orderId: order.id,
        action: action.name,
        from: order.status,
        to,
      });
      if (action.name === 'rate') {
        await this.events.publish('orders.rated', {
          orderId: order.id,
          dealerId: order.dealerId,
          countryId,
          stars: action.stars,
          text: action.text.trim() || null,
          ratedAt: now,
        });
      }
      return moved;
    });
  }
}

function refused(
  refusal: TransitionRefusal,
  action: OrderAction,
  from: OrderStatus,
  to: OrderStatus,
): AppException {
  if (action.name === 'rate') return alreadyRated();
  if (refusal === 'WITHDRAWAL_PERIOD_OVER') {
    return new AppException(
      HttpStatus.CONFLICT,
      refusal,
      'Die Widerrufsfrist von 14 Tagen ist abgelaufen. Bitte wenden Sie sich an unseren Kundenservice.',
    );
  }
  return new AppException(
    HttpStatus.CONFLICT,
    'INVALID_TRANSITION',
    `Die Bestellung ist im Status „${ORDER_STATUS_LABELS[from]}“; „${ORDER_STATUS_LABELS[to]}“ ist nicht möglich.`,
  );
}
