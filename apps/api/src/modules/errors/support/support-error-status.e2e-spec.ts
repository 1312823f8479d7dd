import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { and, eq } from 'drizzle-orm';
import { auditEvents, errorGroups } from '@fuel/db';
import request from 'supertest';
import { startTestApp, useOwnDatabase } from '../../../../test/test-app.js';
import { DatabaseService } from '../../../core/database/database.service.js';
import type { ErrorResponse } from '../../../core/http/error-response.js';
import type { ErrorGroupDetailsOutput, ErrorGroupRowOutput } from './dto/error-group.output.js';
import { type Auth, insertErrorGroup, staffSession } from './support-errors.fixture.js';
import { SupportErrorsService } from './support-errors.service.js';

/**
 * Issue #15 point 3: marking an error group resolved or open again (audited, idempotent, serialised by the
 * row lock) and the dashboard's new groups. A database of its own, so the 24-hour window sees only this
 * file's groups.
 */
describe('support errors: status and new groups', () => {
  const databaseUrl = useOwnDatabase('fuel_error_status');
  let app: NestExpressApplication;
  const http = () => request(app.getHttpServer());
  const db = () => app.get(DatabaseService).db;
  let admin: Auth;
  let adminUserId: number;

  const setStatus = (groupId: number, body: unknown) =>
    http()
      .put(`/api/support/errors/${groupId}/status`)
      .set(admin)
      .send(body as object);
  const auditOf = (groupId: number) =>
    db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, 'error_group'), eq(auditEvents.entityId, String(groupId))))
      .orderBy(auditEvents.id);

  beforeAll(async () => {
    app = await startTestApp({ databaseUrl: databaseUrl() });
    const signedIn = await staffSession(app, ['Role_Interaid_Admin']);
    admin = signedIn.auth;
    adminUserId = signedIn.userId;
  });
  afterAll(async () => {
    await app.close();
  });

  describe('resolving', () => {
    it('resolves with who and when, reopens clearing both, each audited', async () => {
      const group = await insertErrorGroup(app, { occurrenceCount: 3 });
      const resolved = await setStatus(group.id, { status: 'resolved' }).expect(200);
      expect(resolved.body).toMatchObject({ id: group.id, status: 'resolved', occurrenceCount: 3 });
      const details = (await http().get(`/api/support/errors/${group.id}`).set(admin).expect(200))
        .body as ErrorGroupDetailsOutput;
      expect(details).toMatchObject({ status: 'resolved', resolvedByName: 'Erika Mustermann' });
      expect(Date.now() - Date.parse(details.resolvedAt ?? '')).toBeLessThan(60_000);
      const [stored] = await db().select().from(errorGroups).where(eq(errorGroups.id, group.id));
      expect(stored?.resolvedBy).toBe(adminUserId);

      const reopened = await setStatus(group.id, { status: 'open' }).expect(200);
      expect(reopened.body).toMatchObject({ id: group.id, status: 'open' });
      const [cleared] = await db().select().from(errorGroups).where(eq(errorGroups.id, group.id));
      expect(cleared).toMatchObject({ status: 'open', resolvedAt: null, resolvedBy: null });

      expect(await auditOf(group.id)).toEqual([
        expect.objectContaining({
          action: 'errors.resolve',
          actorKind: 'staff',
          actorUserId: adminUserId,
          before: { status: 'open' },
          after: { status: 'resolved' },
        }),
        expect.objectContaining({
          action: 'errors.reopen',
          actorUserId: adminUserId,
          before: { status: 'resolved' },
          after: { status: 'open' },
        }),
      ]);
    });

    it('changes nothing when the group already has the status: resolving twice is one audit event', async () => {
      const group = await insertErrorGroup(app);
      await setStatus(group.id, { status: 'resolved' }).expect(200);
      const [first] = await db().select().from(errorGroups).where(eq(errorGroups.id, group.id));
      const again = await setStatus(group.id, { status: 'resolved' }).expect(200);
      expect(again.body).toMatchObject({ status: 'resolved' });
      const [second] = await db().select().from(errorGroups).where(eq(errorGroups.id, group.id));
      expect(second?.resolvedAt).toEqual(first?.resolvedAt);
      expect((await auditOf(group.id)).map((event) => event.action)).toEqual(['errors.resolve']);
      // Reopening an open group records nothing either.
      const open = await insertErrorGroup(app);
      await setStatus(open.id, { status: 'open' }).expect(200);
      expect(await auditOf(open.id)).toEqual([]);
    });

    it('serialises 20 parallel resolves: all answer resolved, one audit event', async () => {
      const group = await insertErrorGroup(app);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => setStatus(group.id, { status: 'resolved' })),
      );
      expect(answers.map((res) => [res.status, (res.body as ErrorGroupRowOutput).status])).toEqual(
        Array(20).fill([200, 'resolved']),
      );
      expect((await auditOf(group.id)).map((event) => event.action)).toEqual(['errors.resolve']);
    });

    it('refuses a status that is none, in German, and bodies that are not one', async () => {
      const group = await insertErrorGroup(app);
      for (const body of [
        { status: 'erledigt' },
        {},
        { status: ['resolved'] },
        { status: { $ne: 'open' } },
      ]) {
        const res = await setStatus(group.id, body).expect(400);
        expect((res.body as ErrorResponse).fieldErrors).toEqual([
          { field: 'status', messages: ['Der Status muss einer dieser Werte sein: open, resolved.'] },
        ]);
      }
      await setStatus(group.id, { status: 'resolved\u0000' }).expect(400);
      let nested: unknown = 'resolved';
      for (let depth = 0; depth < 5_000; depth += 1) nested = { status: nested };
      await setStatus(group.id, nested).expect(400);
      await setStatus(group.id, { status: 'resolved', note: 'x'.repeat(2_000_000) }).expect(413);
      const [stored] = await db().select().from(errorGroups).where(eq(errorGroups.id, group.id));
      expect(stored?.status).toBe('open');
      expect(await auditOf(group.id)).toEqual([]);
    });
  });

  describe("the dashboard's new groups", () => {
    it('counts groups first seen in the 24 hours before now and shows the newest five', async () => {
      const now = new Date('2001-03-15T12:00:00.000Z');
      const at = (ms: number) => new Date(now.getTime() + ms);
      const hour = 60 * 60 * 1000;
      const seeds = [-24 * hour, -24 * hour + 1, -20 * hour, -5 * hour, -hour, -60_000, -1, 0, 1, 30 * hour];
      const groups = await Promise.all(
        seeds.map((ms) => insertErrorGroup(app, { firstSeenAt: at(ms), lastSeenAt: at(ms) })),
      );
      const within = groups.filter(
        (_, i) => seeds[i] !== undefined && seeds[i] > -24 * hour && seeds[i] <= 0,
      );
      const result = await app.get(SupportErrorsService).newGroups(now);
      expect(result.count).toBe(within.length);
      expect(result.latest.map((group) => group.id)).toEqual(
        within
          .slice()
          .reverse()
          .slice(0, 5)
          .map((group) => group.id),
      );
    });
  });
});
