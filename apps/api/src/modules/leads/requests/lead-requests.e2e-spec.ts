import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { and, eq, inArray } from 'drizzle-orm';
import { auditEvents, leads } from '@fuel/db';
import { LEAD_CONSENT_TEXTS, LEAD_CONSENT_VERSION } from '@fuel/domain/leads';
import request from 'supertest';
import { useSeededTestApp } from '../../../../test/test-app.js';
import { DatabaseService } from '../../../core/database/database.service.js';
import type { ErrorResponse } from '../../../core/http/error-response.js';
import { randomClientAddress, randomEmail } from '../../accounts/accounts.fixture.js';
import { sha256 } from '../../accounts/index.js';
import {
  LEAD_PARTNER,
  type LeadPartner,
  LeadPartnerUnavailable,
  SANDBOX_LEAD_PARTNER_ZIP_CODES,
} from '../partner/lead-partner.js';
import type { LeadRequestCreatedOutput } from './dto/lead-request.output.js';
import {
  confirmLead,
  confirmTokenOf,
  consumptionGuideId,
  guideAnswers,
  leadForm,
  leadMailOf,
  leadRow,
  postLead,
  submittedLead,
} from './lead-requests.fixture.js';
import { LeadRequestsRepository } from './lead-requests.repository.js';
import { MAX_TRANSFER_ATTEMPTS, TRANSFER_LEASE_SECONDS } from './lead-transfer.policy.js';
import { LeadRetentionJob } from './lead-retention.job.js';
import { LeadTransferService } from './lead-transfer.service.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const later = (ms: number) => new Date(Date.now() + ms);
const sandboxReference = (leadId: string) => `SANDBOX-LEAD-${sha256(leadId).slice(0, 12).toUpperCase()}`;

/**
 * Issue #14 point 6: the lead form, its double opt-in and the transfer outbox, on PostgreSQL and Redis.
 * Only this file runs the transfer job, so the leads' transfer states here are this file's doing.
 */
describe('lead requests', () => {
  const app = useSeededTestApp();
  const db = () => app().get(DatabaseService).db;
  const transfers = () => app().get(LeadTransferService);
  const partner = () => app().get<LeadPartner>(LEAD_PARTNER);
  let guideId: number;

  beforeAll(async () => {
    guideId = await consumptionGuideId(app());
  });

  /** The partner's transfer calls for one lead while `work` runs. */
  async function transferCallsOf(leadId: string, work: () => Promise<unknown>): Promise<number> {
    const spy = jest.spyOn(partner(), 'transfer');
    try {
      await work();
      return spy.mock.calls.filter(([lead]) => lead.id === leadId).length;
    } finally {
      spy.mockRestore();
    }
  }

  it('stores the lead with the consent as shown, mails the link, confirms once and transfers it once', async () => {
    const form = leadForm();
    const res = await postLead(app(), guideId, form).expect(201);
    const { LeadId } = res.body as LeadRequestCreatedOutput;
    expect(res.body).toEqual({ LeadId, Confirmed: false });

    const mail = await leadMailOf(app(), LeadId);
    expect(mail).toMatchObject({ to: form.Email, template: 'lead-confirm', site: 'de', status: 'pending' });
    expect(mail.subject).toBe('Bitte bestätigen Sie Ihre Anfrage zur Heizungsmodernisierung');
    expect(mail.text).toContain('Sehr geehrte Frau Mustermann,');
    expect(mail.text).toContain('Erreichbar: Nachmittags (12–17 Uhr)');
    expect(mail.text).toMatch(/Anfrage bestätigen: http:\/\/localhost:3000\/leads\/bestaetigen\?token=/);
    const token = confirmTokenOf(mail.text);

    const stored = await leadRow(app(), LeadId);
    expect(stored).toMatchObject({
      guideId,
      countryId: 1,
      salutation: 'Frau',
      firstName: 'Erika',
      lastName: 'Mustermann',
      email: form.Email,
      phone: '+49 89 1234567',
      zipCode: '80331',
      preferredContactTime: 'nachmittags',
      message: 'Bitte rufen Sie nach 15 Uhr an.',
      answers: { ...guideAnswers(), hotWaterByOil: true },
      consentText: LEAD_CONSENT_TEXTS[LEAD_CONSENT_VERSION],
      consentVersion: LEAD_CONSENT_VERSION,
      confirmTokenHash: sha256(token),
      confirmedAt: null,
      transferStatus: 'unconfirmed',
      transferAttempts: 0,
    });
    expect(Math.abs(stored.consentedAt.getTime() - Date.now())).toBeLessThan(MINUTE);
    // The server's own comparison of the answers, as the compare call answers it.
    const compared = await request(app().getHttpServer())
      .post(`/api/leads/${guideId}/compare?countryId=1`)
      .set('X-Forwarded-For', randomClientAddress())
      .send(guideAnswers())
      .expect(200);
    expect(stored.result).toEqual(compared.body);

    // Unconfirmed: the job leaves it alone.
    await transfers().transferDue();
    expect((await leadRow(app(), LeadId)).transferStatus).toBe('unconfirmed');

    expect((await confirmLead(app(), token).expect(200)).body).toEqual({ Confirmed: true });
    const confirmed = await leadRow(app(), LeadId);
    expect(confirmed).toMatchObject({ transferStatus: 'pending', transferAttempts: 0 });
    expect(confirmed.confirmedAt).toEqual(confirmed.nextTransferAt);

    const calls = await transferCallsOf(LeadId, async () => {
      await transfers().transferDue();
      await confirmLead(app(), token).expect(200, { Confirmed: true });
      await transfers().transferDue(later(MINUTE));
    });
    expect(calls).toBe(1);
    const sent = await leadRow(app(), LeadId);
    expect(sent).toMatchObject({
      transferStatus: 'sent',
      transferAttempts: 1,
      partnerReference: sandboxReference(LeadId),
      nextTransferAt: null,
      lastTransferError: null,
    });
    expect(sent.transferredAt).not.toBeNull();
  });

  it('links to the site of the request (at) and answers its postal codes', async () => {
    const { leadId, token } = await submittedLead(app(), guideId, { ZipCode: '1010' }, 2);
    const mail = await leadMailOf(app(), leadId);
    expect(mail.site).toBe('at');
    expect(mail.text).toContain(`http://localhost:3000/at/leads/bestaetigen?token=${token}`);
    expect(mail.text).toContain('beim Heizöl-Marktplatz Österreich');
  });

  it('answers a repeat with the same key and body like the first, and refuses the key for another body', async () => {
    const form = leadForm();
    const key = `lead-repeat-${Date.now()}`;
    const address = randomClientAddress();
    const first = await postLead(app(), guideId, form, { key, address }).expect(201);
    const again = await postLead(app(), guideId, form, { key, address }).expect(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();

    const other = await postLead(
      app(),
      guideId,
      { ...form, Phone: '+49 30 7654321' },
      { key, address },
    ).expect(422);
    expect(other.body as ErrorResponse).toMatchObject({
      error: 'IDEMPOTENCY_KEY_REUSED',
      message: expect.stringContaining('mit anderen Angaben') as unknown as string,
    });
    expect(await db().select().from(leads).where(eq(leads.idempotencyKey, key))).toHaveLength(1);
    await leadMailOf(app(), (first.body as LeadRequestCreatedOutput).LeadId);
  });

  it('stores one lead and one mail for 50 parallel submits with one key', async () => {
    const form = leadForm();
    const key = `lead-burst-${Date.now()}`;
    const address = randomClientAddress();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => postLead(app(), guideId, form, { key, address })),
    );
    const statuses = new Set(answers.map((res) => res.status));
    // The limits count the burst's attempts before any lead exists: the rest wait (429), none fails.
    expect([...statuses].every((status) => status === 201 || status === 429)).toBe(true);
    const created = answers.filter((res) => res.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    const bodies = new Set(created.map((res) => JSON.stringify(res.body)));
    expect(bodies.size).toBe(1);
    const stored = await db().select().from(leads).where(eq(leads.idempotencyKey, key));
    expect(stored).toHaveLength(1);
    expect((created[0]?.body as LeadRequestCreatedOutput).LeadId).toBe(stored[0]?.id);
    await leadMailOf(app(), stored[0]?.id ?? '');
    // Once stored, the repeat is answered without spending an attempt.
    await postLead(app(), guideId, form, { key, address }).expect(201);
  });

  it('transfers once however many confirmations arrive together', async () => {
    const { leadId, token } = await submittedLead(app(), guideId);
    const calls = await transferCallsOf(leadId, async () => {
      const answers = await Promise.all(Array.from({ length: 50 }, () => confirmLead(app(), token)));
      expect(answers.map((res) => res.status)).toEqual(Array.from({ length: 50 }, () => 200));
      await Promise.all([transfers().transferDue(), transfers().transferDue()]);
      await transfers().transferDue(later(MINUTE));
    });
    expect(calls).toBe(1);
    expect(await leadRow(app(), leadId)).toMatchObject({ transferStatus: 'sent', transferAttempts: 1 });
  });

  it('retries a failed transfer after its back-off and then sends it', async () => {
    const { leadId, token } = await submittedLead(app(), guideId);
    await confirmLead(app(), token).expect(200);
    const real = partner().transfer.bind(partner());
    let failed = false;
    const spy = jest.spyOn(partner(), 'transfer').mockImplementation((lead) => {
      if (lead.id !== leadId || failed) return real(lead);
      failed = true;
      return Promise.reject(new LeadPartnerUnavailable('partner answered 502'));
    });
    try {
      const start = new Date();
      await transfers().transferDue(start);
      const retried = await leadRow(app(), leadId);
      expect(retried).toMatchObject({
        transferStatus: 'pending',
        transferAttempts: 1,
        lastTransferError: 'lead partner: partner answered 502',
      });
      expect(retried.nextTransferAt?.getTime()).toBe(start.getTime() + MINUTE);

      // Not before its time.
      await transfers().transferDue(new Date(start.getTime() + 30_000));
      expect(await leadRow(app(), leadId)).toMatchObject({ transferStatus: 'pending', transferAttempts: 1 });

      await transfers().transferDue(new Date(start.getTime() + MINUTE + 1_000));
      expect(await leadRow(app(), leadId)).toMatchObject({
        transferStatus: 'sent',
        transferAttempts: 2,
        partnerReference: sandboxReference(leadId),
      });
      expect(spy.mock.calls.filter(([lead]) => lead.id === leadId)).toHaveLength(2);
    } finally {
      spy.mockRestore();
    }
  });

  it('gives a lead up after the last failed attempt: failed, audited without personal data, never sent', async () => {
    const zipCode = SANDBOX_LEAD_PARTNER_ZIP_CODES.transferFails;
    const { leadId, token, form } = await submittedLead(app(), guideId, {
      ZipCode: zipCode,
      Answers: guideAnswers(zipCode),
    });
    await confirmLead(app(), token).expect(200);
    for (let attempt = 1; attempt <= MAX_TRANSFER_ATTEMPTS; attempt += 1) {
      const due = (await leadRow(app(), leadId)).nextTransferAt;
      expect(due).not.toBeNull();
      await transfers().transferDue(new Date((due?.getTime() ?? 0) + 1_000));
      expect((await leadRow(app(), leadId)).transferAttempts).toBe(attempt);
    }
    const given = await leadRow(app(), leadId);
    expect(given).toMatchObject({ transferStatus: 'failed', nextTransferAt: null, partnerReference: null });
    expect(given.lastTransferError).toBe('lead partner: sandbox transfer failure');

    const audited = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'leads.transfer-fail'), eq(auditEvents.entityId, leadId)));
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({
      actorKind: 'system',
      entityType: 'lead',
      after: { transferStatus: 'failed', attempts: MAX_TRANSFER_ATTEMPTS },
    });
    const logged = JSON.stringify(audited[0]);
    for (const personal of [form.Email, form.LastName, form.Phone]) expect(logged).not.toContain(personal);
    // Failed for good: later runs leave it.
    await transfers().transferDue(later(24 * 60 * MINUTE));
    expect((await leadRow(app(), leadId)).transferAttempts).toBe(MAX_TRANSFER_ATTEMPTS);
  });

  it("sends a lead again once a crashed worker's lease has run out, and ignores that worker's late answer", async () => {
    const { leadId, token } = await submittedLead(app(), guideId);
    await confirmLead(app(), token).expect(200);
    const start = new Date();
    const leaseUntil = new Date(start.getTime() + TRANSFER_LEASE_SECONDS * 1000);
    // A worker claims it and dies before the partner's answer is recorded.
    const claims = await app().get(LeadRequestsRepository).claimDueTransfers(start, leaseUntil, 50);
    const crashed = claims.find((claim) => claim.lead.id === leadId);
    expect(crashed).toBeDefined();
    expect(await leadRow(app(), leadId)).toMatchObject({ transferStatus: 'sending', transferAttempts: 1 });

    const calls = await transferCallsOf(leadId, async () => {
      // Still leased: nobody else takes it.
      await transfers().transferDue(new Date(start.getTime() + 10_000));
      expect((await leadRow(app(), leadId)).transferStatus).toBe('sending');
      await transfers().transferDue(new Date(leaseUntil.getTime() + 1_000));
    });
    expect(calls).toBe(1);
    expect(await leadRow(app(), leadId)).toMatchObject({
      transferStatus: 'sent',
      transferAttempts: 2,
      partnerReference: sandboxReference(leadId),
    });
    if (crashed) {
      const repository = app().get(LeadRequestsRepository);
      expect(await repository.markTransferred(crashed, 'STALE', new Date())).toBe(false);
      expect(await repository.markTransferFailed(crashed, 'stale', null)).toBe(false);
    }
    expect((await leadRow(app(), leadId)).partnerReference).toBe(sandboxReference(leadId));
  });

  it('refuses a postal code the partner does not serve (409) and answers 503 when it cannot be asked', async () => {
    const refusals: [string, number, 1 | 3, number, string][] = [
      ['unserved DE code', 409, 1, 0, SANDBOX_LEAD_PARTNER_ZIP_CODES.unserved[1]?.[0] ?? ''],
      ['a site outside the coverage (ch)', 409, 3, 0, '8001'],
      ['the check fails', 503, 1, 0, SANDBOX_LEAD_PARTNER_ZIP_CODES.checkFails],
    ];
    for (const [name, status, countryId, , zipCode] of refusals) {
      const key = `lead-refused-${zipCode}-${Date.now()}`;
      const res = await postLead(
        app(),
        guideId,
        leadForm({ ZipCode: zipCode, Answers: guideAnswers(zipCode) }),
        { key, countryId },
      );
      expect({ name, status: res.status }).toEqual({ name, status });
      const body = res.body as ErrorResponse;
      expect(body.error).toBe(status === 409 ? 'PARTNER_NOT_SERVING' : 'PARTNER_UNAVAILABLE');
      expect(body.message).toMatch(/Modernisierungspartner/);
      expect(await db().select().from(leads).where(eq(leads.idempotencyKey, key))).toHaveLength(0);
    }
  });

  it('refuses every invalid field with a German message naming it, and stores nothing', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['no first name', { FirstName: '' }, 'FirstName'],
      ['a blank last name', { LastName: '   ' }, 'LastName'],
      ['an over-long first name', { FirstName: 'E'.repeat(101) }, 'FirstName'],
      ['a malformed e-mail', { Email: 'erika@' }, 'Email'],
      ['an over-long e-mail', { Email: `${'e'.repeat(250)}@example.com` }, 'Email'],
      ['a malformed phone number', { Phone: 'anrufen bitte' }, 'Phone'],
      ['no phone number', { Phone: undefined }, 'Phone'],
      ['a postal code of another site', { ZipCode: '1010' }, 'ZipCode'],
      ['a postal code that does not exist', { ZipCode: '00000' }, 'ZipCode'],
      ['an unknown contact time', { PreferredContactTime: 'morgens' }, 'PreferredContactTime'],
      ['an unknown salutation', { Salutation: 'Dr.' }, 'Salutation'],
      ['an over-long message', { Message: 'x'.repeat(2001) }, 'Message'],
      ['consent refused', { Consent: false }, 'Consent'],
      ['consent missing', { Consent: undefined }, 'Consent'],
      ['consent as text', { Consent: 'true' }, 'Consent'],
      ['an unknown consent version', { ConsentVersion: '1999-01' }, 'ConsentVersion'],
      ['no answers', { Answers: undefined }, 'Answers'],
      ['answers as a list', { Answers: [1, 2] }, 'Answers'],
      ['an answer out of range', { Answers: { ...guideAnswers(), livingSpace: 5 } }, 'Answers.livingSpace'],
      [
        'an unanswered question',
        { Answers: { ...guideAnswers(), residents: undefined } },
        'Answers.residents',
      ],
      ['an unknown answer', { Answers: { ...guideAnswers(), pool: true } }, 'Answers.pool'],
      ['a nested answer', { Answers: { ...guideAnswers(), tankSize: { litres: 3000 } } }, 'Answers.tankSize'],
      ['a field the form does not have', { Result: { Rating: 'sparsam' } }, 'Result'],
    ];
    const failures: string[] = [];
    for (const [name, change, field] of cases) {
      const key = `lead-invalid-${Date.now()}-${failures.length}-${field.length}`;
      const res = await postLead(app(), guideId, { ...leadForm(), ...change }, { key });
      const body = res.body as ErrorResponse;
      const fields = (body.fieldErrors ?? []).map((error) => error.field);
      const messages = (body.fieldErrors ?? []).flatMap((error) => error.messages).join(' ');
      if (res.status !== 400 || !fields.includes(field) || /\b(must|should|property)\b/i.test(messages)) {
        failures.push(`${name}: ${res.status} ${JSON.stringify(body)}`);
      }
      if ((await db().select().from(leads).where(eq(leads.idempotencyKey, key))).length > 0) {
        failures.push(`${name}: stored`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses a missing or malformed Idempotency-Key, an unknown guide and a missing site', async () => {
    const http = () => request(app().getHttpServer());
    const noKey = await http()
      .post(`/api/leads/${guideId}/requests?countryId=1`)
      .set('X-Forwarded-For', randomClientAddress())
      .send(leadForm())
      .expect(400);
    expect((noKey.body as ErrorResponse).fieldErrors?.[0]?.field).toBe('Idempotency-Key');
    const shortKey = await postLead(app(), guideId, leadForm(), { key: 'kurz' }).expect(400);
    expect((shortKey.body as ErrorResponse).message).toBe(
      'Der Idempotency-Key muss aus 8 bis 100 Buchstaben, Ziffern, - oder _ bestehen.',
    );
    for (const unknown of ['987654321', 'abc', '1e3', '-1']) {
      const res = await postLead(app(), unknown, leadForm()).expect(404);
      expect((res.body as ErrorResponse).message).toBe('Diesen Ratgeber gibt es nicht.');
    }
    const noSite = await http()
      .post(`/api/leads/${guideId}/requests`)
      .set('Idempotency-Key', `lead-nosite-${Date.now()}`)
      .send(leadForm())
      .expect(400);
    expect((noSite.body as ErrorResponse).fieldErrors?.[0]?.field).toBe('countryId');
    await postLead(app(), guideId, leadForm(), { countryId: 9 as 1 }).expect(400);
  });

  it('refuses a NUL byte, deeply nested JSON and an oversize body before storing anything', async () => {
    const nul = await postLead(app(), guideId, leadForm({ FirstName: 'Eri\u0000ka' })).expect(400);
    expect((nul.body as ErrorResponse).message).toMatch(/[äöüÄÖÜß]|Zeichen|ungültig/);
    let nested: unknown = 1;
    for (let depth = 0; depth < 200; depth += 1) nested = { a: nested };
    await postLead(app(), guideId, { ...leadForm(), Answers: nested }).expect(400);
    const oversize = await postLead(app(), guideId, { ...leadForm(), Message: 'x'.repeat(1_100_000) });
    expect(oversize.status).toBe(413);
    await postLead(app(), guideId, { ...leadForm(), Message: 'x'.repeat(100_000) }).expect(400);
  });

  it('limits new leads per e-mail address and per client address (429 with Retry-After)', async () => {
    const email = randomEmail('lead-limit');
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await postLead(app(), guideId, leadForm({ Email: email })).expect(201);
    }
    const perEmail = await postLead(app(), guideId, leadForm({ Email: email.toUpperCase() })).expect(429);
    expect(perEmail.headers['retry-after']).toMatch(/^\d+$/);
    expect((perEmail.body as ErrorResponse).error).toBe('TOO_MANY_REQUESTS');

    const address = randomClientAddress();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await postLead(app(), guideId, leadForm(), { address }).expect(201);
    }
    await postLead(app(), guideId, leadForm(), { address }).expect(429);
  });

  it('counts every lead request against the comparison limits before comparing, so a flood stops at 30 per address', async () => {
    const address = randomClientAddress();
    // Answers the comparison refuses: each request is work for the guide's validation, none stores a lead.
    const refused = { ...leadForm(), Answers: { livingSpace: 'viel' } };
    const answers = [];
    for (let attempt = 0; attempt < 31; attempt += 1) {
      answers.push((await postLead(app(), guideId, refused, { address })).status);
    }
    expect(answers.slice(0, 30).every((status) => status === 400)).toBe(true);
    expect(answers[30]).toBe(429);
  });

  it('deletes requests never confirmed 30 days after they were sent, audited without the data; confirmed ones stay', async () => {
    const unconfirmed = await submittedLead(app(), guideId);
    const confirmed = await submittedLead(app(), guideId);
    await confirmLead(app(), confirmed.token).expect(200);
    // Only these two are moved back in time: other files' fresh leads share the database.
    const sentDaysAgo = (days: number) =>
      db()
        .update(leads)
        .set({ createdAt: later(-days * DAY) })
        .where(inArray(leads.id, [unconfirmed.leadId, confirmed.leadId]));
    const retention = app().get(LeadRetentionJob);

    await sentDaysAgo(29);
    expect(await retention.deleteUnconfirmed()).not.toContain(unconfirmed.leadId);
    await sentDaysAgo(31);
    const [first, second] = await Promise.all([retention.deleteUnconfirmed(), retention.deleteUnconfirmed()]);
    expect([...first, ...second].filter((id) => id === unconfirmed.leadId)).toHaveLength(1);
    expect([...first, ...second]).not.toContain(confirmed.leadId);
    expect(await db().select().from(leads).where(eq(leads.id, unconfirmed.leadId))).toEqual([]);
    expect(await leadRow(app(), confirmed.leadId)).toMatchObject({ transferStatus: 'pending' });

    const audits = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'leads.expire'), eq(auditEvents.entityId, unconfirmed.leadId)));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorKind: 'system', after: null });
    expect(Object.keys(audits[0]?.before ?? {}).sort()).toEqual(['countryId', 'createdAt']);
  });

  describe('confirmation link', () => {
    it('answers an unknown or malformed token with a German 404', async () => {
      for (const token of ['A'.repeat(43), 'abc', '../../etc/passwd', '']) {
        const res = await confirmLead(app(), token).expect(404);
        expect(res.body as ErrorResponse).toMatchObject({
          error: 'TOKEN_INVALID',
          message: 'Dieser Bestätigungslink ist ungültig.',
        });
      }
      await confirmLead(app(), undefined).expect(400);
      await confirmLead(app(), 12).expect(400);
      await confirmLead(app(), 'x'.repeat(101)).expect(400);
      await confirmLead(app(), `${'A'.repeat(20)}\u0000`).expect(400);
    });

    it('refuses a link older than 7 days (410) and then leaves the lead unconfirmed', async () => {
      const { leadId, token } = await submittedLead(app(), guideId);
      await db()
        .update(leads)
        .set({ createdAt: new Date(Date.now() - 8 * 24 * 60 * MINUTE) })
        .where(eq(leads.id, leadId));
      const res = await confirmLead(app(), token).expect(410);
      expect(res.body as ErrorResponse).toMatchObject({ error: 'TOKEN_EXPIRED' });
      expect((res.body as ErrorResponse).message).toContain('abgelaufen');
      expect(await leadRow(app(), leadId)).toMatchObject({
        confirmedAt: null,
        transferStatus: 'unconfirmed',
      });
    });
  });
});
