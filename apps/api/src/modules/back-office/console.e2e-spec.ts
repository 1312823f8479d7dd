import { describe, expect, it } from '@jest/globals';
import { orders } from '@fuel/db';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { useSeededTestApp } from '../../../test/test-app.js';
import { DatabaseService } from '../../core/database/database.service.js';
import type { ErrorResponse } from '../../core/http/error-response.js';
import { createUser, randomClientAddress, sessionFrom, TEST_PASSWORD } from '../accounts/accounts.fixture.js';
import { insertErrorGroup } from '../errors/support/support-errors.fixture.js';
import { placedOrder } from '../orders/orders.fixture.js';
import type { BackOfficePermissionsOutput, DashboardOutput } from './dto/console.output.js';

describe('back-office console', () => {
  // Seeded: the orders placed below need the demo market's offers.
  const app = useSeededTestApp();
  const http = () => request(app().getHttpServer());
  const staff = async (role: string) => {
    const user = await createUser(app(), { roles: [`Role_Interaid_${role}`] });
    const res = await http()
      .post('/api/account/jwt/anmelden')
      .set('X-Forwarded-For', randomClientAddress())
      .send({ UserName: user.email, Password: TEST_PASSWORD })
      .expect(200);
    return {
      user,
      token: sessionFrom(res).token,
      redirectUrl: (res.body as { redirectUrl: unknown }).redirectUrl,
    };
  };
  const get = (path: string, token: string) =>
    http().get(`/api/support/console/${path}`).set('Authorization', `Bearer ${token}`);

  it('sends staff to the back office after signing in', async () => {
    expect((await staff('Editor')).redirectUrl).toBe('/support');
    expect((await staff('Admin')).redirectUrl).toBe('/support');
  });

  it('tells each role its permissions (every account is also a customer: its own account)', async () => {
    const editor = await staff('Editor');
    const res = await get('permissions', editor.token).expect(200);
    expect((res.body as BackOfficePermissionsOutput).permissions).toEqual([
      'account.manage',
      'backoffice.view',
      'content.manage',
    ]);
  });

  it('shows an editor no figures, no orders and no audit events', async () => {
    const editor = await staff('Editor');
    const res = await get('dashboard', editor.token).expect(200);
    expect(res.body).toEqual({
      today: null,
      waitingForDealer: null,
      openCancellations: null,
      latestAuditEvents: null,
      newErrorGroups: null,
    });
  });

  it("shows support today's figures of every site, the waiting orders and the newest audit events", async () => {
    const support = await staff('CustomerSupport');
    const customer = await createUser(app());
    await http()
      .post(`/api/support/users/${customer.id}/lock`)
      .set('Authorization', `Bearer ${support.token}`)
      .expect(200);
    const body = (await get('dashboard', support.token).expect(200)).body as DashboardOutput;
    expect(body.today?.map((site) => site.countryId)).toEqual([1, 2, 3]);
    expect(body.openCancellations).toEqual(expect.any(Number));
    // The error trace is admin's (errors.manage).
    expect(body.newErrorGroups).toBeNull();
    // Other test files write audit rows at the same time: the lock is among the newest, not always first.
    expect(body.latestAuditEvents).toContainEqual(
      expect.objectContaining({
        action: 'users.lock',
        entityId: String(customer.id),
        actorUserId: support.user.id,
      }),
    );
  });

  it('shows admins the error groups first seen in the last 24 hours, the newest five of them', async () => {
    const admin = await staff('Admin');
    const fresh = await insertErrorGroup(app(), {
      message: 'ChunkLoadError: Loading chunk <n> failed.',
      culprit: 'app/root.tsx in ErrorBoundary',
    });
    const old = await insertErrorGroup(app(), {
      firstSeenAt: new Date(Date.now() - 25 * 60 * 60 * 1000),
      lastSeenAt: new Date(),
    });
    const section = ((await get('dashboard', admin.token).expect(200)).body as DashboardOutput)
      .newErrorGroups;
    expect(section?.count).toBeGreaterThanOrEqual(1);
    const latest = section?.latest ?? [];
    expect(latest.length).toBeLessThanOrEqual(5);
    expect(latest.map((group) => group.id)).not.toContain(old.id);
    // Other test files may report errors meanwhile: the fresh group is shown unless five newer ones are.
    const newerThanFresh = latest.filter((group) => group.firstSeenAt >= fresh.firstSeenAt.toISOString());
    if (newerThanFresh.length < 5) {
      expect(latest).toContainEqual(
        expect.objectContaining({
          id: fresh.id,
          source: 'browser',
          message: 'ChunkLoadError: Loading chunk <n> failed.',
          culprit: 'app/root.tsx in ErrorBoundary',
          status: 'open',
          occurrenceCount: 1,
        }),
      );
    }
    const firstSeen = latest.map((group) => group.firstSeenAt);
    expect(firstSeen).toEqual([...firstSeen].sort().reverse());
  });

  it("counts an order placed now in today's figures and lists one its dealer left unconfirmed for days", async () => {
    const support = await staff('CustomerSupport');
    const dashboard = async () => (await get('dashboard', support.token).expect(200)).body as DashboardOutput;
    const germanyOf = (body: DashboardOutput) => body.today?.find((site) => site.countryId === 1);
    const before = await dashboard();
    const fresh = await placedOrder(app());
    const waiting = await placedOrder(app());
    // Older than any order other tests write, so it is among the oldest shown.
    await app()
      .get(DatabaseService)
      .db.update(orders)
      .set({ placedAt: new Date('1999-01-04T09:00:00Z') })
      .where(eq(orders.id, waiting.orderId));
    const [freshRow] = await app()
      .get(DatabaseService)
      .db.select()
      .from(orders)
      .where(eq(orders.id, fresh.orderId));
    const after = await dashboard();

    // Parallel test files place orders too: at least these, never fewer.
    expect(germanyOf(after)?.orders).toBeGreaterThanOrEqual((germanyOf(before)?.orders ?? 0) + 1);
    expect(germanyOf(after)?.revenue).toBeGreaterThanOrEqual(
      (germanyOf(before)?.revenue ?? 0) + (freshRow?.grossTotal ?? Infinity),
    );
    expect(after.waitingForDealer?.oldest).toContainEqual(
      expect.objectContaining({ orderId: waiting.orderId, placedAt: '1999-01-04T09:00:00.000Z' }),
    );
    expect(after.waitingForDealer?.oldest.map((order) => order.orderId)).not.toContain(fresh.orderId);
    expect(after.waitingForDealer?.count).toBeGreaterThanOrEqual(1);
  });

  it("refuses a signed-out token, and staff acting as a customer (their token holds the customer's roles)", async () => {
    const support = await staff('CustomerSupport');
    await http()
      .post('/api/account/jwt/abmelden')
      .set('Authorization', `Bearer ${support.token}`)
      .expect(200);
    const revoked = await get('dashboard', support.token).expect(401);
    expect((revoked.body as ErrorResponse).error).toBe('UNAUTHORIZED');

    const acting = await staff('CustomerSupport');
    const customer = await createUser(app());
    const started = await http()
      .post(`/api/support/impersonation/${customer.id}`)
      .set('Authorization', `Bearer ${acting.token}`)
      .expect(200);
    const asCustomer = (started.body as { token: string }).token;
    await get('permissions', asCustomer).expect(403);
    await get('dashboard', asCustomer).expect(403);
  });

  it('answers 50 parallel dashboard calls alike', async () => {
    const admin = await staff('Admin');
    const answers = await Promise.all(Array.from({ length: 50 }, () => get('dashboard', admin.token)));
    expect(answers.map((res) => res.status)).toEqual(Array(50).fill(200));
    expect(
      new Set(
        answers.map((res) => JSON.stringify((res.body as DashboardOutput).today?.map((s) => s.countryId))),
      ),
    ).toEqual(new Set(['[1,2,3]']));
  });
});
