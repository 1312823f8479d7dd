import type { GuideStepValues } from '@fuel/domain/leads';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { siteContext } from '../../lib/site/site.context';
import { stubApi, testRouterContext, testSite } from '../../test/render-with-providers';
import { loadConsumptionCheckout } from './consumption-checkout.server';
import { ALL_ANSWERS, ALL_ANSWERS_BODY, CONSUMPTION_GUIDE_FIXTURE as guide } from './guide.fixture';
import { clearedSessionCookie, readSessionAnswers, sessionAnswersCookie } from './guide-session.server';
import { clearGuideAnswers, loadGuideIntro, loadGuideStep, saveGuideStep } from './guide.server';

const GUIDE_PATH = '/api/leads/guide/heizoel-verbrauchsvergleich';
const COMPARISON = { KwhPerSquareMetre: 200, ConsumptionLitres: 2800, Percentile: 70, Rating: 'erhoeht' };
const fetched = vi.fn<(request: Request) => Promise<Response>>();
let compare: (body: unknown) => unknown;

beforeEach(() => {
  compare = () => COMPARISON;
  const routes = stubApi({
    [GUIDE_PATH]: () => guide,
    [`/api/leads/${guide.Id}/compare`]: (body) => compare(body),
    '/api/enwego/is-available': (_body, url) => ({
      IsSuccess: true,
      Payload: url.searchParams.get('zipCode') !== '99998',
    }),
  });
  fetched.mockImplementation((request) => routes(request.clone()));
  vi.stubGlobal('fetch', fetched);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  fetched.mockReset();
});

const site = testSite('at');
const AT_ANSWERS = { ...ALL_ANSWERS, 105: { zipCode: '6020' } };

/** The session cookie holding `values`, as the browser sends it back. */
async function cookieOf(values: GuideStepValues): Promise<string> {
  const setCookie = await sessionAnswersCookie(new Request('http://shop.test/'), guide, values);
  return setCookie.split(';')[0] ?? '';
}

function args(path: string, init: { cookie?: string; form?: Record<string, string> } = {}) {
  const headers = new Headers({ 'X-Forwarded-For': '198.51.100.7' });
  if (init.cookie) headers.set('Cookie', init.cookie);
  const request = new Request(`http://shop.test/at${path}`, {
    method: init.form ? 'POST' : 'GET',
    headers,
    ...(init.form && { body: new URLSearchParams(init.form) }),
  });
  const context = testRouterContext();
  context.set(siteContext, site);
  return { request, context };
}

async function outcome(promise: Promise<unknown>): Promise<unknown> {
  return promise.catch((thrown: unknown) => thrown);
}

function location(result: unknown): string | null {
  expect(result).toBeInstanceOf(Response);
  return (result as Response).headers.get('Location');
}

/** The data() answer of a loader or action: its body, status and headers. */
function dataOf(result: unknown): { data: unknown; status: number | undefined; headers: Headers } {
  const { data, init } = result as { data: unknown; init: ResponseInit | null };
  return { data, status: init?.status, headers: new Headers(init?.headers) };
}

describe('the guide’s session', () => {
  it('gives back the answers it was given, checked against the guide and the site', async () => {
    const cookie = await cookieOf({ ...AT_ANSWERS, 102: { livingSpace: 140, residents: 99 } });
    const request = args('/', { cookie }).request;
    expect(await readSessionAnswers(request, guide, 'at')).toEqual({
      ...AT_ANSWERS,
      102: { livingSpace: 140 },
    });
    // The Austrian postal code is none on the German site.
    expect((await readSessionAnswers(request, guide, 'de'))[105]).toBeUndefined();
    expect(await readSessionAnswers(request, { ...guide, Id: 8 }, 'at')).toEqual({});
  });

  it('is signed, httpOnly, SameSite=Lax and small; a forged one holds nothing', async () => {
    const setCookie = await sessionAnswersCookie(new Request('https://shop.test/'), guide, AT_ANSWERS);
    expect(setCookie).toMatch(
      /^guide_answers=[^;]+\.[^;]+; Max-Age=2592000; Path=\/; HttpOnly; Secure; SameSite=Lax/,
    );
    expect(setCookie.length).toBeLessThan(1000);
    const [name, value] = (setCookie.split(';')[0] ?? '').split('=');
    const other = { answers: { guideId: 7, stepValues: { 101: { buildingType: 'reihenhaus' } } } };
    const forged = `${name}=${btoa(JSON.stringify(other))}.${value?.split('.')[1]}`;
    expect(await readSessionAnswers(args('/', { cookie: forged }).request, guide, 'at')).toEqual({});
    expect(await clearedSessionCookie(new Request('http://shop.test/'))).toMatch(
      /^guide_answers=; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly/,
    );
  });
});

describe('the intro', () => {
  it('knows where the session’s answers end, and clears them', async () => {
    expect(await loadGuideIntro(args('/heizoel-verbrauchsvergleich'))).toMatchObject({
      resumeStep: null,
      private: false,
    });
    const cookie = await cookieOf({ 101: ALL_ANSWERS[101], 102: { livingSpace: 140 } });
    expect(await loadGuideIntro(args('/heizoel-verbrauchsvergleich', { cookie }))).toMatchObject({
      guide,
      resumeStep: 2,
      private: true,
    });
    const cleared = dataOf(await clearGuideAnswers(args('/heizoel-verbrauchsvergleich', { cookie })));
    expect(cleared.data).toEqual({ cleared: true });
    expect(cleared.headers.get('Set-Cookie')).toMatch(
      /^guide_answers=; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly/,
    );
  });

  it('answers the API’s 404 as its own and any other failure as unavailable', async () => {
    fetched.mockResolvedValueOnce(new Response('{}', { status: 404 }));
    expect(dataOf(await outcome(loadGuideIntro(args('/heizoel-verbrauchsvergleich')))).status).toBe(404);
    fetched.mockResolvedValueOnce(new Response('{}', { status: 500 }));
    expect(dataOf(await outcome(loadGuideIntro(args('/heizoel-verbrauchsvergleich')))).status).toBe(503);
  });
});

describe('a step’s page', () => {
  it('opens a step the answers reach, ordered by OrderWeight', async () => {
    const cookie = await cookieOf({ 101: ALL_ANSWERS[101] });
    const step = await loadGuideStep(args('/heizoel-verbrauchsvergleich/schritt-2', { cookie }), 'schritt-2');
    expect(step).toEqual({ guide, stepNumber: 2, stepValues: { 101: ALL_ANSWERS[101] } });
  });

  it('sends a deep link past an unanswered step to the first unanswered one, and past the last to the result', async () => {
    const cookie = await cookieOf({ 101: ALL_ANSWERS[101], 102: { livingSpace: 140 } });
    expect(
      location(
        await outcome(loadGuideStep(args('/heizoel-verbrauchsvergleich/schritt-4', { cookie }), 'schritt-4')),
      ),
    ).toBe('/at/heizoel-verbrauchsvergleich/schritt-2');
    expect(location(await outcome(loadGuideStep(args('/x'), 'schritt-6')))).toBe(
      '/at/heizoel-verbrauchsvergleich/schritt-1',
    );
    const all = await cookieOf(AT_ANSWERS);
    expect(location(await outcome(loadGuideStep(args('/x', { cookie: all }), 'schritt-6')))).toBe(
      '/at/dein-heizoelverbrauch',
    );
  });

  it('is no page for anything but a step', async () => {
    for (const segment of ['schritt-7', 'schritt-0', 'schritt-01', 'schritt-2x', 'step-2', undefined]) {
      expect(dataOf(await outcome(loadGuideStep(args('/x'), segment))).status).toBe(404);
    }
  });
});

describe('a step’s form post', () => {
  it('keeps the valid answers and says in German what is wrong with the others', async () => {
    const cookie = await cookieOf({ 101: ALL_ANSWERS[101] });
    const result = dataOf(
      await saveGuideStep(
        args('/x', { cookie, form: { livingSpace: '1.200', residents: '0' } }),
        'schritt-2',
      ),
    );
    expect(result.status).toBe(400);
    expect(result.data).toEqual({
      errors: { residents: 'Bitte geben Sie eine Zahl von 1 bis 30 Personen ein.' },
      values: { livingSpace: '1.200', residents: '0' },
      stepValues: { 101: ALL_ANSWERS[101], 102: { livingSpace: 1200 } },
    });
    const kept = result.headers.get('Set-Cookie')?.split(';')[0] ?? '';
    expect(await readSessionAnswers(args('/', { cookie: kept }).request, guide, 'at')).toEqual({
      101: ALL_ANSWERS[101],
      102: { livingSpace: 1200 },
    });
  });

  it('moves a complete step on to the next', async () => {
    const cookie = await cookieOf({ 101: ALL_ANSWERS[101] });
    const result = await saveGuideStep(
      args('/x', { cookie, form: { livingSpace: '140', residents: '3' } }),
      'schritt-2',
    );
    expect(location(result)).toBe('/at/heizoel-verbrauchsvergleich/schritt-3');
    expect((result as Response).headers.get('Set-Cookie')).toMatch(/^guide_answers=/);
  });

  it('does not take a step the answers do not reach', async () => {
    const result = await saveGuideStep(
      args('/x', { form: { tankSize: '5000', litresPerYear: '2000' } }),
      'schritt-4',
    );
    expect(location(result)).toBe('/at/heizoel-verbrauchsvergleich/schritt-1');
  });

  it('compares after the last step without JavaScript, for the visitor’s address, and opens the result', async () => {
    const cookie = await cookieOf({ ...AT_ANSWERS, 105: {} });
    const result = await saveGuideStep(args('/x', { cookie, form: { zipCode: '6020' } }), 'schritt-5');
    expect(location(result)).toBe('/at/dein-heizoelverbrauch');
    const call = fetched.mock.calls.map(([request]) => request).find((r) => r.url.includes('/compare'));
    expect(call?.url).toBe('http://api.test/api/leads/7/compare?countryId=2');
    expect(call?.headers.get('X-Forwarded-For')).toBe('198.51.100.7');
    expect(await call?.json()).toEqual({ ...ALL_ANSWERS_BODY, zipCode: '6020' });
  });

  it('leaves the comparison to the browser with JavaScript', async () => {
    const cookie = await cookieOf({ ...AT_ANSWERS, 105: {} });
    const result = dataOf(
      await saveGuideStep(args('/x', { cookie, form: { zipCode: '6020', mode: 'script' } }), 'schritt-5'),
    );
    expect(result.data).toEqual({ finished: true });
    expect(result.headers.get('Set-Cookie')).toMatch(/^guide_answers=/);
    expect(fetched.mock.calls.some(([request]) => request.url.includes('/compare'))).toBe(false);
  });

  it('puts a refused answer beside its field, and a failed comparison above the buttons', async () => {
    const cookie = await cookieOf({ ...AT_ANSWERS, 105: {} });
    compare = () => ({
      status: 400,
      error: 'VALIDATION_FAILED',
      message: 'Bitte prüfen Sie Ihre Eingaben.',
      fieldErrors: [{ field: 'zipCode', messages: ['Diese Postleitzahl gibt es in Österreich nicht.'] }],
    });
    fetched.mockImplementation(async (request) =>
      request.url.includes('/compare')
        ? Response.json(compare(undefined), { status: 400 })
        : Response.json(request.url.includes('/guide/') ? guide : {}),
    );
    const refused = dataOf(
      await saveGuideStep(args('/x', { cookie, form: { zipCode: '9999' } }), 'schritt-5'),
    );
    expect(refused.status).toBe(400);
    expect(refused.data).toEqual({
      errors: { zipCode: 'Diese Postleitzahl gibt es in Österreich nicht.' },
      values: { zipCode: '9999' },
      stepValues: { ...AT_ANSWERS, 105: { zipCode: '9999' } },
    });

    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetched.mockImplementation(async (request) =>
      request.url.includes('/compare')
        ? Response.json({ status: 503, error: 'SERVICE_UNAVAILABLE', message: 'x' }, { status: 503 })
        : Response.json(guide),
    );
    const failed = dataOf(
      await saveGuideStep(args('/x', { cookie, form: { zipCode: '6020' } }), 'schritt-5'),
    );
    expect(failed.status).toBe(503);
    expect(failed.data).toEqual({
      compareError: 'Der Vergleich ist gerade nicht möglich. Bitte versuchen Sie es in einem Moment erneut.',
      values: { zipCode: '6020' },
    });
  });

  it('brings the browser’s stored answers into a session that lost them', async () => {
    const stepValues = JSON.stringify({ 101: ALL_ANSWERS[101], 102: { livingSpace: 140, residents: 99 } });
    const toStep = async (step: string) =>
      saveGuideStep(args('/x', { form: { intent: 'restore', stepValues } }), step);
    // Step 2 is reached (step 1 is answered); step 3 is not, as 99 residents is no answer.
    expect(location(await toStep('schritt-2'))).toBe('/at/heizoel-verbrauchsvergleich/schritt-2');
    const result = await toStep('schritt-3');
    expect(location(result)).toBe('/at/heizoel-verbrauchsvergleich/schritt-2');
    const kept = (result as Response).headers.get('Set-Cookie')?.split(';')[0] ?? '';
    expect(await readSessionAnswers(args('/', { cookie: kept }).request, guide, 'at')).toEqual({
      101: ALL_ANSWERS[101],
      102: { livingSpace: 140 },
    });
    const garbage = await saveGuideStep(
      args('/x', { form: { intent: 'restore', stepValues: '{x' } }),
      'schritt-3',
    );
    expect(location(garbage)).toBe('/at/heizoel-verbrauchsvergleich/schritt-1');
  });
});

describe('the result page', () => {
  it('has no result without every answer', async () => {
    const cookie = await cookieOf({ 101: ALL_ANSWERS[101] });
    expect(await loadConsumptionCheckout(args('/dein-heizoelverbrauch', { cookie }))).toEqual({
      guide,
      session: { state: 'none' },
    });
  });

  it('compares the session’s answers and asks whether the partner serves the postal code', async () => {
    const cookie = await cookieOf(AT_ANSWERS);
    expect(await loadConsumptionCheckout(args('/dein-heizoelverbrauch', { cookie }))).toEqual({
      guide,
      session: { state: 'compared', comparison: COMPARISON, zipCode: '6020', partnerAvailable: true },
    });
    const availability = fetched.mock.calls.map(([r]) => r.url).find((url) => url.includes('is-available'));
    expect(availability).toBe('http://api.test/api/enwego/is-available?countryId=2&zipCode=6020');
  });

  it('says in German when the comparison failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetched.mockImplementation(async (request) =>
      request.url.includes('/compare') ? new Response('', { status: 502 }) : Response.json(guide),
    );
    const cookie = await cookieOf(AT_ANSWERS);
    expect((await loadConsumptionCheckout(args('/dein-heizoelverbrauch', { cookie }))).session).toEqual({
      state: 'failed',
      message: 'Der Vergleich ist gerade nicht möglich. Bitte versuchen Sie es in einem Moment erneut.',
    });
  });
});
