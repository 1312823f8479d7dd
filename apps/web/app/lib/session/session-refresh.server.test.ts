import { createClient } from '@fuel/api-client';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { apiClientContext } from '../api/api-client.context';
import { sessionRefreshMiddleware } from './session-refresh.server';

const NOW = Math.floor(Date.now() / 1000);

function contextWith(api: (request: Request) => Promise<Response>) {
  const context = new RouterContextProvider();
  // The generated client always calls fetch with a Request.
  const fetch = (input: RequestInfo | URL) => api(input as Request);
  context.set(apiClientContext, createClient({ baseUrl: 'http://api.test', fetch }));
  return context;
}

function rotated(): Response {
  const headers = new Headers({ 'Content-Type': 'application/json' });
  headers.append('Set-Cookie', 'token=fresh; Max-Age=900; Path=/; Secure; SameSite=Lax');
  headers.append('Set-Cookie', `token_expires=${NOW + 900}; Max-Age=900; Path=/; Secure; SameSite=Lax`);
  headers.append('Set-Cookie', 'refresh_token=r2; Max-Age=60; Path=/; HttpOnly; Secure; SameSite=Lax');
  return new Response(JSON.stringify({ success: true, reload: false, token: 'fresh' }), { headers });
}

async function run(cookie: string, api: (request: Request) => Promise<Response>) {
  const request = new Request('http://shop.test/kunde/startseite', { headers: { Cookie: cookie } });
  let seen: string | null = null;
  const next = vi.fn(async () => {
    seen = request.headers.get('Cookie');
    return new Response('page');
  });
  const response = (await sessionRefreshMiddleware(
    { request, context: contextWith(api), params: {}, url: new URL(request.url), pattern: '' },
    next,
  )) as Response;
  return { response, seen: seen as string | null, next };
}

describe('sessionRefreshMiddleware', () => {
  it('renews an expired access token before the loaders and sets the new cookies', async () => {
    const api = vi.fn(async (request: Request) => {
      expect(request.url).toBe('http://api.test/api/account/v2/get/token');
      expect(request.headers.get('Cookie')).toBe('refresh_token=r1; XSRF-TOKEN=n.s');
      expect(request.headers.get('RequestVerificationToken')).toBe('n.s');
      return rotated();
    });
    const { response, seen } = await run(
      `token_expires=${NOW - 5}; refresh_token=r1; XSRF-TOKEN=n.s; locale=de`,
      api,
    );
    expect(seen).toContain('token=fresh');
    expect(seen).toContain('refresh_token=r2');
    expect(seen).toContain('locale=de');
    expect(response.headers.getSetCookie()).toHaveLength(3);
  });

  it('leaves a valid session and a visitor without refresh cookie alone', async () => {
    const api = vi.fn(async () => rotated());
    await run(`token=t; token_expires=${NOW + 600}; refresh_token=r1`, api);
    await run('locale=at', api);
    expect(api).not.toHaveBeenCalled();
  });

  it('clears the cookies of a refused refresh token', async () => {
    const api = vi.fn(async () => new Response('{"error":"INVALID_REFRESH_TOKEN"}', { status: 401 }));
    const { response, seen } = await run('refresh_token=revoked; XSRF-TOKEN=n.s', api);
    expect(seen).not.toContain('refresh_token');
    expect(response.headers.getSetCookie().join('\n')).toMatch(/refresh_token=;.*1970/);
  });

  it('clears the cookies of a refresh token whose CSRF pair is not of its session (403)', async () => {
    const api = vi.fn(async () => new Response('{"error":"CSRF_FAILED"}', { status: 403 }));
    const { seen } = await run('refresh_token=unknown', api);
    expect(seen).not.toContain('refresh_token');
  });

  it('keeps the cookies when the API asks to slow down (429)', async () => {
    const api = vi.fn(async () => new Response('{}', { status: 429 }));
    const { response, seen } = await run('refresh_token=busy; XSRF-TOKEN=n.s', api);
    expect(seen).toContain('refresh_token=busy');
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('renders signed out when the API cannot be reached', async () => {
    const { response, next } = await run('refresh_token=r9', () => Promise.reject(new Error('down')));
    expect(next).toHaveBeenCalledOnce();
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('refreshes once for parallel requests with the same refresh token', async () => {
    const api = vi.fn(async () => rotated());
    const cookie = 'refresh_token=shared; XSRF-TOKEN=n.s';
    const answers = await Promise.all([run(cookie, api), run(cookie, api), run(cookie, api)]);
    expect(api).toHaveBeenCalledOnce();
    for (const { seen } of answers) expect(seen).toContain('token=fresh');
  });
});
