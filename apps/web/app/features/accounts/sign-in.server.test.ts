import { createClient } from '@fuel/api-client';
import { describe, expect, it, vi } from 'vitest';
import { RESET_LINK_SENT } from './forgot-password.constant';
import type { SignInPageData } from './sign-in-page.util';
import { signInAction } from './sign-in.server';

const PAGE: SignInPageData = {
  mode: 'login',
  variant: 'standard',
  productGroup: undefined,
  returnUrl: null,
  redirectUrl: null,
  guest: false,
};

interface Call {
  readonly path: string;
  readonly body: unknown;
  readonly forwardedFor: string | null;
}

/** The API as a fetch stub: answers per path, records what the action sent. */
function stubApi(answers: Record<string, () => Response>) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const request = new Request(input);
    const path = new URL(request.url).pathname;
    calls.push({ path, body: await request.json(), forwardedFor: request.headers.get('X-Forwarded-For') });
    return answers[path]?.() ?? new Response('{}', { status: 404 });
  });
  return { api: createClient({ baseUrl: 'http://api.test', fetch }), calls };
}

function json(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set('Content-Type', 'application/json');
  return new Response(JSON.stringify(body), { ...init, headers });
}

function post(fields: Record<string, string>): Request {
  return new Request('http://shop.test/at/benutzerkonto/anmeldung', {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { 'X-Forwarded-For': '203.0.113.7, 10.0.0.1' },
  });
}

const AT = { basePath: '/at', countryId: 2 } as const;

async function run(
  fields: Record<string, string>,
  answers: Record<string, () => Response>,
  page: SignInPageData = PAGE,
) {
  const { api, calls } = stubApi(answers);
  const result = await signInAction({ api, request: post(fields), page, site: AT });
  return { result, calls };
}

function sessionAnswer(body: unknown): Response {
  const headers = new Headers();
  headers.append('Set-Cookie', 'token=t; Max-Age=900; Path=/; Secure; SameSite=Lax');
  headers.append('Set-Cookie', 'refresh_token=r; Max-Age=60; Path=/; HttpOnly; Secure; SameSite=Lax');
  return json(body, { headers });
}

describe('signInAction', () => {
  it('signs in, hands the session cookies on and goes to the customer home', async () => {
    const { result, calls } = await run(
      { intent: 'login', email: ' kunde@example.com ', password: 'secret secret' },
      { '/api/account/jwt/anmelden': () => sessionAnswer({ success: true, token: 't', redirectUrl: null }) },
    );
    expect(result).toBeInstanceOf(Response);
    const response = result as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/at/kunde/startseite');
    expect(response.headers.getSetCookie()).toHaveLength(2);
    expect(calls).toEqual([
      {
        path: '/api/account/jwt/anmelden',
        body: { UserName: 'kunde@example.com', Password: 'secret secret' },
        forwardedFor: '203.0.113.7',
      },
    ]);
  });

  it("sends a dealer to the portal of the site, the API's redirectUrl", async () => {
    const { result } = await run(
      { intent: 'login', email: 'haendler@example.com', password: 'x' },
      {
        '/api/account/jwt/anmelden': () =>
          sessionAnswer({ success: true, token: 't', redirectUrl: '/haendler/bestellungen' }),
      },
    );
    expect((result as Response).headers.get('Location')).toBe('/at/haendler/bestellungen');
  });

  it('answers German field messages without asking the API, and keeps the address but not the password', async () => {
    const { result, calls } = await run({ intent: 'login', email: 'kein-at', password: '' }, {});
    expect(calls).toEqual([]);
    expect(result).toMatchObject({
      init: { status: 400 },
      data: {
        intent: 'login',
        errors: {
          email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
          password: 'Bitte geben Sie Ihr Kennwort ein.',
        },
        values: { email: 'kein-at' },
      },
    });
  });

  it("shows the API's German refusal under the form with its status", async () => {
    const { result } = await run(
      { intent: 'login', email: 'kunde@example.com', password: 'falsch' },
      {
        '/api/account/jwt/anmelden': () =>
          json(
            { error: 'INVALID_CREDENTIALS', message: 'E-Mail-Adresse oder Kennwort ist falsch.' },
            { status: 401 },
          ),
      },
    );
    expect(result).toMatchObject({
      init: { status: 401 },
      data: { intent: 'login', formError: 'E-Mail-Adresse oder Kennwort ist falsch.' },
    });
  });

  it('orders as a guest within an order: signed in at once, on to the order steps', async () => {
    const { result, calls } = await run(
      { intent: 'guest', email: 'gast@example.com', firstName: 'Gina', lastName: 'Gast', title1: 'Frau' },
      { '/api/account/registrieren': () => sessionAnswer({ Success: true, Message: 'ok', Token: 't' }) },
      { ...PAGE, mode: 'register', productGroup: 'heizoel', guest: true },
    );
    expect((result as Response).headers.get('Location')).toBe('/at/heizoel/bestellung');
    expect(calls[0]?.body).toMatchObject({
      EmailAddress: 'gast@example.com',
      FirstName: 'Gina',
      LastName: 'Gast',
      Title1: 'Frau',
      ForOrder: true,
      AsGuest: true,
      CountryId: 2,
    });
    expect(calls[0]?.body).not.toHaveProperty('Password');
  });

  it('refuses a guest checkout outside an order', async () => {
    const { result, calls } = await run(
      { intent: 'guest', email: 'gast@example.com', firstName: 'G', lastName: 'G' },
      {},
    );
    expect(calls).toEqual([]);
    expect(result).toMatchObject({ init: { status: 400 } });
  });

  it("registers a customer and answers with the mail's message", async () => {
    const { result } = await run(
      { intent: 'register', email: 'neu@example.com', firstName: 'N', lastName: 'Neu', password: '' },
      {
        '/api/account/registrieren': () =>
          json({ Success: true, Message: 'Wir haben Ihnen eine E-Mail gesendet.', Token: null }),
      },
    );
    expect(result).toMatchObject({ intent: 'register', success: 'Wir haben Ihnen eine E-Mail gesendet.' });
  });

  it('requests the reset link and says the same whether an account exists', async () => {
    const { result, calls } = await run(
      { intent: 'forgot-password', email: 'kunde@example.com' },
      { '/api/account/kennwort-vergessen': () => json({ Success: true }) },
    );
    expect(result).toEqual({ intent: 'forgot-password', success: RESET_LINK_SENT });
    expect(calls[0]?.body).toEqual({ EmailAddress: 'kunde@example.com', CountryId: 2 });
  });

  it('refuses an unknown intent', async () => {
    const { result } = await run({ intent: 'delete-everything' }, {});
    expect(result).toMatchObject({ init: { status: 400 } });
  });
});
