import { Injectable } from '@nestjs/common';
import { ORDER_STATUS_LABELS } from '@fuel/domain';
import { AuditLog } from '../../core/audit/audit-log.service.js';
import type { RequestContext } from '../../core/context/request-context.js';
import { pageOf } from '../../core/database/keyset-page.js';
import { TransactionRunner } from '../../core/database/transaction-runner.js';
import { CustomerDirectory } from '../accounts/index.js';
import type { OrderOutput } from './dto/order.output.js';
import type { SupportOrderSearchQuery } from './dto/support-order-search.query.js';
import type {
  MailsResentOutput,
  OrderNoteOutput,
  SupportOrderDetailsOutput,
  SupportOrderHistoryEntryOutput,
  SupportOrderPageOutput,
  SupportOrderRowOutput,
} from './dto/support-order.output.js';
import { orderNotFound } from './order-errors.js';
import { OrderNotifications } from './order-notifications.service.js';
import { OrderOutputs } from './order-outputs.service.js';
import { OrderTransitions } from './order-transitions.service.js';
import { type OrderNoteRow, type OrderRow, OrdersRepository } from './orders.repository.js';

/** Customer support's work on any order (the endpoint's permission says who). */
@Injectable()
export class SupportOrdersService {
  constructor(
    private readonly runner: TransactionRunner,
    private readonly repository: OrdersRepository,
    private readonly transitions: OrderTransitions,
    private readonly outputs: OrderOutputs,
    private readonly customers: CustomerDirectory,
    private readonly notifications: OrderNotifications,
    private readonly audit: AuditLog,
  ) {}

  async search(query: SupportOrderSearchQuery): Promise<SupportOrderPageOutput> {
    const page = pageOf(await this.repository.searchOrders(query));
    return { rows: page.rows.map((row) => toRow(row.order)), nextCursor: page.nextCursor };
  }

  async details(orderId: number): Promise<SupportOrderDetailsOutput> {
    const order = await this.existing(orderId);
    const [output, customer, events, audited, notes] = await Promise.all([
      this.outputs.one(order, 'staff'),
      this.customers.customer(order.userId),
      this.repository.eventsOf([order.id]),
      this.audit.ofEntity('order', order.id),
      this.notesOf(order.id),
    ]);
    const history: SupportOrderHistoryEntryOutput[] = [
      ...events.map((event) => ({
        at: event.at.toISOString(),
        source: 'status' as const,
        action: `orders.${event.toStatus}`,
        toStatus: event.toStatus,
        actorKind: event.actor,
        actorUserId: event.actorUserId,
        note: event.note,
      })),
      ...audited.map((event) => ({
        at: event.at,
        source: 'audit' as const,
        action: event.action,
        toStatus: null,
        actorKind: event.actorKind,
        actorUserId: event.actorUserId,
        note: typeof event.after?.['text'] === 'string' ? event.after['text'] : null,
      })),
    ].sort((a, b) => a.at.localeCompare(b.at));
    return {
      order: output,
      customer: customer
        ? { userId: customer.id, email: customer.email, isGuest: customer.isGuest, phone: customer.phone }
        : null,
      placedAt: order.placedAt.toISOString(),
      history,
      notes,
    };
  }

  async cancel(ctx: RequestContext, orderId: number, reason: string): Promise<OrderOutput> {
    const order = await this.transitions.transition(
      ctx,
      orderId,
      { name: 'cancel', reason },
      { role: 'staff' },
    );
    return this.outputs.one(order, 'staff');
  }

  async addNote(ctx: RequestContext, orderId: number, text: string): Promise<OrderNoteOutput> {
    const note = await this.runner.transaction(async () => {
      const order = await this.existing(orderId);
      const row = await this.repository.insertNote({
        orderId: order.id,
        authorUserId: 'userId' in ctx.actor ? ctx.actor.userId : null,
        text,
      });
      await this.audit.record(ctx, {
        action: 'orders.add-note',
        entityType: 'order',
        entityId: order.id,
        after: { noteId: row.id, text },
      });
      return row;
    });
    return (await this.withAuthors([note]))[0] as OrderNoteOutput;
  }

  async resendMails(ctx: RequestContext, orderId: number): Promise<MailsResentOutput> {
    return this.runner.transaction(async () => {
      const order = await this.existing(orderId);
      const queued = await this.notifications.resendToCustomer(order.id);
      await this.audit.record(ctx, {
        action: 'orders.resend-mails',
        entityType: 'order',
        entityId: order.id,
        after: { queued, status: order.status },
      });
      return { queued };
    });
  }

  private async existing(orderId: number): Promise<OrderRow> {
    const order = await this.repository.order(orderId);
    if (!order) throw orderNotFound();
    return order;
  }

  private async notesOf(orderId: number): Promise<OrderNoteOutput[]> {
    return this.withAuthors(await this.repository.notesOf(orderId));
  }

  /** The notes with their authors' e-mails (a handful of authors per order: one look-up each). */
  private async withAuthors(notes: readonly OrderNoteRow[]): Promise<OrderNoteOutput[]> {
    const authorIds = [...new Set(notes.flatMap((note) => (note.authorUserId ? [note.authorUserId] : [])))];
    const authors = new Map(
      await Promise.all(
        authorIds.map(async (id) => [id, (await this.customers.customer(id))?.email ?? null] as const),
      ),
    );
    return notes.map((note) => ({
      id: note.id,
      authorUserId: note.authorUserId,
      authorEmail: note.authorUserId ? (authors.get(note.authorUserId) ?? null) : null,
      text: note.text,
      createdAt: note.createdAt.toISOString(),
    }));
  }
}

function toRow(order: OrderRow): SupportOrderRowOutput {
  const address = order.deliveryAddress;
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    status: order.status,
    statusLabel: ORDER_STATUS_LABELS[order.status],
    countryId: order.countryId,
    dealerId: order.dealerId,
    dealerName: order.price.dealerName,
    customerName: [address.firstName, address.lastName].filter(Boolean).join(' '),
    postalCode: address.zipCode,
    city: address.city,
    amount: order.amount,
    grossTotal: order.grossTotal,
    placedAt: order.placedAt.toISOString(),
  };
}
