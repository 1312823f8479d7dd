import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { errorGroups } from '@fuel/db';
import type { ErrorGroupSort, ErrorGroupStatus, ErrorSource } from '@fuel/domain/errors';
import request from 'supertest';
import { startTestApp, useOwnDatabase } from '../../../../test/test-app.js';
import { DatabaseService } from '../../../core/database/database.service.js';
import type { ErrorResponse } from '../../../core/http/error-response.js';
import { createUser, sessionFor } from '../../accounts/accounts.fixture.js';
import type {
  ErrorGroupDetailsOutput,
  ErrorGroupPageOutput,
  ErrorGroupRowOutput,
  ErrorOccurrencePageOutput,
} from './dto/error-group.output.js';
import { type Auth, insertErrorGroup, insertOccurrences, staffSession } from './support-errors.fixture.js';

type GroupRow = typeof errorGroups.$inferSelect;

const NOT_FOUND_MESSAGE = 'Diese Fehlergruppe gibt es nicht.';
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

/**
 * Issue #15 point 3: the back office's error trace (`errors.manage`, admin only): access, the list, a group's
 * spread and occurrences (resolving: support-error-status.e2e-spec.ts). Groups and occurrences are written
 * straight into the tables (the ingestion has tests of its own). A database of its own, so the list's totals
 * and order are exactly the groups this file made.
 */
describe('support errors', () => {
  const databaseUrl = useOwnDatabase('fuel_errors');
  let app: NestExpressApplication;
  const http = () => request(app.getHttpServer());
  const db = () => app.get(DatabaseService).db;
  let admin: Auth;

  const staff = (roles: string[]) => staffSession(app, roles);
  const search = async (query: Record<string, string | number> = {}) =>
    (await http().get('/api/support/errors').query(query).set(admin).expect(200))
      .body as ErrorGroupPageOutput;
  /** Every row of every page. */
  const allRows = async (query: Record<string, string> = {}) => {
    const first = await search(query);
    const rows = [...first.rows];
    for (let page = 2; page <= first.pageCount; page += 1)
      rows.push(...(await search({ ...query, page })).rows);
    return { rows, total: first.total };
  };
  const setStatus = (groupId: number | string, body: object) =>
    http().put(`/api/support/errors/${groupId}/status`).set(admin).send(body);

  beforeAll(async () => {
    app = await startTestApp({ databaseUrl: databaseUrl() });
    admin = (await staff(['Role_Interaid_Admin'])).auth;
  });
  afterAll(async () => {
    await app.close();
  });

  it('lets admins in and refuses customer support, marketing, customers, guests and anonymous callers', async () => {
    const group = await insertErrorGroup(app);
    const callers = {
      support: (await staff(['Role_Interaid_CustomerSupport'])).auth,
      marketing: (await staff(['Role_Interaid_Marketing'])).auth,
      customer: (await staff([])).auth,
    };
    const guestUser = await createUser(app, { isGuest: true, password: null });
    const guest = { Authorization: `Bearer ${(await sessionFor(app, guestUser)).token}` };
    const calls = [
      () => http().get('/api/support/errors'),
      () => http().get(`/api/support/errors/${group.id}`),
      () => http().get(`/api/support/errors/${group.id}/occurrences`),
      () => http().put(`/api/support/errors/${group.id}/status`).send({ status: 'open' }),
    ];
    for (const call of calls) {
      const seen = {
        anonymous: (await call()).status,
        support: (await call().set(callers.support)).status,
        marketing: (await call().set(callers.marketing)).status,
        customer: (await call().set(callers.customer)).status,
        guest: (await call().set(guest)).status,
        admin: (await call().set(admin)).status,
      };
      expect(seen).toEqual({
        anonymous: 401,
        support: 403,
        marketing: 403,
        customer: 403,
        guest: 403,
        admin: 200,
      });
    }
  });

  describe('the list', () => {
    /** The list's order written out: last seen or count, ties to the newer group. */
    const byLastSeen = (a: GroupRow, b: GroupRow) =>
      b.lastSeenAt.getTime() - a.lastSeenAt.getTime() || b.id - a.id;
    const byCount = (a: GroupRow, b: GroupRow) => b.occurrenceCount - a.occurrenceCount || byLastSeen(a, b);
    const idsOf = (rows: readonly { id: number }[]) => rows.map((row) => row.id);

    beforeAll(async () => {
      // 130 groups: three pages of 50, every source and status, equal counts and equal last-seen times.
      const sources = ['browser', 'api', 'web'] as const;
      const tied = minutesAgo(90);
      await Promise.all(
        Array.from({ length: 130 }, (_, i) =>
          insertErrorGroup(app, {
            source: sources[i % 3],
            status: i % 4 === 0 ? 'resolved' : 'open',
            message: `Fehler ${i}: ${sources[i % 3] === 'browser' ? 'ChunkLoadError' : 'QueryFailedError'}`,
            lastSeenAt: i % 10 === 0 ? tied : minutesAgo(i * 7),
            firstSeenAt: minutesAgo(10_000 + i),
            occurrenceCount: (i * 37) % 11,
          }),
        ),
      );
    });

    it('sorts by last seen (newest first) and by count, ties to the newer group', async () => {
      const stored = await db().select().from(errorGroups);
      const lastSeen = await allRows();
      expect(idsOf(lastSeen.rows)).toEqual(idsOf([...stored].sort(byLastSeen)));
      expect(lastSeen.total).toBe(stored.length);
      const byOccurrences = await allRows({ sort: 'count' });
      expect(idsOf(byOccurrences.rows)).toEqual(idsOf([...stored].sort(byCount)));
      // The fixture's equal counts and equal times are there, so the tie-breaks were exercised.
      expect(new Set(stored.map((group) => group.occurrenceCount)).size).toBeLessThan(stored.length / 5);
    });

    it('filters by status and source, both statuses when none is asked for', async () => {
      const stored = await db().select().from(errorGroups);
      const cases: { status?: ErrorGroupStatus; source?: ErrorSource; sort?: ErrorGroupSort }[] = [
        { status: 'open' },
        { status: 'resolved' },
        { source: 'api' },
        { status: 'resolved', source: 'web', sort: 'count' },
      ];
      for (const query of cases) {
        const expected = stored
          .filter((group) => (query.status ?? group.status) === group.status)
          .filter((group) => (query.source ?? group.source) === group.source)
          .sort(query.sort === 'count' ? byCount : byLastSeen);
        const found = await allRows(query);
        expect({ query, ids: idsOf(found.rows), total: found.total }).toEqual({
          query,
          ids: idsOf(expected),
          total: expected.length,
        });
      }
      const statuses = new Set((await allRows()).rows.map((row) => row.status));
      expect(statuses).toEqual(new Set(['open', 'resolved']));
    });

    it('pages by 50 with total and page count; a page past the end is empty', async () => {
      const total = (await db().select().from(errorGroups)).length;
      const first = await search();
      expect(first).toMatchObject({ page: 1, total, pageCount: Math.ceil(total / 50) });
      expect(first.rows).toHaveLength(50);
      const last = await search({ page: first.pageCount });
      expect(last.rows).toHaveLength(total - (first.pageCount - 1) * 50);
      expect(await search({ page: first.pageCount + 1 })).toEqual({
        rows: [],
        total,
        page: first.pageCount + 1,
        pageCount: first.pageCount,
      });
      // A filter nothing matches still has one (empty) page.
      const none = await search({ status: 'resolved', source: 'api', page: 1000 });
      expect(none.page).toBe(1000);
      expect(none.rows).toEqual([]);
    });

    it('shows a group as the table holds it', async () => {
      const group = await insertErrorGroup(app, {
        source: 'api',
        message: 'QueryFailedError: deadlock detected',
        culprit: 'src/modules/orders/orders.repository.ts in lock',
        lastSeenAt: new Date(Date.now() + 60_000),
        firstSeenAt: new Date('2026-11-20T08:15:00.123Z'),
        occurrenceCount: 42,
      });
      const [row] = (await search({ source: 'api' })).rows;
      expect(row).toEqual({
        id: group.id,
        source: 'api',
        message: 'QueryFailedError: deadlock detected',
        culprit: 'src/modules/orders/orders.repository.ts in lock',
        status: 'open',
        firstSeenAt: '2026-11-20T08:15:00.123Z',
        lastSeenAt: group.lastSeenAt.toISOString(),
        occurrenceCount: 42,
      } satisfies ErrorGroupRowOutput);
    });

    it('refuses unknown filter values and pages out of range in German', async () => {
      const refused = async (query: Record<string, string>, field: string) => {
        const res = await http().get('/api/support/errors').query(query).set(admin).expect(400);
        const body = res.body as ErrorResponse;
        expect(body.error).toBe('VALIDATION_FAILED');
        expect(body.fieldErrors?.map((error) => error.field)).toEqual([field]);
        return body.fieldErrors?.[0]?.messages;
      };
      expect(await refused({ status: 'erledigt' }, 'status')).toEqual([
        'Der Status muss einer dieser Werte sein: open, resolved.',
      ]);
      expect(await refused({ source: 'android' }, 'source')).toEqual([
        'Die Quelle muss einer dieser Werte sein: browser, api, web.',
      ]);
      expect(await refused({ sort: 'firstSeen' }, 'sort')).toEqual([
        'Die Sortierung muss einer dieser Werte sein: lastSeen, count.',
      ]);
      const pageMessage = ['Die Seitenzahl muss eine ganze Zahl von 1 bis 1.000 sein.'];
      expect(await refused({ page: '0' }, 'page')).toEqual(pageMessage);
      expect(await refused({ page: '1001' }, 'page')).toEqual(pageMessage);
      // Not a number: the same one message, not three.
      expect(await refused({ page: 'zwei' }, 'page')).toEqual(pageMessage);
      await http().get('/api/support/errors').query({ status: 'open\u0000' }).set(admin).expect(400);
    });
  });

  describe('a group', () => {
    it('shows its top browsers and URLs (unknown ones left out) and its sites', async () => {
      const group = await insertErrorGroup(app, { occurrenceCount: 40 });
      const browsers = [
        ...Array<string>(6).fill('Chrome 131'),
        ...Array<string>(4).fill('Firefox 133'),
        ...Array<string>(3).fill('Safari 18'),
        ...Array<string>(2).fill('Edge 131'),
        // Ten more, once each: only the first (alphabetically) of the ties makes the top 10.
        ...['Chrome 109', 'Chrome 120', 'Firefox 115', 'Opera 114', 'Samsung Internet 26', 'Safari 17'],
        ...['Chrome Mobile 131', 'Firefox Mobile 133', 'Mobile Safari 18', 'Yandex 24'],
      ];
      await insertOccurrences(app, group.id, [
        ...browsers.map((browser, i) => ({
          browser,
          countryId: ([1, 1, 1, 2, 3] as const)[i % 5],
          url:
            i < 12 ? 'https://www.heizoel24.de/heizoelpreise' : `https://www.heizoel24.de/at/bestellung/${i}`,
        })),
        // Neither browser nor URL nor site known: counted nowhere.
        ...Array.from({ length: 5 }, () => ({ browser: null, url: null, countryId: null })),
      ]);
      const res = await http().get(`/api/support/errors/${group.id}`).set(admin).expect(200);
      const details = res.body as ErrorGroupDetailsOutput;
      expect(details.browsers).toEqual([
        { value: 'Chrome 131', count: 6 },
        { value: 'Firefox 133', count: 4 },
        { value: 'Safari 18', count: 3 },
        { value: 'Edge 131', count: 2 },
        ...[
          'Chrome 109',
          'Chrome 120',
          'Chrome Mobile 131',
          'Firefox 115',
          'Firefox Mobile 133',
          'Mobile Safari 18',
        ].map((value) => ({ value, count: 1 })),
      ]);
      expect(details.urls).toHaveLength(10);
      expect(details.urls[0]).toEqual({ value: 'https://www.heizoel24.de/heizoelpreise', count: 12 });
      expect(details.urls.slice(1).every((url) => url.count === 1)).toBe(true);
      expect(details.sites).toEqual([
        { countryId: 1, count: 15 },
        { countryId: 2, count: 5 },
        { countryId: 3, count: 5 },
      ]);
      expect(details).toMatchObject({
        id: group.id,
        occurrenceCount: 40,
        resolvedAt: null,
        resolvedByName: null,
      });
    });

    it('shows a group without occurrences (all past retention) with empty shares', async () => {
      const group = await insertErrorGroup(app, { source: 'web' });
      const details = (await http().get(`/api/support/errors/${group.id}`).set(admin).expect(200))
        .body as ErrorGroupDetailsOutput;
      expect(details).toMatchObject({ source: 'web', browsers: [], urls: [], sites: [] });
    });

    it('lists its occurrences newest first, 20 a page, following the cursor', async () => {
      const group = await insertErrorGroup(app);
      const other = await insertErrorGroup(app);
      // 45 occurrences; several share a time, so the id decides among them.
      const at = (i: number) => new Date(Date.UTC(2026, 10, 24, 9, 0, Math.floor(i / 3), 123));
      const inserted = await insertOccurrences(
        app,
        group.id,
        Array.from({ length: 45 }, (_, i) => ({ occurredAt: at(i), requestId: `req-${i}` })),
      );
      await insertOccurrences(app, other.id, [{ occurredAt: at(10) }]);
      const pages: ErrorOccurrencePageOutput[] = [];
      let after: string | null = null;
      do {
        const res = await http()
          .get(`/api/support/errors/${group.id}/occurrences`)
          .query(after ? { after } : {})
          .set(admin)
          .expect(200);
        const page = res.body as ErrorOccurrencePageOutput;
        pages.push(page);
        after = page.nextCursor;
      } while (after);
      expect(pages.map((page) => page.rows.length)).toEqual([20, 20, 5]);
      const expected = [...inserted].sort(
        (a, b) => b.occurredAt.getTime() - a.occurredAt.getTime() || b.id - a.id,
      );
      expect(pages.flatMap((page) => page.rows.map((row) => row.id))).toEqual(expected.map((row) => row.id));
      const [newest] = pages[0]?.rows ?? [];
      expect(newest).toMatchObject({
        browser: 'Chrome 131',
        countryId: 1,
        url: 'https://www.heizoel24.de/heizoelpreise',
        requestId: 'req-44',
        httpStatus: null,
        frames: [
          expect.objectContaining({ function: 'handleSubmit', line: 87, mapped: true }),
          expect.objectContaining({ function: null, mapped: false }),
        ],
      });
      expect(newest?.stack).toContain('at handleSubmit');
    });

    it('answers an empty page for a group without occurrences, and refuses a malformed cursor in German', async () => {
      const group = await insertErrorGroup(app);
      const path = `/api/support/errors/${group.id}/occurrences`;
      expect((await http().get(path).set(admin).expect(200)).body).toEqual({ rows: [], nextCursor: null });
      for (const after of [
        'abc',
        '2026-11-24T09:00:00Z_1',
        '2026-11-24T09:00:00.000000Z_x',
        "1' or '1'='1",
      ]) {
        const res = await http().get(path).query({ after }).set(admin).expect(400);
        expect((res.body as ErrorResponse).fieldErrors).toEqual([
          { field: 'after', messages: ['Der Seitenzeiger ist ungültig.'] },
        ]);
      }
    });

    it('answers 404 in German for unknown and malformed ids on every call, 400 for a NUL byte', async () => {
      const calls = (id: string) => [
        http().get(`/api/support/errors/${id}`).set(admin),
        http().get(`/api/support/errors/${id}/occurrences`).set(admin),
        setStatus(id, { status: 'resolved' }),
      ];
      for (const id of [
        '987654321',
        '0',
        '-1',
        '1.5',
        'abc',
        '2147483648',
        '99999999999',
        'x'.repeat(5000),
      ]) {
        for (const res of await Promise.all(calls(id))) {
          expect({
            id: id.slice(0, 20),
            status: res.status,
            message: (res.body as ErrorResponse).message,
          }).toEqual({
            id: id.slice(0, 20),
            status: 404,
            message: NOT_FOUND_MESSAGE,
          });
        }
      }
      for (const res of await Promise.all(calls('12%00'))) expect(res.status).toBe(400);
    });
  });
});
