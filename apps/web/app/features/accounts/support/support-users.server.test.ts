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

  it('says why nothing was sent when the account is no longer unconfirmed (409)', async () => {
    const message = 'Es wurde keine Mail gesendet: Das Konto ist bereits bestätigt, gesperrt oder ein Gast.';
    const { context } = contextWith(() =>
      json({ status: 409, error: 'CONFLICT', message: 'Die E-Mail-Adresse ist bereits bestätigt.' }, 409),
    );
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
