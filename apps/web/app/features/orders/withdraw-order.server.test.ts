import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { siteContext } from '../../lib/site/site.context';
import { testRouterContext, testSite } from '../../test/render-with-providers';
import { withdrawOrderAction } from './withdraw-order.server';

const api = vi.fn<(request: Request) => Promise<Response>>();
// A token whose expiry lies far ahead: the action sends it as the bearer header.
const TOKEN = `x.${btoa(JSON.stringify({ exp: 4_102_444_800 }))}.y`;
const SESSION = `token=${TOKEN}; token_expires=4102444800`;

function run(fields: Record<string, string>, { cookie = SESSION, orderId = '42', url = '' } = {}) {
  const request = new Request(url || `http://shop.test/ch/kunde/bestellungen/${orderId}`, {
    method: 'POST',
    headers: { Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });
  const context = testRouterContext();
  context.set(siteContext, testSite('ch'));
  return withdrawOrderAction(request, { orderId }, context).catch((thrown: unknown) => thrown);
}

function answered(status: number, body: unknown) {
  api.mockResolvedValue(Response.json(body, { status }));
}

/** The data() answer of an action: its body and status. */
function dataOf(outcome: unknown): { data: unknown; status: number | undefined } {
  const { data, init } = outcome as { data: unknown; init: ResponseInit | null };
  return { data, status: init?.status };
}

beforeEach(() => vi.stubGlobal('fetch', api));

afterEach(() => {
  vi.unstubAllGlobals();
  api.mockReset();
});

describe('the withdrawal’s route action', () => {
  it('cancels with the trimmed reason and returns to the page, which then confirms it', async () => {
    answered(200, { OrderId: 42 });
    const outcome = await run({ reason: '  Tank schon voll ' });

    const [call] = api.mock.calls;
    expect(call?.[0].method).toBe('POST');
    expect(new URL(call?.[0].url ?? '').pathname).toBe('/api/order-process/orders/42/cancel');
    expect(call?.[0].headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
    expect(await call?.[0].clone().json()).toEqual({ Reason: 'Tank schon voll' });
    expect(outcome).toBeInstanceOf(Response);
    expect((outcome as Response).status).toBe(302);
    expect((outcome as Response).headers.get('Location')).toBe('/ch/kunde/bestellungen/42?widerrufen=1');
  });

  it('sends no reason when none was given, also when posted by a client navigation (.data)', async () => {
    answered(200, { OrderId: 42 });
    const outcome = await run({ reason: ' ' }, { url: 'http://shop.test/ch/kunde/bestellungen/42.data' });

    expect(await api.mock.calls[0]?.[0].clone().json()).toEqual({});
    expect((outcome as Response).headers.get('Location')).toBe('/ch/kunde/bestellungen/42?widerrufen=1');
  });

  it('answers a refusal with the German text of its code, never the API’s own message', async () => {
    answered(409, { status: 409, error: 'WITHDRAWAL_PERIOD_OVER', message: 'Withdrawal period is over' });
    expect(dataOf(await run({}))).toEqual({
      data: {
        error:
          'Die Widerrufsfrist von 14 Tagen ist abgelaufen. Bitte wenden Sie sich an unseren Kundenservice.',
      },
      status: 409,
    });

    answered(409, { status: 409, error: 'INVALID_TRANSITION', message: 'Cannot cancel a delivered order' });
    expect(dataOf(await run({})).data).toEqual({
      error: 'Diese Änderung ist im aktuellen Status der Bestellung nicht möglich.',
    });
  });

  it('answers a failure without a documented code with its own German text', async () => {
    answered(502, { message: 'Bad Gateway' });
    expect(dataOf(await run({}))).toEqual({
      data: { error: 'Der Widerruf hat leider nicht geklappt. Bitte versuchen Sie es erneut.' },
      status: 502,
    });
  });

  it('sends a visitor without a session, or with one the API refuses, to the sign-in and back', async () => {
    const signIn = '/ch/benutzerkonto/anmeldung?ReturnUrl=%2Fch%2Fkunde%2Fbestellungen%2F42';
    const noSession = (await run({}, { cookie: '' })) as Response;
    expect(noSession.headers.get('Location')).toBe(signIn);
    expect(api).not.toHaveBeenCalled();

    answered(401, { status: 401, error: 'UNAUTHORIZED', message: 'Unauthorized' });
    expect(((await run({})) as Response).headers.get('Location')).toBe(signIn);
  });
});
