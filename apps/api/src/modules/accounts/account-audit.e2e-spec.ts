import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { asc, eq } from 'drizzle-orm';
import { auditEvents } from '@fuel/db';
import request from 'supertest';
import { startTestApp } from '../../../test/test-app.js';
import { DatabaseService } from '../../core/database/database.service.js';
import { createUser, sessionFrom, signIn } from './accounts.fixture.js';
import type { PersonalDataInput } from './dto/update-personal-data.input.js';

/** Issue #11 point 2: staff and impersonated changes to an account leave audit rows; a customer's own leave none. */
describe('audit of account changes', () => {
  let app: NestExpressApplication;
  const http = () => request(app.getHttpServer());
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const auditOf = (userId: number) =>
    app
      .get(DatabaseService)
      .db.select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, String(userId)))
      .orderBy(asc(auditEvents.id));
  const personalData = (lastName: string) =>
    ({ Title1: 'Frau', FirstName: 'Erika', LastName: lastName }) satisfies PersonalDataInput;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('a lock and an unlock by support are audited with the staff member as actor', async () => {
    const support = await createUser(app, { roles: ['Role_Interaid_CustomerSupport'] });
    const customer = await createUser(app);
    const staff = await signIn(app, support.email);
    await http().post(`/api/support/users/${customer.id}/lock`).set(bearer(staff.token)).expect(200);
    await http().post(`/api/support/users/${customer.id}/unlock`).set(bearer(staff.token)).expect(200);

    const rows = await auditOf(customer.id);
    expect(rows).toEqual([
      expect.objectContaining({
        actorKind: 'staff',
        actorUserId: support.id,
        onBehalfOfUserId: null,
        action: 'users.lock',
        entityType: 'user',
        before: { locked: false },
        after: { locked: true },
      }),
      expect.objectContaining({
        actorKind: 'staff',
        actorUserId: support.id,
        action: 'users.unlock',
        before: { locked: true },
        after: { locked: false },
      }),
    ]);
    expect(rows[0]?.requestId).toEqual(expect.any(String));
  });

  it('a refused lock writes nothing', async () => {
    const support = await signIn(
      app,
      (await createUser(app, { roles: ['Role_Interaid_CustomerSupport'] })).email,
    );
    const editor = await createUser(app, { roles: ['Role_Interaid_Editor'] });
    await http().post(`/api/support/users/${editor.id}/lock`).set(bearer(support.token)).expect(403);
    expect(await auditOf(editor.id)).toEqual([]);
  });

  it('an impersonated change names the staff member as actor and the customer as on behalf of; the customer’s own change leaves no row', async () => {
    const support = await createUser(app, { roles: ['Role_Interaid_CustomerSupport'] });
    const customer = await createUser(app);
    const own = await signIn(app, customer.email);
    await http()
      .put('/api/account/persoenliche-daten')
      .set(bearer(own.token))
      .send(personalData('Selbst'))
      .expect(200);
    expect(await auditOf(customer.id)).toEqual([]);

    const staff = await signIn(app, support.email);
    const acting = sessionFrom(
      await http().post(`/api/support/impersonation/${customer.id}`).set(bearer(staff.token)).expect(200),
    );
    await http()
      .put('/api/account/persoenliche-daten')
      .set(bearer(acting.token))
      .send(personalData('Vertreten'))
      .expect(200);
    await http().post('/api/support/impersonation/ende').set(bearer(acting.token)).expect(200);

    const rows = await auditOf(customer.id);
    expect(rows.map((row) => row.action)).toEqual([
      'users.impersonate',
      'account.update-personal-data',
      'users.end-impersonation',
    ]);
    expect(rows[0]).toMatchObject({ actorKind: 'staff', actorUserId: support.id, onBehalfOfUserId: null });
    expect(rows[1]).toMatchObject({
      actorKind: 'staff',
      actorUserId: support.id,
      onBehalfOfUserId: customer.id,
      entityType: 'user',
      before: { lastName: 'Selbst' },
      after: { lastName: 'Vertreten' },
    });
    expect(rows[2]).toMatchObject({
      actorKind: 'staff',
      actorUserId: support.id,
      onBehalfOfUserId: customer.id,
    });
  });
});
