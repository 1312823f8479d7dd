import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import { auditEvents } from '@fuel/db';
import { LEAD_CONSENT_TEXTS, LEAD_CONSENT_VERSION } from '@fuel/domain/leads';
import request from 'supertest';
import { useSeededTestApp } from '../../../../test/test-app.js';
import { DatabaseService } from '../../../core/database/database.service.js';
import type { ErrorResponse } from '../../../core/http/error-response.js';
import { cookieHeader, createDealer, createUser, signIn } from '../../accounts/accounts.fixture.js';
import { AUTH_COOKIES } from '../../../core/auth/auth-cookies.js';
import {
  confirmLead,
  consumptionGuideId,
  guideAnswers,
  submittedLead,
} from '../requests/lead-requests.fixture.js';
import type {
  SupportLeadDetailsOutput,
  SupportLeadPageOutput,
  SupportLeadRowOutput,
} from './dto/support-lead.output.js';

type Auth = { Authorization: string };

/** The sites' calendar day (the list's `from`/`to`), as the back office picks it. */
const siteToday = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(new Date());

/**
 * Issue #14 point 6: the back office's leads (Marketing, `leads.manage`): list, details, deletion on request
 * and export. The leads are made through the lead form; this file never runs the transfer job (the requests
 * spec does), so it looks only at states that job leaves alone.
 */
describe('support leads', () => {
  const app = useSeededTestApp();
  const http = () => request(app().getHttpServer());
  const db = () => app().get(DatabaseService).db;
  let guideId: number;
  let marketing: { userId: number; auth: Auth };
  let admin: Auth;

  const staff = async (roles: string[], dealerId: number | null = null) => {
    const user = await createUser(app(), { roles, dealerId });
    const session = await signIn(app(), user.email);
    return { userId: user.id, auth: { Authorization: `Bearer ${session.token}` }, session };
  };
  const list = async (auth: Auth, query: Record<string, string | number>) =>
    (await http().get('/api/support/leads').query(query).set(auth).expect(200)).body as SupportLeadPageOutput;
  /** Every row of every page, following nextCursor. */
  const allRows = async (auth: Auth, query: Record<string, string | number>) => {
    const rows: SupportLeadRowOutput[] = [];
    let after: string | null = null;
    do {
      const page = await list(auth, after ? { ...query, after } : query);
      expect(page.rows.length).toBeLessThanOrEqual(50);
      if (page.nextCursor) expect(page.rows).toHaveLength(50);
      rows.push(...page.rows);
      after = page.nextCursor;
    } while (after);
    return rows;
  };
  const exportCsv = (auth: Auth, query: Record<string, string | number>) =>
    http()
      .get('/api/support/leads/export')
      .query(query)
      .set(auth)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });

  beforeAll(async () => {
    guideId = await consumptionGuideId(app());
    const signedIn = await staff(['Role_Interaid_Marketing']);
    marketing = { userId: signedIn.userId, auth: signedIn.auth };
    admin = (await staff(['Role_Interaid_Admin'])).auth;
  });

  it('lets Marketing and admins in and refuses support, customers, dealers and anonymous callers', async () => {
    const { leadId } = await submittedLead(app(), guideId);
    const support = (await staff(['Role_Interaid_CustomerSupport'])).auth;
    const customer = (await staff([])).auth;
    const dealer = (await staff(['Role_Dealer'], await createDealer(app()))).auth;
    const calls = [
      () => http().get('/api/support/leads'),
      () => http().get(`/api/support/leads/${leadId}`),
      () => http().get(`/api/support/leads/export?from=${siteToday()}&to=${siteToday()}`),
      () => http().delete(`/api/support/leads/${randomUUID()}`),
    ];
    const outcomes: string[] = [];
    for (const [index, call] of calls.entries()) {
      const seen = {
        anonymous: (await call()).status,
        support: (await call().set(support)).status,
        customer: (await call().set(customer)).status,
        dealer: (await call().set(dealer)).status,
        marketing: (await call().set(marketing.auth)).status,
        admin: (await call().set(admin)).status,
      };
      const expected = { anonymous: 401, support: 403, customer: 403, dealer: 403 };
      outcomes.push(
        JSON.stringify({ index, ...expected, marketing: seen.marketing, admin: seen.admin }) ===
          JSON.stringify({ index, ...seen })
          ? 'ok'
          : `${index}: ${JSON.stringify(seen)}`,
      );
      expect([200, 404]).toContain(seen.marketing);
      expect(seen.admin).toBe(seen.marketing);
    }
    expect(outcomes).toEqual(calls.map(() => 'ok'));
  });

  it('refuses a signed-out (revoked) session', async () => {
    const signedIn = await staff(['Role_Interaid_Marketing']);
    await http().get('/api/support/leads').set(signedIn.auth).expect(200);
    await http()
      .post('/api/account/jwt/abmelden')
      .set(signedIn.auth)
      .set('Cookie', cookieHeader({ [AUTH_COOKIES.refresh]: signedIn.session.refreshToken }))
      .expect(200);
    await http().get('/api/support/leads').set(signedIn.auth).expect(401);
  });

  it('lists leads newest first by period, site and status, 50 a page, without answers', async () => {
    // 52 leads on the at site, so its list has a second page.
    const made: string[] = [];
    for (let index = 0; index < 52; index += 1) {
      const { leadId } = await submittedLead(
        app(),
        guideId,
        { ZipCode: '1010', Answers: guideAnswers('1010'), LastName: `Lead-${index}` },
        2,
      );
      made.push(leadId);
    }
    const confirmed = made[0] ?? '';
    const { token } = await submittedLead(
      app(),
      guideId,
      { ZipCode: '1010', Answers: guideAnswers('1010') },
      2,
    );
    await confirmLead(app(), token).expect(200);

    const today = siteToday();
    const rows = await allRows(marketing.auth, { countryId: 2, from: today, to: today });
    const ids = rows.map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of made) expect(ids).toContain(id);
    expect(rows.every((row) => row.countryId === 2)).toBe(true);
    const times = rows.map((row) => row.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    // Newest first: the last made comes before the first.
    expect(ids.indexOf(made[51] ?? '')).toBeLessThan(ids.indexOf(made[0] ?? ''));

    const first = rows.find((row) => row.id === made[0]);
    expect(first).toMatchObject({
      countryId: 2,
      salutation: 'Frau',
      firstName: 'Erika',
      lastName: 'Lead-0',
      zipCode: '1010',
      preferredContactTime: 'nachmittags',
      confirmedAt: null,
      transferStatus: 'unconfirmed',
      transferAttempts: 0,
      transferredAt: null,
    });
    // The rating the stored result gives, without the result itself.
    const firstDetails = (
      await http()
        .get(`/api/support/leads/${made[0] ?? ''}`)
        .set(marketing.auth)
        .expect(200)
    ).body as SupportLeadDetailsOutput;
    expect(first?.rating).toBe(firstDetails.result.rating);
    expect(Object.keys(first ?? {})).not.toEqual(expect.arrayContaining(['answers']));
    expect(Object.keys(first ?? {})).not.toEqual(expect.arrayContaining(['result']));

    const unconfirmed = await allRows(marketing.auth, { countryId: 2, status: 'unconfirmed', from: today });
    expect(unconfirmed.every((row) => row.transferStatus === 'unconfirmed')).toBe(true);
    expect(unconfirmed.map((row) => row.id)).toContain(confirmed);
    const withConfirmed = rows.filter((row) => row.confirmedAt !== null);
    expect(withConfirmed.length).toBeGreaterThanOrEqual(1);
    for (const row of withConfirmed) expect(unconfirmed.map((entry) => entry.id)).not.toContain(row.id);

    expect(
      (await list(marketing.auth, { countryId: 1, from: today, to: today })).rows.map((r) => r.id),
    ).not.toContain(made[0]);
    expect(
      (await list(marketing.auth, { countryId: 2, to: '2026-01-01' })).rows.map((r) => r.id),
    ).not.toContain(made[0]);
  });

  it('refuses bad filters with German messages', async () => {
    const bad: [Record<string, string>, string][] = [
      [{ from: '2026-02-31' }, 'from'],
      [{ to: 'gestern' }, 'to'],
      [{ from: '2026-11-30', to: '2026-11-01' }, 'to'],
      [{ countryId: '9' }, 'countryId'],
      [{ status: 'lost' }, 'status'],
      [{ after: '2026-11-24T05:33:48.123456Z_42' }, 'after'],
      [{ after: 'x' }, 'after'],
      [{ unknown: '1' }, 'unknown'],
    ];
    for (const [query, field] of bad) {
      const res = await http().get('/api/support/leads').query(query).set(marketing.auth).expect(400);
      const body = res.body as ErrorResponse;
      expect({ query, fields: body.fieldErrors?.map((e) => e.field) }).toEqual({
        query,
        fields: expect.arrayContaining([field]) as unknown as string[],
      });
      expect(body.message).not.toMatch(/\b(must|should)\b/);
    }
  });

  it('shows one lead with its answers, result, consent as shown and transfer state', async () => {
    const { leadId, form } = await submittedLead(app(), guideId, { Message: null, Salutation: null });
    const res = await http().get(`/api/support/leads/${leadId}`).set(marketing.auth).expect(200);
    const details = res.body as SupportLeadDetailsOutput;
    expect(details).toMatchObject({
      id: leadId,
      guideId,
      countryId: 1,
      salutation: null,
      email: form.Email,
      message: null,
      answers: guideAnswers(),
      consentText: LEAD_CONSENT_TEXTS[LEAD_CONSENT_VERSION],
      consentVersion: LEAD_CONSENT_VERSION,
      transferStatus: 'unconfirmed',
      nextTransferAt: null,
      lastTransferError: null,
      partnerReference: null,
    });
    expect(Object.keys(details.result).sort()).toEqual(
      ['consumptionLitres', 'kwhPerSquareMetre', 'percentile', 'rating', 'savingToMedianLitres'].sort(),
    );
    expect(details.result.consumptionLitres).toBe(2600);
    expect(Date.parse(details.consentedAt)).not.toBeNaN();

    for (const id of [randomUUID(), 'abc', '987654321', `${leadId}x`]) {
      const missing = await http().get(`/api/support/leads/${id}`).set(marketing.auth).expect(404);
      expect((missing.body as ErrorResponse).message).toBe('Diese Anfrage gibt es nicht (mehr).');
    }
  });

  it('deletes a lead on request and audits who, when, which and where, without the personal data', async () => {
    const { leadId, form } = await submittedLead(app(), guideId);
    await http().delete(`/api/support/leads/${leadId}`).set(marketing.auth).expect(204);
    await http().get(`/api/support/leads/${leadId}`).set(marketing.auth).expect(404);
    await http().delete(`/api/support/leads/${leadId}`).set(marketing.auth).expect(404);
    await http().delete('/api/support/leads/kein-lead').set(marketing.auth).expect(404);

    const audited = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'leads.delete'), eq(auditEvents.entityId, leadId)));
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({
      actorKind: 'staff',
      actorUserId: marketing.userId,
      entityType: 'lead',
      before: { countryId: 1, transferStatus: 'unconfirmed' },
    });
    const logged = JSON.stringify(audited[0]);
    for (const personal of [form.Email, form.LastName, form.FirstName, form.Phone]) {
      expect(logged).not.toContain(personal);
    }
    // The link of a deleted lead leads nowhere.
    const rows = (await list(marketing.auth, { from: siteToday() })).rows.map((row) => row.id);
    expect(rows).not.toContain(leadId);
  });

  it('exports the period as CSV for German Excel: BOM, semicolons, RFC 4180 quoting, no formulas; audited', async () => {
    const { leadId } = await submittedLead(app(), guideId, {
      FirstName: '=HYPERLINK("http://x")',
      LastName: 'Müller; Söhne',
      Message: 'Erste Zeile\nzweite "Zeile"',
      Salutation: 'Herr',
    });
    const today = siteToday();
    const res = await exportCsv(admin, { from: today, to: today, countryId: 1 }).expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="leads-${today}-${today}.csv"`);
    const text = (res.body as Buffer).toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [header] = text.slice(1).split('\r\n');
    expect(header).toBe(
      'Eingegangen am;Land;Anrede;Vorname;Nachname;E-Mail;Telefon;PLZ;Erreichbar;Nachricht;Verbrauch l/Jahr;kWh/m² und Jahr;Einstufung;Einwilligung (Fassung);Eingewilligt am;Bestätigt am;Übermittlung;Partner-Referenz;Lead-ID',
    );
    const record = text.slice(text.indexOf(`;Deutschland;Herr;"'=HYPERLINK(""http://x"")"`) - 17);
    expect(record).toMatch(
      /^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2};Deutschland;Herr;"'=HYPERLINK\(""http:\/\/x""\)";"Müller; Söhne";lead-[^;]+;'\+49 89 1234567;80331;Nachmittags \(12–17 Uhr\);"Erste Zeile\nzweite ""Zeile""";2600;\d+(,\d{2})?;[a-zäöü]+;[\d-]+;\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2};;Nicht bestätigt;;/,
    );
    // The record ends with its lead id; a phone number's leading + is text, not a formula, to Excel.
    expect(record.split('\r\n')[0]?.endsWith(leadId)).toBe(true);

    const atOnly = (await exportCsv(admin, { from: today, to: today, countryId: 2 }).expect(200))
      .body as Buffer;
    expect(atOnly.toString('utf8')).not.toContain(leadId);

    const audited = await db().select().from(auditEvents).where(eq(auditEvents.action, 'leads.export'));
    expect(audited.some((event) => event.after?.['countryId'] === 1 && event.after['from'] === today)).toBe(
      true,
    );

    await exportCsv(marketing.auth, { to: today }).expect(400);
    await exportCsv(marketing.auth, { from: today, to: '2026-01-01' }).expect(400);
  });
});
