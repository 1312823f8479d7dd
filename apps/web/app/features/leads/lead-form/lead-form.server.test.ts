import { createClient } from '@fuel/api-client';
import { LEAD_CONSENT_VERSION } from '@fuel/domain/leads';
import { RouterContextProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClientContext } from '../../../lib/api/api-client.context';
import { siteContext } from '../../../lib/site/site.context';
import { testSite } from '../../../test/render-with-providers';
import type { LeadGuide } from '../guide.type';
import { leadFormAction } from './lead-form.server';
import { LEAD_FORM_TEXTS } from './lead-request.util';

const GUIDE: LeadGuide = {
  Id: 7,
  Key: 'heizoel-verbrauchsvergleich',
  Title: 'Heizöl-Verbrauchsvergleich',
  Steps: [
    {
      Id: 70,
      OrderWeight: 0,
      Title: 'Ihr Standort',
      Inputs: [
        {
          Key: 'zipCode',
          Type: 'postalCode',
          Label: 'Postleitzahl',
          HelpText: null,
          Unit: null,
          Min: null,
          Max: null,
          Options: null,
        },
      ],
    },
  ],
};

interface Call {
  readonly method: string;
  readonly path: string;
  readonly query: string;
  readonly headers: Headers;
  readonly body: unknown;
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The API as a fetch stub: the guide, and `answer` for the lead request. */
function contextWith(answer: () => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const request = new Request(input);
    const url = new URL(request.url);
    const text = await request.text();
    calls.push({
      method: request.method,
      path: url.pathname,
      query: url.search,
      headers: request.headers,
      body: text ? (JSON.parse(text) as unknown) : undefined,
    });
    return url.pathname.startsWith('/api/leads/guide/') ? json(GUIDE) : answer();
  });
  const context = new RouterContextProvider();
  context.set(apiClientContext, createClient({ baseUrl: 'http://api.test', fetch }));
  context.set(siteContext, testSite('at'));
  return { context, calls };
}

const ANSWERS = { zipCode: '1010', livingSpace: 140 };

function post(fields: Record<string, string>): Request {
  return new Request('http://shop.test/at/leads/lead-formular', {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { 'X-Forwarded-For': '203.0.113.9' },
  });
}

const FORM = {
  attemptKey: 'attempt-0123456789',
  firstName: 'Erika',
  lastName: 'Mustermann',
  email: 'erika@example.com',
  phone: '+43 1 234567',
  zipCode: '1010',
  preferredContactTime: 'vormittags',
  consent: 'on',
  consentVersion: LEAD_CONSENT_VERSION,
  answers: JSON.stringify(ANSWERS),
};

/** The answer's body and status (a plain object is a 200). */
function answerOf(result: unknown): { data: unknown; status: number } {
  if (result && typeof result === 'object' && 'type' in result && result.type === 'DataWithResponseInit') {
    const { data, init } = result as unknown as { data: unknown; init: ResponseInit | null };
    return { data, status: init?.status ?? 200 };
  }
  return { data: result, status: 200 };
}

describe('leadFormAction', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("posts the form with the attempt's Idempotency-Key and the visitor's address, then asks to confirm", async () => {
    const { context, calls } = contextWith(() => json({ LeadId: 'a', Confirmed: false }, 201));
    const thrown = await leadFormAction({ request: post(FORM), context }).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('Location')).toBe('/at/leads/lead-formular?angefragt=1');
    const request = calls.find((call) => call.method === 'POST');
    expect(request?.path).toBe('/api/leads/7/requests');
    expect(request?.query).toBe('?countryId=2');
    expect(request?.headers.get('Idempotency-Key')).toBe('attempt-0123456789');
    expect(request?.headers.get('X-Forwarded-For')).toBe('203.0.113.9');
    expect(request?.body).toEqual({
      FirstName: 'Erika',
      LastName: 'Mustermann',
      Email: 'erika@example.com',
      Phone: '+43 1 234567',
      ZipCode: '1010',
      PreferredContactTime: 'vormittags',
      Message: null,
      Answers: ANSWERS,
      ConsentVersion: LEAD_CONSENT_VERSION,
      Consent: true,
    });
  });

  it("shows the API's field errors with the form's values and a new key", async () => {
    const { context } = contextWith(() =>
      json(
        {
          status: 400,
          error: 'VALIDATION_FAILED',
          message: 'Bitte prüfen Sie Ihre Eingaben: Phone',
          fieldErrors: [{ field: 'Phone', messages: ['Bitte geben Sie eine gültige Telefonnummer ein.'] }],
        },
        400,
      ),
    );
    const { data, status } = answerOf(await leadFormAction({ request: post(FORM), context }));
    expect(status).toBe(400);
    expect(data).toMatchObject({
      errors: { phone: 'Bitte geben Sie eine gültige Telefonnummer ein.' },
      values: { firstName: 'Erika', phone: '+43 1 234567', consent: 'on' },
    });
    expect((data as { attemptKey: string }).attemptKey).not.toBe(FORM.attemptKey);
  });

  it('keeps the key when the API does not answer, so a retry makes no second lead', async () => {
    const { context } = contextWith(() => Promise.reject(new TypeError('fetch failed')));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { data, status } = answerOf(await leadFormAction({ request: post(FORM), context }));
    expect(status).toBe(502);
    expect(data).toMatchObject({ formError: LEAD_FORM_TEXTS.unknownOutcome, attemptKey: FORM.attemptKey });
  });

  it('asks for the comparison first when neither the script nor the session has answers', async () => {
    const { context, calls } = contextWith(() => json({}, 201));
    const { answers: _, ...withoutAnswers } = FORM;
    const { data, status } = answerOf(await leadFormAction({ request: post(withoutAnswers), context }));
    expect(status).toBe(400);
    expect(data).toMatchObject({ formError: LEAD_FORM_TEXTS.answersMissing, way: 'guide' });
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('refuses an unticked consent without calling the API', async () => {
    const { context, calls } = contextWith(() => json({}, 201));
    const { consent: _, ...unticked } = FORM;
    const { data } = answerOf(await leadFormAction({ request: post(unticked), context }));
    expect(data).toMatchObject({ errors: { consent: LEAD_FORM_TEXTS.consentMissing } });
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });
});
