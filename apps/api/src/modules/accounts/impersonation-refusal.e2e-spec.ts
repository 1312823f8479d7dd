import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { and, asc, eq } from 'drizzle-orm';
import { impersonationLog } from '@fuel/db';
import request from 'supertest';
import { startTestApp } from '../../../test/test-app.js';
import { DatabaseService } from '../../core/database/database.service.js';
import { createUser, sessionFrom, signIn } from './accounts.fixture.js';

/** Issue #10 point 9: calls refused to an impersonation token are in the impersonation log too. */
describe('impersonation log of refused calls', () => {
  let app: NestExpressApplication;
  const http = () => request(app.getHttpServer());
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const actionsOf = async (staffId: number, customerId: number) =>
    (
      await app
        .get(DatabaseService)
        .db.select({ action: impersonationLog.action })
        .from(impersonationLog)
        .where(
          and(eq(impersonationLog.staffUserId, staffId), eq(impersonationLog.customerUserId, customerId)),
        )
        .orderBy(asc(impersonationLog.id))
    ).map((row) => row.action);
  /** The refusal is written once the answer is sent: wait for it (bounded). */
  async function eventually(check: () => Promise<boolean>): Promise<void> {
    for (let i = 0; i < 40 && !(await check()); i++) await new Promise((r) => setTimeout(r, 25));
  }

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('writes guard, validation and handler refusals with their status, beside the allowed calls', async () => {
    const support = await createUser(app, { roles: ['Role_Interaid_CustomerSupport'] });
    const customer = await createUser(app);
    const staff = await signIn(app, support.email);
    const acting = sessionFrom(
      await http().post(`/api/support/impersonation/${customer.id}`).set(bearer(staff.token)).expect(200),
    );

    // Guard: the impersonation token holds the customer's roles, not support's.
    await http().post(`/api/support/users/${customer.id}/lock`).set(bearer(acting.token)).expect(403);
    // Validation.
    await http()
      .post('/api/jwt/kunde/set/favourite')
      .set(bearer(acting.token))
      .send({ UserId: 'x', State: true })
      .expect(400);
    // The handler refuses (credentials stay the customer's).
    await http()
      .post('/api/account/kennwort-aendern')
      .set(bearer(acting.token))
      .send({ NewPassword: 'Uebernahme-Versuch-1' })
      .expect(403);
    await http().get('/api/common/address').set(bearer(acting.token)).expect(200);

    const expected = [
      `refused 403: POST /api/support/users/${customer.id}/lock`,
      'refused 400: POST /api/jwt/kunde/set/favourite',
      'refused 403: POST /api/account/kennwort-aendern',
    ];
    await eventually(async () => {
      const actions = await actionsOf(support.id, customer.id);
      return expected.every((action) => actions.includes(action));
    });
    const actions = await actionsOf(support.id, customer.id);
    expect(actions).toEqual(expect.arrayContaining([...expected, 'GET /api/common/address']));
    expect(actions.filter((action) => action.startsWith('refused'))).toHaveLength(3);
  });

  it('writes a call refused because the impersonation has ended', async () => {
    const support = await createUser(app, { roles: ['Role_Interaid_CustomerSupport'] });
    const customer = await createUser(app);
    const staff = await signIn(app, support.email);
    const acting = sessionFrom(
      await http().post(`/api/support/impersonation/${customer.id}`).set(bearer(staff.token)).expect(200),
    );
    await http().post('/api/support/impersonation/ende').set(bearer(acting.token)).expect(200);
    await http().get('/api/jwt/kunde/hat-bestellungen').set(bearer(acting.token)).expect(401);
    const refusal = 'refused 401: GET /api/jwt/kunde/hat-bestellungen';
    await eventually(async () => (await actionsOf(support.id, customer.id)).includes(refusal));
    expect(await actionsOf(support.id, customer.id)).toContain(refusal);
  });
});
