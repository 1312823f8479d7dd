import { Injectable } from '@nestjs/common';
import {
  CANCELLATION_FEEDBACK_GIVEN,
  type CancellationBookedAs,
  type CancellationCommentSide,
} from '@fuel/domain/orders';
import { AuditLog } from '../../core/audit/audit-log.service.js';
import type { RequestContext } from '../../core/context/request-context.js';
import { TransactionRunner } from '../../core/database/transaction-runner.js';
import { AppException } from '../../core/http/error-response.js';
import type { GetOrderCancellationListInput } from './dto/get-order-cancellation-list.input.js';
import type {
  OrderCancellationCommentOutput,
  OrderCancellationOutput,
} from './dto/order-cancellation.output.js';
import type { SaveOrderCancellationCommentInput } from './dto/save-order-cancellation-comment.input.js';
import type { SaveOrderCancellationFeedbackInput } from './dto/save-order-cancellation-feedback.input.js';
import type { OrderCancellationBookingInput } from './dto/save-order-cancellation-list.input.js';
import { CancellationsRepository } from './cancellations.repository.js';

const ENTITY_TYPE = 'order';

/** The back office's cancellation management (spec 2 §4): list, book, comment, give feedback. */
@Injectable()
export class CancellationsService {
  constructor(
    private readonly repository: CancellationsRepository,
    private readonly runner: TransactionRunner,
    private readonly audit: AuditLog,
  ) {}

  async list(_ctx: RequestContext, input: GetOrderCancellationListInput): Promise<OrderCancellationOutput[]> {
    assertDay(input.from, 'from');
    assertDay(input.to, 'to');
    if (input.from > input.to) {
      throw badRequest('to', 'Das Ende des Zeitraums darf nicht vor seinem Beginn liegen.');
    }
    if (input.dealerId !== undefined && !(await this.repository.dealerExists(input.dealerId))) {
      throw new AppException(404, 'NOT_FOUND', 'Diesen Händler gibt es nicht.');
    }
    const rows = await this.repository.list(input);
    const comments = await this.repository.comments(rows.map((row) => row.orderId));
    const commentOf = (
      orderId: number,
      side: CancellationCommentSide,
    ): OrderCancellationCommentOutput | null => {
      const found = comments.find((comment) => comment.orderId === orderId && comment.side === side);
      return found
        ? {
            fkUserId: found.fkUserId,
            userName: nameOf(found),
            comment: found.comment,
            updatedAt: found.updatedAt.toISOString(),
          }
        : null;
    };
    return rows.map(({ customerFirstName, customerLastName, customerEmail, cancelledAt, ...row }) => ({
      ...row,
      customerName: nameOf({
        firstName: customerFirstName,
        lastName: customerLastName,
        email: customerEmail,
      }),
      cancelledAt: new Date(cancelledAt).toISOString(),
      customerComment: commentOf(row.orderId, 'customer'),
      dealerComment: commentOf(row.orderId, 'dealer'),
    }));
  }

  /** Saves the dirty rows in one transaction; a row equal to what is stored changes nothing and is not audited. */
  async saveList(ctx: RequestContext, rows: readonly OrderCancellationBookingInput[]): Promise<number> {
    const ids = rows.map((row) => row.orderId);
    if (new Set(ids).size !== ids.length) {
      throw badRequest('orders', 'Jede Bestellung darf nur einmal in der Liste stehen.');
    }
    const bookings = rows.map((row) => ({ orderId: row.orderId, ...bookingOf(row) }));
    // One lock order for every save, so two saves of overlapping rows cannot deadlock.
    bookings.sort((a, b) => a.orderId - b.orderId);
    return this.runner.transaction(async () => {
      let changed = 0;
      for (const { orderId, ...booking } of bookings) {
        await this.requireCancelled(orderId);
        const stored = await this.repository.lock(orderId);
        if (stored.isBooked === booking.isBooked && stored.bookedAs === booking.bookedAs) continue;
        await this.repository.update(orderId, actorUserId(ctx), booking);
        await this.audit.record(ctx, {
          action: 'cancellations.book',
          entityType: ENTITY_TYPE,
          entityId: orderId,
          before: { isBooked: stored.isBooked, bookedAs: stored.bookedAs },
          after: booking,
        });
        changed += 1;
      }
      return changed;
    });
  }

  async saveComment(ctx: RequestContext, input: SaveOrderCancellationCommentInput): Promise<number> {
    const comment = input.comment.trim();
    return this.runner.transaction(async () => {
      const order = await this.requireCancelled(input.orderId);
      const user = await this.repository.user(input.userId);
      if (!user) throw new AppException(404, 'NOT_FOUND', 'Diesen Benutzer gibt es nicht.');
      const side = sideOf(order, user);
      if (!side) {
        throw badRequest(
          'userId',
          'Der Benutzer muss der Kunde der Bestellung oder ein Mitarbeiter ihres Händlers sein.',
        );
      }
      await this.repository.lock(input.orderId);
      const stored = await this.repository.lockComment(input.orderId, side);
      if (stored?.fkUserId === user.id && stored.comment === comment) return 0;
      await this.repository.saveComment(input.orderId, side, user.id, comment, actorUserId(ctx));
      await this.audit.record(ctx, {
        action: 'cancellations.comment',
        entityType: ENTITY_TYPE,
        entityId: input.orderId,
        before: stored ? { side, fkUserId: stored.fkUserId } : undefined,
        after: { side, fkUserId: user.id, length: comment.length },
      });
      return 1;
    });
  }

  async saveFeedback(ctx: RequestContext, input: SaveOrderCancellationFeedbackInput): Promise<number> {
    const feedback = {
      feedbackStatus: CANCELLATION_FEEDBACK_GIVEN,
      feedbackReason: input.feedbackReason.trim(),
      feedbackComment: input.feedbackComment?.trim() || null,
    };
    return this.runner.transaction(async () => {
      await this.requireCancelled(input.orderId);
      const stored = await this.repository.lock(input.orderId);
      if (
        stored.feedbackStatus === feedback.feedbackStatus &&
        stored.feedbackReason === feedback.feedbackReason &&
        stored.feedbackComment === feedback.feedbackComment
      ) {
        return 0;
      }
      await this.repository.update(input.orderId, actorUserId(ctx), feedback);
      await this.audit.record(ctx, {
        action: 'cancellations.feedback',
        entityType: ENTITY_TYPE,
        entityId: input.orderId,
        before: { feedbackStatus: stored.feedbackStatus, feedbackReason: stored.feedbackReason },
        after: { feedbackStatus: feedback.feedbackStatus, feedbackReason: feedback.feedbackReason },
      });
      return 1;
    });
  }

  /** Unbooked cancellations, for the console's dashboard. */
  openCount(): Promise<number> {
    return this.repository.openCount();
  }

  private async requireCancelled(orderId: number) {
    const order = await this.repository.cancelledOrder(orderId);
    if (!order) {
      throw new AppException(
        404,
        'NOT_FOUND',
        `Es gibt keine stornierte Bestellung mit der Nummer ${orderId}.`,
      );
    }
    return order;
  }
}

function bookingOf(row: OrderCancellationBookingInput): {
  isBooked: boolean;
  bookedAs: CancellationBookedAs | null;
} {
  if (!row.isBooked) return { isBooked: false, bookedAs: null };
  if (!row.bookedAs) {
    throw badRequest('bookedAs', `Bitte wählen Sie, wie die Stornierung ${row.orderId} gebucht wird.`);
  }
  return { isBooked: true, bookedAs: row.bookedAs };
}

function sideOf(
  order: { userId: number; dealerId: number },
  user: { id: number; dealerId: number | null },
): CancellationCommentSide | undefined {
  if (user.id === order.userId) return 'customer';
  if (user.dealerId === order.dealerId) return 'dealer';
  return undefined;
}

function nameOf(user: { firstName: string | null; lastName: string | null; email: string }): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
}

function actorUserId(ctx: RequestContext): number | null {
  return 'userId' in ctx.actor ? ctx.actor.userId : null;
}

function assertDay(day: string, field: 'from' | 'to'): void {
  if (new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day) {
    throw badRequest(field, `Den Tag ${day} gibt es nicht.`);
  }
}

function badRequest(field: string, message: string): AppException {
  return new AppException(400, 'BAD_REQUEST', message, [{ field, messages: [message] }]);
}
