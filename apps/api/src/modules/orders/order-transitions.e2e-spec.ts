import { describe, expect, it } from '@jest/globals';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { auditEvents, mailOutbox, orderEvents, orders } from '@fuel/db';
import request from 'supertest';
import { useSeededTestApp } from '../../../test/test-app.js';
import { systemContext } from '../../core/context/request-context.js';
import { DatabaseService } from '../../core/database/database.service.js';
import type { ErrorResponse } from '../../core/http/error-response.js';
import { createUser, sessionFrom, signIn } from '../accounts/accounts.fixture.js';
import type { OrderOutput } from './dto/order.output.js';
import type { OrderRated } from './order-events.type.js';
import { OrderTransitions } from './order-transitions.service.js';
import { bearer, dealerStaff, orderingCustomer, placedOrder, supportStaff } from './orders.fixture.js';

/** Issue #11 point 9: one state machine, audited, with its events in the transition's transaction. */
describe('order state machine', () => {
  const app = useSeededTestApp();
  const http = () => request(app().getHttpServer());
  const db = () => app().get(DatabaseService).db;
  const auditOf = (orderId: number) =>
    db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, 'order'), eq(auditEvents.entityId, String(orderId))))
      .orderBy(asc(auditEvents.id));
  const statusOf = async (orderId: number) =>
    (await db().select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]?.status;
  const in5Days = () => new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);

  it("writes one audit row for a dealer's confirmation, with actor and before/after; a refused one writes none", async () => {
    const { orderId, dealerId, auth } = await placedOrder(app());
    const dealer = await dealerStaff(app(), dealerId);
    const portal = (action: string, body: object) =>
      http().post(`/api/dealer/orders/${orderId}/${action}`).set(dealer.auth).send(body);

    await portal('delivered', { DeliveredAmount: 3000 }).expect(409);
    await portal('confirm', { DeliveryDate: '2020-01-01' }).expect(422);
    expect(await auditOf(orderId)).toEqual([]);

    const date = in5Days();
    await portal('confirm', { DeliveryDate: date }).expect(200);
    const rows = await auditOf(orderId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorKind: 'dealer',
      actorUserId: dealer.user.id,
      onBehalfOfUserId: null,
      action: 'orders.confirm',
      entityType: 'order',
      entityId: String(orderId),
      before: { status: 'placed' },
      after: { status: 'confirmed', deliveryDate: date },
    });
    expect(rows[0]?.requestId).toEqual(expect.any(String));

    // The customer's own withdrawal is their order's history, not an audit matter.
    await http()
      .post(`/api/order-process/orders/${orderId}/cancel`)
      .set(auth)
      .send({ Reason: 'doch nicht' })
      .expect(200);
    expect(await auditOf(orderId)).toHaveLength(1);
  });

  it('writes one audit row for a staff cancellation; a repeated one is refused and writes none', async () => {
    const { orderId } = await placedOrder(app());
    const support = await supportStaff(app());
    await http()
      .post(`/api/support/orders/${orderId}/cancel`)
      .set(support.auth)
      .send({ Reason: 'Kunde hat angerufen' })
      .expect(200);
    await http()
      .post(`/api/support/orders/${orderId}/cancel`)
      .set(support.auth)
      .send({ Reason: 'nochmal' })
      .expect(409);
    expect(await auditOf(orderId)).toEqual([
      expect.objectContaining({
        actorKind: 'staff',
        actorUserId: support.user.id,
        onBehalfOfUserId: null,
        action: 'orders.cancel',
        before: { status: 'placed' },
        after: { status: 'cancelled', reason: 'Kunde hat angerufen' },
      }),
    ]);
  });

  it("audits a withdrawal an impersonating staff member makes for the customer, on the customer's behalf", async () => {
    const { orderId, user } = await placedOrder(app());
    const support = await supportStaff(app());
    const started = await http().post(`/api/support/impersonation/${user.id}`).set(support.auth).expect(200);
    const acting = bearer(sessionFrom(started).token);
    const withdrawn = await http()
      .post(`/api/order-process/orders/${orderId}/cancel`)
      .set(acting)
      .send({ Reason: 'telefonisch widerrufen' })
      .expect(200);
    expect((withdrawn.body as OrderOutput).Events.at(-1)).toMatchObject({ To: 'cancelled', Actor: 'staff' });
    expect(await auditOf(orderId)).toEqual([
      expect.objectContaining({
        actorKind: 'staff',
        actorUserId: support.user.id,
        onBehalfOfUserId: user.id,
        action: 'orders.cancel',
        before: { status: 'placed' },
        after: { status: 'cancelled', reason: 'telefonisch widerrufen' },
      }),
    ]);
  });

  it('rolls the whole transition back when a handler of its event fails', async () => {
    const { orderId, dealerId } = await placedOrder(app());
    const dealer = await dealerStaff(app(), dealerId);
    const emitter = app().get(EventEmitter2);
    const failing = () => Promise.reject(new Error('handler failed'));
    emitter.on('orders.status-changed', failing);
    try {
      await http()
        .post(`/api/dealer/orders/${orderId}/confirm`)
        .set(dealer.auth)
        .send({ DeliveryDate: in5Days() })
        .expect(500);
    } finally {
      emitter.off('orders.status-changed', failing);
    }
    expect(await statusOf(orderId)).toBe('placed');
    expect(await auditOf(orderId)).toEqual([]);
    const history = await db().select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
    expect(history.map((event) => event.toStatus)).toEqual(['placed']);
    const mails = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `order-confirmed:${orderId}`));
    expect(mails).toEqual([]);
  });

  it('tells each caller what it may do next, by status and role', async () => {
    const { orderId, dealerId, auth } = await placedOrder(app());
    const dealer = await dealerStaff(app(), dealerId);
    const allowed = async (path: string, who: { Authorization: string }) =>
      ((await http().get(path).set(who).expect(200)).body as OrderOutput).AllowedActions;
    const asCustomer = () => allowed(`/api/order-process/orders/${orderId}`, auth);
    const asDealer = () => allowed(`/api/dealer/orders/${orderId}`, dealer.auth);

    expect(await asCustomer()).toEqual(['cancel']);
    expect(await asDealer()).toEqual(['confirm', 'decline']);
    const confirmed = await http()
      .post(`/api/dealer/orders/${orderId}/confirm`)
      .set(dealer.auth)
      .send({ DeliveryDate: in5Days() })
      .expect(200);
    expect((confirmed.body as OrderOutput).AllowedActions).toEqual(['deliver']);
    expect(await asCustomer()).toEqual(['cancel']);
    await http()
      .post(`/api/dealer/orders/${orderId}/delivered`)
      .set(dealer.auth)
      .send({ DeliveredAmount: 3000 })
      .expect(200);
    expect(await asDealer()).toEqual([]);
    expect(await asCustomer()).toEqual(['rate']);
    const list = (await http().get('/api/order-process/orders').set(auth).expect(200)).body as OrderOutput[];
    expect(list.map((order) => order.AllowedActions)).toEqual([['rate']]);

    // After the withdrawal period the customer may no longer cancel a placed order; staff still may.
    const late = await placedOrder(app());
    await db()
      .update(orders)
      .set({ placedAt: new Date(Date.now() - 15 * 86_400_000) })
      .where(eq(orders.id, late.orderId));
    expect(await allowed(`/api/order-process/orders/${late.orderId}`, late.auth)).toEqual([]);
    const refused = await http()
      .post(`/api/order-process/orders/${late.orderId}/cancel`)
      .set(late.auth)
      .send({})
      .expect(409);
    expect((refused.body as ErrorResponse).error).toBe('WITHDRAWAL_PERIOD_OVER');
  });

  it('lets one of many parallel moves of an order win; the others are refused and write nothing', async () => {
    const { orderId, dealerId } = await placedOrder(app());
    const dealer = await dealerStaff(app(), dealerId);
    const portal = (action: string, body: object) =>
      http().post(`/api/dealer/orders/${orderId}/${action}`).set(dealer.auth).send(body);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 === 0
          ? portal('confirm', { DeliveryDate: in5Days() })
          : portal('decline', { Reason: 'ausgebucht' }),
      ),
    );

    expect(answers.map((answer) => answer.status).sort((a, b) => a - b)).toEqual([
      200,
      ...Array<number>(19).fill(409),
    ]);
    const won = answers.find((answer) => answer.status === 200)?.body as OrderOutput;
    expect(await statusOf(orderId)).toBe(won.Status);
    const history = await db().select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
    expect(history.map((event) => event.toStatus)).toEqual(['placed', won.Status]);
    expect(await auditOf(orderId)).toHaveLength(1);
    const mails = await db()
      .select({ dedupeKey: mailOutbox.dedupeKey })
      .from(mailOutbox)
      .where(inArray(mailOutbox.dedupeKey, [`order-confirmed:${orderId}`, `order-declined:${orderId}`]));
    expect(mails).toEqual([{ dedupeKey: `order-${won.Status}:${orderId}` }]);

    // Without the HTTP round trips the moves race closely: the order's row lock decides.
    const next = await placedOrder(app());
    const transitions = app().get(OrderTransitions);
    const moves = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        transitions.transition(
          systemContext('parallel-test'),
          next.orderId,
          { name: 'cancel', reason: 'parallel' },
          { role: 'staff' },
        ),
      ),
    );
    expect(moves.filter((move) => move.status === 'fulfilled')).toHaveLength(1);
    const nextHistory = await db().select().from(orderEvents).where(eq(orderEvents.orderId, next.orderId));
    expect(nextHistory.map((event) => event.toStatus)).toEqual(['placed', 'cancelled']);
  });

  it("publishes 'orders.rated' with the stars and the text as data, inside the rating's transaction", async () => {
    const { orderId, dealerId } = await placedOrder(app());
    const dealer = await dealerStaff(app(), dealerId);
    const portal = (action: string, body: object) =>
      http().post(`/api/dealer/orders/${orderId}/${action}`).set(dealer.auth).send(body).expect(200);
    await portal('confirm', { DeliveryDate: in5Days() });
    await portal('delivered', { DeliveredAmount: 2900 });
    const [mail] = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `order-delivered:${orderId}`));
    const token = /bewerten-sie-uns\/([A-Za-z0-9_-]{43})\//.exec(mail?.text ?? '')?.[1] ?? '';

    const published: OrderRated[] = [];
    const listener = (event: OrderRated) => {
      published.push(event);
    };
    const emitter = app().get(EventEmitter2);
    emitter.on('orders.rated', listener);
    try {
      await http()
        .post(`/api/order-rating/${orderId}`)
        .send({ Token: token, Stars: 4, Text: '  Pünktlich, 5 Sterne wären zu viel.  ' })
        .expect(201);
    } finally {
      emitter.off('orders.rated', listener);
    }
    expect(published).toEqual([
      {
        orderId,
        dealerId,
        countryId: 1,
        stars: 4,
        text: 'Pünktlich, 5 Sterne wären zu viel.',
        ratedAt: expect.any(Date) as unknown as Date,
      },
    ]);
    expect(await statusOf(orderId)).toBe('rated');
  });

  it('refuses another dealer, a stranger and a customer in the portal alike (404 or 403), writing nothing', async () => {
    const { orderId, dealerId } = await placedOrder(app());
    const other = await dealerStaff(app(), dealerId === 1 ? 2 : 1);
    const stranger = await orderingCustomer(app());
    await http()
      .post(`/api/dealer/orders/${orderId}/confirm`)
      .set(other.auth)
      .send({ DeliveryDate: in5Days() })
      .expect(404);
    await http().post(`/api/order-process/orders/${orderId}/cancel`).set(stranger.auth).send({}).expect(404);
    await http()
      .post(`/api/dealer/orders/${orderId}/confirm`)
      .set(stranger.auth)
      .send({ DeliveryDate: in5Days() })
      .expect(403);
    // A dealer account linked to no dealer has no portal.
    const unlinked = await createUser(app(), { roles: ['Role_Dealer'] });
    const noDealer = await http()
      .get('/api/dealer/orders')
      .set(bearer((await signIn(app(), unlinked.email)).token))
      .expect(403);
    expect((noDealer.body as ErrorResponse).error).toBe('NO_DEALER');
    expect(await auditOf(orderId)).toEqual([]);
    expect(await statusOf(orderId)).toBe('placed');
  });
});
