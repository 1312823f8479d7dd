import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { and, asc, eq } from 'drizzle-orm';
import { impersonationLog } from '@fuel/db';
import request from 'supertest';
import { startTestApp } from '../../../test/test-app.js';
import { DatabaseService } from '../../core/database/database.service.js';
import type { ErrorResponse } from '../../core/http/error-response.js';
import { claimsOf, createUser, sessionFrom, signIn } from './accounts.fixture.js';
import type { AccountSessionOutput } from './dto/account.output.js';
import type { SignInOutput, SignOutOutput } from './dto/session.output.js';

describe('impersonation', () => {
  let app: NestExpressApplication;
  const http = () => request(app.getHttpServer());
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const logOf = (staffId: number, customerId: number) =>
    app
      .get(DatabaseService)
      .db.select({ action: impersonationLog.action })
      .from(impersonationLog)
      .where(and(eq(impersonationLog.staffUserId, staffId), eq(impersonationLog.customerUserId, customerId)))
      .orderBy(asc(impersonationLog.id));

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('support acts as a customer: flagged token, every request logged, ending returns the staff session', async () => {
    const support = await createUser(app, { roles: ['Role_Interaid_CustomerSupport'] });
    const customer = await createUser(app);
    const staff = await signIn(app, support.email);

    const started = await http()
      .post(`/api/support/impersonation/${customer.id}`)
      .set(bearer(staff.token))
      .expect(200);
    const acting = sessionFrom(started);
    expect(claimsOf((started.body as SignInOutput).token as string)).toMatchObject({
      id: customer.id,
      isImpersonated: true,
      impersonatorId: support.id,
    });

    const me = await http().get('/api/account/me').set(bearer(acting.token)).expect(200);
    expect(me.body as AccountSessionOutput).toMatchObject({
      ShowSupportInfo: true,
      OperatingSupportData: { StaffUserId: support.id },
      User: { Id: customer.id },
    });
    await http().get('/api/common/address').set(bearer(acting.token)).expect(200);
    // Credentials stay the customer's own.
    const refused = await http()
      .post('/api/account/kennwort-aendern')
      .set(bearer(acting.token))
      .send({ NewPassword: 'Uebernahme-Versuch-1' })
      .expect(403);
    expect((refused.body as ErrorResponse).error).toBe('IMPERSONATION_FORBIDDEN');

    const ended = await http().post('/api/support/impersonation/ende').set(bearer(acting.token)).expect(200);
    expect(claimsOf((ended.body as SignInOutput).token as string)).toMatchObject({
      id: support.id,
      isImpersonated: false,
    });
    const actions = (await logOf(support.id, customer.id)).map((r) => r.action);
    // The refusal is written once its answer is sent (impersonation-refusal.e2e-spec), so its place may vary.
    expect(actions.filter((action) => !action.startsWith('refused'))).toEqual([
      'impersonation started',
      'GET /api/account/me',
      'GET /api/common/address',
      'POST /api/account/kennwort-aendern',
      'POST /api/support/impersonation/ende',
      'impersonation ended',
    ]);
    expect(actions).toContain('refused 403: POST /api/account/kennwort-aendern');
    // The impersonation session is over.
    await http().post('/api/support/impersonation/ende').set(bearer(acting.token)).expect(401);
  });

  it('signing out of an impersonation switches back to the staff user', async () => {
    const admin = await createUser(app, { roles: ['Role_Interaid_Admin'] });
    const customer = await createUser(app);
    const staff = await signIn(app, admin.email);
    const acting = sessionFrom(
      await http().post(`/api/support/impersonation/${customer.id}`).set(bearer(staff.token)).expect(200),
    );
    const res = await http().post('/api/account/jwt/abmelden').set(bearer(acting.token)).expect(200);
    expect(res.body).toEqual({ Success: true, UserSwitched: true } satisfies SignOutOutput);
    expect(claimsOf(sessionFrom(res).token)['id']).toBe(admin.id);
  });

  it('is for customer support and admins only, and never targets staff', async () => {
    const customer = await createUser(app);
    const other = await createUser(app);
    const editor = await createUser(app, { roles: ['Role_Interaid_Editor'] });
    const support = await signIn(
      app,
      (await createUser(app, { roles: ['Role_Interaid_CustomerSupport'] })).email,
    );
    await http().post(`/api/support/impersonation/${other.id}`).expect(401);
    const asCustomer = await signIn(app, customer.email);
    await http().post(`/api/support/impersonation/${other.id}`).set(bearer(asCustomer.token)).expect(403);
    await http().post(`/api/support/impersonation/${editor.id}`).set(bearer(support.token)).expect(403);
    await http().post('/api/support/impersonation/2000000000').set(bearer(support.token)).expect(404);
    const bad = await http().post('/api/support/impersonation/abc').set(bearer(support.token)).expect(400);
    expect((bad.body as ErrorResponse).fieldErrors?.[0]?.field).toBe('userId');
    const notActing = await http()
      .post('/api/support/impersonation/ende')
      .set(bearer(support.token))
      .expect(409);
    expect((notActing.body as ErrorResponse).error).toBe('NOT_IMPERSONATING');
  });
});
