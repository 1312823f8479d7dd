import { afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { asc, eq } from 'drizzle-orm';
import { postalCodes } from '@fuel/db';
import request from 'supertest';
import { useSeededTestApp } from '../../../test/test-app.js';
import { DatabaseService } from '../../core/database/database.service.js';
import type { ErrorResponse } from '../../core/http/error-response.js';
import { randomClientAddress } from '../accounts/accounts.fixture.js';
import type { PartnerAvailabilityOutput } from './partner/dto/partner-availability.output.js';
import {
  LEAD_PARTNER,
  type LeadPartner,
  SANDBOX_LEAD_PARTNER_ZIP_CODES as SANDBOX,
} from './partner/lead-partner.js';

describe('GET /api/enwego/is-available', () => {
  const testApp = useSeededTestApp();
  let app: NestExpressApplication;
  const isAvailable = (query: Record<string, string | number>) =>
    request(app.getHttpServer()).get('/api/enwego/is-available').query(query);
  const answer = async (query: Record<string, string | number>) =>
    (await isAvailable(query).expect(200)).body as PartnerAvailabilityOutput;

  beforeAll(() => {
    app = testApp();
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('tells where the sandbox partner serves (DE and AT, not CH nor its documented codes)', async () => {
    const res = await isAvailable({ countryId: 1, zipCode: '80331' }).expect(200);
    expect(res.body).toEqual({ IsSuccess: true, Payload: true });
    expect(res.headers['cache-control']).toBe('public, max-age=120');
    expect(await answer({ countryId: 2, zipCode: '1010' })).toEqual({ IsSuccess: true, Payload: true });
    expect(await answer({ countryId: 3, zipCode: '8001' })).toEqual({ IsSuccess: true, Payload: false });
    expect(await answer({ countryId: 1, zipCode: '99998' })).toEqual({ IsSuccess: true, Payload: false });
    expect(await answer({ countryId: 2, zipCode: '9992' })).toEqual({ IsSuccess: true, Payload: false });
  });

  it('asks the partner once per site and postal code in 120 s', async () => {
    const partner = app.get<LeadPartner>(LEAD_PARTNER);
    const asked = jest.spyOn(partner, 'isAvailable');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => answer({ countryId: 1, zipCode: '10115' })),
    );
    await answer({ countryId: 1, zipCode: '10115' });
    await answer({ countryId: 2, zipCode: '5020' });
    expect(new Set(answers.map((a) => JSON.stringify(a)))).toEqual(
      new Set([JSON.stringify({ IsSuccess: true, Payload: true })]),
    );
    // The parallel first calls may each miss the cache; the later one is served from it.
    const berlin = asked.mock.calls.filter(([, zipCode]) => zipCode === '10115').length;
    expect(berlin).toBeGreaterThanOrEqual(1);
    expect(berlin).toBeLessThanOrEqual(5);
    expect(asked.mock.calls.filter(([, zipCode]) => zipCode === '5020')).toHaveLength(1);
    await answer({ countryId: 2, zipCode: '5020' });
    expect(asked.mock.calls.filter(([, zipCode]) => zipCode === '5020')).toHaveLength(1);
  });

  it('asks nobody about a postal code that does not exist', async () => {
    const asked = jest.spyOn(app.get<LeadPartner>(LEAD_PARTNER), 'isAvailable');
    expect(await answer({ countryId: 1, zipCode: '00001' })).toEqual({ IsSuccess: true, Payload: false });
    expect(await answer({ countryId: 3, zipCode: '0001' })).toEqual({ IsSuccess: true, Payload: false });
    expect(asked).not.toHaveBeenCalled();
  });

  it('limits the questions that reach the partner per client address (429 with Retry-After)', async () => {
    // Saxony's codes (01…): no other test asks about them, so each is a question to the partner.
    const codes = await app
      .get(DatabaseService)
      .db.selectDistinct({ zipCode: postalCodes.zipCode })
      .from(postalCodes)
      .where(eq(postalCodes.countryId, 1))
      .orderBy(asc(postalCodes.zipCode))
      .limit(31);
    const address = randomClientAddress();
    const statuses: number[] = [];
    for (const { zipCode } of codes) {
      const res = await isAvailable({ countryId: 1, zipCode }).set('X-Forwarded-For', address);
      statuses.push(res.status);
      if (res.status === 429) expect(res.headers['retry-after']).toMatch(/^\d+$/);
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
    // An answer already known costs the partner nothing and is still given.
    const known = await isAvailable({ countryId: 1, zipCode: codes[0]?.zipCode ?? '' }).set(
      'X-Forwarded-For',
      address,
    );
    expect(known.status).toBe(200);
  });

  it('gives no data for a failed check, logs it, and asks again next time', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const failing = { countryId: 1, zipCode: SANDBOX.checkFails };
    const first = await isAvailable(failing).expect(200);
    expect(first.body).toEqual({ IsSuccess: false, Payload: null });
    // Nobody keeps a failure, the browser neither.
    expect(first.headers['cache-control']).toBe('no-store');
    expect(await answer(failing)).toEqual({ IsSuccess: false, Payload: null });
    const logged = warn.mock.calls.map(([message]) => String(message));
    expect(logged.filter((message) => message.includes('availability check failed'))).toHaveLength(2);
    expect(logged.join(' ')).not.toMatch(/key|secret|password/i);
  });

  it.each([
    ['no site', { zipCode: '80331' }, 'countryId'],
    ['site 4', { countryId: 4, zipCode: '80331' }, 'countryId'],
    ['a site code', { countryId: 'de', zipCode: '80331' }, 'countryId'],
    ['no postal code', { countryId: 1 }, 'zipCode'],
    ['4 digits in Germany', { countryId: 1, zipCode: '8033' }, 'zipCode'],
    ['5 digits in Switzerland', { countryId: 3, zipCode: '80331' }, 'zipCode'],
    ['letters', { countryId: 1, zipCode: 'abcde' }, 'zipCode'],
    ['a long value', { countryId: 1, zipCode: '1'.repeat(10_000) }, 'zipCode'],
    ['a NUL byte', { countryId: 1, zipCode: '8033\u0000' }, 'zipCode'],
  ])('refuses %s with a German 400 naming the field', async (_case, query, field) => {
    const res = await isAvailable(query).expect(400);
    const body = res.body as ErrorResponse;
    expect(body.fieldErrors?.map((e) => e.field)).toContain(field);
    expect(body.message).not.toMatch(/must|should/);
  });
});
