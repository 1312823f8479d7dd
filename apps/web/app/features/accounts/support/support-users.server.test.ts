import { createClient } from '@fuel/api-client';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { apiClientContext } from '../../../lib/api/api-client.context';
import { FALLBACK_SITE } from '../../../lib/site/site-provider';
import { siteContext } from '../../../lib/site/site.context';
import { supportUserAction } from './support-users.server';

interface Call {
  readonly method: string;
  readonly path: string;
  readonly authorization: string | null;
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The API as a fetch stub answering every call with `answer`, and the calls it received. */
function contextWith(answer: () => Response) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const request = new Request(input);
    calls.push({
      method: request.method,
      path: new URL(request.url).pathname,
      authorization: request.headers.get('Authorization'),
    });
    return answer();
  });
  const context = new RouterContextProvider();
  context.set(apiClientContext, createClient({ baseUrl: 'http://api.test', fetch }));
  context.set(siteContext, FALLBACK_SITE);
  return { context, calls };
}

/** A signed-in staff member's post of the user page's form without JavaScript. */
function post(fields: Record<string, string>): Request {
  const expires = Math.floor(Date.now() / 1000) + 600;
  return new Request('http://shop.test/support/benutzer/42/bearbeiten', {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { Cookie: `token=abc.def.ghi; token_expires=${expires}` },
  });
}

/** The answer's body and status (a plain object is a 200). */
function answer(result: unknown): { data: unknown; status: number } {
  if (result && typeof result === 'object' && 'type' in result && result.type === 'DataWithResponseInit') {
    const { data, init } = result as unknown as { data: unknown; init: ResponseInit | null };
    return { data, status: init?.status ?? 200 };
  }
  return { data: result, status: 200 };
}

describe('supportUserAction: resend the confirmation mail', () => {
  const resend = { intent: 'resend-confirmation' };

  it("posts to the user's confirmation-mail call with the staff token and shows the API's message", async () => {
    const { context, calls } = contextWith(() =>
      json({ Success: true, Message: 'Die Bestätigungs-Mail ist unterwegs.' }),
    );
    const result = answer(await supportUserAction(post(resend), context, '42'));
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/support/users/42/confirmation-mail',
        authorization: 'Bearer abc.def.ghi',
      },
    ]);
    expect(result).toEqual({
      data: { intent: 'resend-confirmation', success: 'Die Bestätigungs-Mail ist unterwegs.' },
      status: 200,
    });
  });

  it("says why nothing was sent when the account is no longer unconfirmed (409: the API's reason)", async () => {
    const message = 'Die E-Mail-Adresse dieses Kontos ist bereits bestätigt.';
    const { context } = contextWith(() => json({ status: 409, error: 'ALREADY_CONFIRMED', message }, 409));
    const result = answer(await supportUserAction(post(resend), context, '42'));
    expect(result).toEqual({
      data: expect.objectContaining({ intent: 'resend-confirmation', formError: message }),
      status: 409,
    });
  });

  it('says a mail has just gone out when the API counts too many (429)', async () => {
    const { context } = contextWith(() =>
      json({ status: 429, error: 'TOO_MANY_REQUESTS', message: 'Zu viele Versuche.' }, 429),
    );
    const result = answer(await supportUserAction(post(resend), context, '42'));
    expect(result).toEqual({
      data: {
        intent: 'resend-confirmation',
        formError:
          'Diesem Konto wurde gerade erst eine Bestätigungs-Mail gesendet. Bitte warten Sie einige Minuten.',
      },
      status: 429,
    });
  });
});

function postForm(fields: URLSearchParams): Request {
  const expires = Math.floor(Date.now() / 1000) + 600;
  return new Request('http://shop.test/support/benutzer/42/bearbeiten', {
    method: 'POST',
    body: fields,
    headers: { Cookie: `token=abc.def.ghi; token_expires=${expires}` },
  });
}

/** The API stub's one answer, and the bodies of the calls it received. */
function contextWithBodies(answer: () => Response) {
  const bodies: unknown[] = [];
  const { context, calls } = contextWith(answer);
  const client = context.get(apiClientContext);
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const request = new Request(input);
    calls.push({
      method: request.method,
      path: new URL(request.url).pathname,
      authorization: request.headers.get('Authorization'),
    });
    bodies.push(await request.json());
    return answer();
  });
  context.set(apiClientContext, createClient({ ...client.getConfig(), fetch }));
  return { context, calls, bodies };
}
describe('supportUserAction: an admin sets the roles', () => {
  const form = (roles: string[], dealerId = '') =>
    new URLSearchParams([
      ['intent', 'roles'],
      ...roles.map((role) => ['roles', role]),
      ['dealerId', dealerId],
    ]);

  it('puts every ticked role and the dealer number to the roles call', async () => {
    const { context, calls, bodies } = contextWithBodies(() => json({ id: 42 }));
    const fields = form(['Role_Interaid_CustomerSupport', 'Role_Dealer'], ' 17 ');
    const result = answer(await supportUserAction(postForm(fields), context, '42'));
    expect(calls).toEqual([
      { method: 'PUT', path: '/api/support/users/42/roles', authorization: 'Bearer abc.def.ghi' },
    ]);
    expect(bodies).toEqual([{ roles: ['Role_Interaid_CustomerSupport', 'Role_Dealer'], dealerId: 17 }]);
    expect(result).toEqual({
      data: { intent: 'roles', success: 'Die Rollen sind gespeichert.' },
      status: 200,
    });
  });

  it('sends no ticked role as an empty list and no dealer number as null', async () => {
    const { context, bodies } = contextWithBodies(() => json({ id: 42 }));
    await supportUserAction(postForm(form([])), context, '42');
    expect(bodies).toEqual([{ roles: [], dealerId: null }]);
  });

  it('refuses a dealer number that is no whole number without calling the API', async () => {
    const { context, calls } = contextWithBodies(() => json({ id: 42 }));
    const result = answer(await supportUserAction(postForm(form(['Role_Dealer'], '12a')), context, '42'));
    expect(calls).toEqual([]);
    expect(result).toEqual({
      data: {
        intent: 'roles',
        errors: { dealerId: 'Die Händlernummer muss eine ganze Zahl sein.' },
        values: { dealerId: '12a' },
      },
      status: 400,
    });
  });

  it("says which rule refused the change (the last admin: 409, one's own roles: 403)", async () => {
    const lastAdmin = contextWithBodies(() =>
      json({ status: 409, error: 'LAST_ADMIN', message: 'Das ist das letzte Admin-Konto.' }, 409),
    );
    expect(answer(await supportUserAction(postForm(form([])), lastAdmin.context, '42'))).toEqual({
      data: {
        intent: 'roles',
        formError: 'Das ist das letzte Admin-Konto.',
        values: { dealerId: '' },
      },
      status: 409,
    });
    const own = contextWithBodies(() =>
      json({ status: 403, error: 'FORBIDDEN', message: 'Ihre eigenen Rollen können Sie nicht ändern.' }, 403),
    );
    expect(answer(await supportUserAction(postForm(form([])), own.context, '42'))).toMatchObject({
      data: { formError: 'Ihre eigenen Rollen können Sie nicht ändern.' },
      status: 403,
    });
  });

  it("shows the API's German 400 (an unknown role or dealer)", async () => {
    const message = 'Diesen Händler gibt es nicht.';
    const { context } = contextWithBodies(() =>
      json({ status: 400, error: 'VALIDATION_FAILED', message, fieldErrors: [] }, 400),
    );
    const result = answer(await supportUserAction(postForm(form(['Role_Dealer'], '9')), context, '42'));
    expect(result).toEqual({
      data: { intent: 'roles', formError: message, values: { dealerId: '9' } },
      status: 400,
    });
  });
});

describe('supportUserAction: staff change the e-mail address', () => {
  const form = (email: string) => new URLSearchParams({ intent: 'change-email', email });
  const sent = 'Der Bestätigungslink ist an neu@example.com unterwegs.';

  it("posts the trimmed address to the email-change call and shows the API's message", async () => {
    const { context, calls, bodies } = contextWithBodies(() => json({ Success: true, Message: sent }));
    const result = answer(await supportUserAction(postForm(form('  neu@example.com ')), context, '42'));
    expect(calls).toEqual([
      { method: 'POST', path: '/api/support/users/42/email-change', authorization: 'Bearer abc.def.ghi' },
    ]);
    expect(bodies).toEqual([{ email: 'neu@example.com' }]);
    expect(result).toEqual({ data: { intent: 'change-email', success: sent }, status: 200 });
  });

  it('refuses an empty or malformed address without calling the API', async () => {
    const { context, calls } = contextWithBodies(() => json({ Success: true, Message: sent }));
    for (const [email, message] of [
      ['', 'Bitte geben Sie die neue E-Mail-Adresse ein.'],
      ['kein-at', 'Bitte geben Sie eine gültige E-Mail-Adresse ein.'],
    ]) {
      const result = answer(await supportUserAction(postForm(form(email ?? '')), context, '42'));
      expect(result).toEqual({
        data: { intent: 'change-email', errors: { email: message }, values: { email } },
        status: 400,
      });
    }
    expect(calls).toEqual([]);
  });

  it('says the address is taken (409) and that there were too many changes (429), keeping the input', async () => {
    const taken = contextWithBodies(() =>
      json(
        {
          status: 409,
          error: 'EMAIL_TAKEN',
          message: 'Diese E-Mail-Adresse gehört bereits zu einem anderen Konto.',
        },
        409,
      ),
    );
    expect(answer(await supportUserAction(postForm(form('alt@example.com')), taken.context, '42'))).toEqual({
      data: {
        intent: 'change-email',
        formError: 'Diese E-Mail-Adresse gehört bereits zu einem anderen Konto.',
        values: { email: 'alt@example.com' },
      },
      status: 409,
    });
    const many = contextWithBodies(() =>
      json({ status: 429, error: 'TOO_MANY_REQUESTS', message: 'x' }, 429),
    );
    expect(
      answer(await supportUserAction(postForm(form('neu@example.com')), many.context, '42')),
    ).toMatchObject({
      data: { formError: expect.stringContaining('in der letzten Stunde schon mehrmals geändert') },
      status: 429,
    });
  });
});
