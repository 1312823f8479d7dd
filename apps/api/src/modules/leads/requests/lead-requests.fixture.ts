import { randomUUID } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { eq } from 'drizzle-orm';
import { leads, mailOutbox } from '@fuel/db';
import type { CountryId } from '@fuel/domain';
import { CONSUMPTION_GUIDE_KEY, LEAD_CONSENT_VERSION } from '@fuel/domain/leads';
import request from 'supertest';
import { DatabaseService } from '../../../core/database/database.service.js';
import { randomClientAddress, randomEmail } from '../../accounts/accounts.fixture.js';
import type { CreateLeadRequestInput } from './dto/create-lead-request.input.js';
import type { LeadRequestCreatedOutput } from './dto/lead-request.output.js';

/** Test helpers of the leads e2e specs: the lead form as the web sends it, its mail, its row. */

/** A household in Munich whose guide answers are all given (the compare call's shape). */
export function guideAnswers(zipCode = '80331'): CreateLeadRequestInput['Answers'] {
  return {
    buildingType: 'einfamilienhaus',
    constructionClass: '1979-1994',
    livingSpace: 140,
    residents: 3,
    hotWaterByOil: true,
    heatingAge: '10-19',
    tankSize: 3000,
    litresPerYear: 2600,
    zipCode,
  };
}

export function leadForm(overrides: Partial<CreateLeadRequestInput> = {}): CreateLeadRequestInput {
  const zipCode = overrides.ZipCode ?? '80331';
  return {
    Salutation: 'Frau',
    FirstName: 'Erika',
    LastName: 'Mustermann',
    Email: randomEmail('lead'),
    Phone: '+49 89 1234567',
    ZipCode: zipCode,
    PreferredContactTime: 'nachmittags',
    Message: 'Bitte rufen Sie nach 15 Uhr an.',
    Answers: guideAnswers(zipCode),
    ConsentVersion: LEAD_CONSENT_VERSION,
    Consent: true,
    ...overrides,
  };
}

export async function consumptionGuideId(app: NestExpressApplication): Promise<number> {
  const res = await request(app.getHttpServer()).get(`/api/leads/guide/${CONSUMPTION_GUIDE_KEY}`).expect(200);
  return (res.body as { Id: number }).Id;
}

export interface LeadPost {
  readonly key?: string;
  readonly countryId?: CountryId;
  /** The client address (X-Forwarded-For); a fresh one by default, so tests do not share the limits. */
  readonly address?: string;
}

/** POST /api/leads/{guideId}/requests as the lead form sends it. */
export function postLead(
  app: NestExpressApplication,
  guideId: number | string,
  body: unknown,
  { key = `lead-${randomUUID()}`, countryId = 1, address = randomClientAddress() }: LeadPost = {},
): request.Test {
  return request(app.getHttpServer())
    .post(`/api/leads/${guideId}/requests?countryId=${countryId}`)
    .set('X-Forwarded-For', address)
    .set('Idempotency-Key', key)
    .send(body as object);
}

/** A stored lead, its confirmation token (read from its mail, as the household would) and its form. */
export async function submittedLead(
  app: NestExpressApplication,
  guideId: number,
  overrides: Partial<CreateLeadRequestInput> = {},
  countryId: CountryId = 1,
): Promise<{ leadId: string; token: string; form: CreateLeadRequestInput }> {
  const form = leadForm(overrides);
  const res = await postLead(app, guideId, form, { countryId }).expect(201);
  const { LeadId } = res.body as LeadRequestCreatedOutput;
  return { leadId: LeadId, token: confirmTokenOf((await leadMailOf(app, LeadId)).text), form };
}

/** The lead's double opt-in mail in the outbox. */
export async function leadMailOf(app: NestExpressApplication, leadId: string) {
  const mails = await app
    .get(DatabaseService)
    .db.select()
    .from(mailOutbox)
    .where(eq(mailOutbox.dedupeKey, `lead-confirm:${leadId}`));
  const [mail] = mails;
  if (!mail || mails.length !== 1) throw new Error(`lead ${leadId} has ${mails.length} confirmation mails`);
  return mail;
}

export function confirmTokenOf(mailText: string): string {
  const token = /\/leads\/bestaetigen\?token=([A-Za-z0-9_-]{43})/.exec(mailText)?.[1];
  if (!token) throw new Error('no confirmation link in the mail');
  return token;
}

export function confirmLead(app: NestExpressApplication, token: unknown): request.Test {
  return request(app.getHttpServer()).post('/api/leads/requests/confirm').send({ Token: token });
}

export async function leadRow(app: NestExpressApplication, leadId: string) {
  const [row] = await app.get(DatabaseService).db.select().from(leads).where(eq(leads.id, leadId));
  if (!row) throw new Error(`no lead ${leadId}`);
  return row;
}
