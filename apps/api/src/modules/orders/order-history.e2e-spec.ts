import { describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { orders } from '@fuel/db';
import { useSeededTestApp } from '../../../test/test-app.js';
import { DatabaseService } from '../../core/database/database.service.js';
import { TransactionRunner } from '../../core/database/transaction-runner.js';
import { DomainEvents } from '../../core/events/domain-events.js';
import { createUser } from '../accounts/accounts.fixture.js';
import { OrderHistory } from '../accounts/index.js';
import { orderingCustomer, placedOrder } from './orders.fixture.js';

/** What the accounts module learns of orders (OrderHistory) and asks of them (the guest claim's event). */
describe('orders for the accounts module', () => {
  const app = useSeededTestApp();
  const ownerOf = async (orderId: number) =>
    (
      await app()
        .get(DatabaseService)
        .db.select({ userId: orders.userId })
        .from(orders)
        .where(eq(orders.id, orderId))
    )[0]?.userId;

  it('answers whether users ordered, through the OrderHistory port', async () => {
    const history = app().get(OrderHistory);
    const guest = await orderingCustomer(app(), { isGuest: true });
    await placedOrder(app(), guest);
    await placedOrder(app(), guest);
    const account = await createUser(app());
    expect(await history.hasAnyOrder(guest.user.id)).toBe(true);
    expect(await history.hasAnyOrder(account.id)).toBe(false);
    expect(await history.orderCount([guest.user.id, account.id])).toBe(2);
    expect(await history.orderCount([])).toBe(0);
  });

  it("moves claimed guest orders to the account inside the claim's transaction, and not when it rolls back", async () => {
    const runner = app().get(TransactionRunner);
    const events = app().get(DomainEvents);
    const guest = await orderingCustomer(app(), { isGuest: true });
    const { orderId } = await placedOrder(app(), guest);
    const account = await createUser(app());
    const claim = { fromUserIds: [guest.user.id], toUserId: account.id };

    await expect(
      runner.transaction(async () => {
        await events.publish('accounts.guest-orders-claimed', claim);
        throw new Error('the claim failed after the event');
      }),
    ).rejects.toThrow('the claim failed after the event');
    expect(await ownerOf(orderId)).toBe(guest.user.id);

    await runner.transaction(() => events.publish('accounts.guest-orders-claimed', claim));
    expect(await ownerOf(orderId)).toBe(account.id);
  });
});
