import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type SessionApi, SessionController, type SessionEnvironment } from './session-controller';

const NOW_S = 1_800_000_000;

function tokenFor(id: number, exp: number): string {
  const payload = btoa(JSON.stringify({ id, firstName: 'Karla', lastName: 'Kunde', roles: 'customer', exp }))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  return `h.${payload}.s`;
}

function setup(cookies: { expiresIn?: number; token?: boolean; legacy?: string } = {}) {
  const { expiresIn = 3600, token = true, legacy } = cookies;
  let cookieString = `XSRF-TOKEN=x; token_expires=${NOW_S + expiresIn}`;
  if (token) cookieString += `; token=${tokenFor(7, NOW_S + expiresIn)}`;
  if (legacy) cookieString += `; legacy_auth=${legacy}`;
  const api = {
    refresh: vi.fn<SessionApi['refresh']>(),
    logout: vi
      .fn<SessionApi['logout']>()
      .mockResolvedValue({ ok: true, data: { Success: true, UserSwitched: false } }),
    renew: vi.fn<SessionApi['renew']>().mockResolvedValue({ ok: true, data: {} }),
    cookieLogin: vi.fn<SessionApi['cookieLogin']>().mockResolvedValue({ ok: false, status: 401 }),
    hasOrders: vi.fn<SessionApi['hasOrders']>().mockResolvedValue({ ok: true, data: false }),
  };
  const env = {
    api,
    cookies: () => cookieString,
    nowMs: () => Date.now(),
    random: () => 0,
    reload: vi.fn(),
    ended: vi.fn(),
    log: vi.fn(),
    broadcast: vi.fn(),
    forgetLegacyAuthCookie: vi.fn(),
  } satisfies SessionEnvironment;
  const controller = new SessionController(env);
  return {
    controller,
    env,
    api,
    setCookies: (value: string) => {
      cookieString = value;
    },
  };
}

describe('SessionController', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW_S * 1000);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts logged in from a valid token cookie', () => {
    const { controller } = setup();
    expect(controller.getSnapshot()).toMatchObject({
      status: 'loggedIn',
      user: { id: 7, firstName: 'Karla' },
    });
  });

  it('ignores a token whose expiry cookie has passed', () => {
    const { controller } = setup({ expiresIn: -1 });
    expect(controller.getSnapshot().status).toBe('loggedOut');
  });

  it('checks every 5 s and refreshes only inside the 300 s window', async () => {
    const { controller, api, setCookies } = setup({ expiresIn: 310 });
    const fresh = tokenFor(7, NOW_S + 900);
    api.refresh.mockImplementation(() => {
      setCookies(`XSRF-TOKEN=x; token_expires=${NOW_S + 900}; token=${fresh}`);
      return Promise.resolve({ ok: true, data: { success: true, reload: false, token: fresh } });
    });
    controller.start();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(api.refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(api.refresh).toHaveBeenCalledTimes(1);
    controller.stop();
  });

  it('refreshes when the token cookie is missing', async () => {
    const { controller, api, setCookies } = setup();
    api.refresh.mockResolvedValue({ ok: false, status: 500 });
    controller.start();
    setCookies(`XSRF-TOKEN=x; token_expires=${NOW_S + 3600}`);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(api.refresh).toHaveBeenCalledTimes(1);
    controller.stop();
  });

  it.each([401, 403, 429])(
    'a refresh refused with %i logs out and marks the session expired',
    async (status) => {
      const { controller, api, env } = setup({ expiresIn: 10 });
      api.refresh.mockResolvedValue({ ok: false, status });
      await controller.check();
      expect(api.logout).toHaveBeenCalledTimes(1);
      expect(controller.getSnapshot()).toEqual({ status: 'expired', user: undefined });
      expect(env.ended).toHaveBeenCalledWith('expired');
    },
  );

  it.each([500, 502, undefined])('other refresh failures (%s) are only logged', async (status) => {
    const { controller, api, env } = setup({ expiresIn: 10 });
    api.refresh.mockResolvedValue({ ok: false, status });
    await controller.check();
    expect(api.logout).not.toHaveBeenCalled();
    expect(env.log).toHaveBeenCalledWith('token refresh failed', status);
    expect(controller.getSnapshot().status).toBe('loggedIn');
  });

  it('a failing logout after expiry clears the expired flag', async () => {
    const { controller, api, env } = setup({ expiresIn: 10 });
    api.refresh.mockResolvedValue({ ok: false, status: 401 });
    api.logout.mockResolvedValue({ ok: false, status: 500 });
    await controller.check();
    expect(controller.getSnapshot().status).toBe('loggedOut');
    expect(env.ended).not.toHaveBeenCalled();
  });

  it('reloads when the refresh result says so', async () => {
    const { controller, api, env } = setup({ expiresIn: 10 });
    api.refresh.mockResolvedValue({ ok: true, data: { success: true, reload: true, token: null } });
    await controller.check();
    expect(env.reload).toHaveBeenCalled();
  });

  it('renews every 300 s and logs a failed renew', async () => {
    const { controller, api, env } = setup();
    api.renew.mockResolvedValue({ ok: false, status: 503 });
    controller.start();
    await vi.advanceTimersByTimeAsync(300_000);
    expect(api.renew).toHaveBeenCalledTimes(1);
    expect(env.log).toHaveBeenCalledWith('session renew failed', 503);
    controller.stop();
  });

  it('logout ends the session with the logged-out notice, or reloads after a user switch', async () => {
    const first = setup();
    await first.controller.logout();
    expect(first.controller.getSnapshot().status).toBe('loggedOut');
    expect(first.env.ended).toHaveBeenCalledWith('loggedOut');
    expect(first.env.broadcast).toHaveBeenCalledWith(null);

    const second = setup();
    second.api.logout.mockResolvedValue({ ok: true, data: { Success: true, UserSwitched: true } });
    await second.controller.logout();
    expect(second.env.reload).toHaveBeenCalled();
    expect(second.env.ended).not.toHaveBeenCalled();
  });

  it('reloads when another tab reports a different user', () => {
    const { controller, env } = setup();
    controller.userChangedElsewhere(7);
    expect(env.reload).not.toHaveBeenCalled();
    controller.userChangedElsewhere(8);
    expect(env.reload).toHaveBeenCalledTimes(1);
  });

  it('exchanges the auth cookie of the previous site for a session once', async () => {
    const { controller, api, env } = setup({ token: false, legacy: '7.1900000000.sig' });
    const token = tokenFor(7, NOW_S + 900);
    api.cookieLogin.mockResolvedValue({ ok: true, data: { success: true, token } });
    controller.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(api.cookieLogin).toHaveBeenCalledWith('7.1900000000.sig');
    expect(env.forgetLegacyAuthCookie).toHaveBeenCalledTimes(1);
    expect(controller.getSnapshot()).toMatchObject({ status: 'loggedIn', user: { id: 7 } });
    controller.stop();
  });

  it('ignores a failing cookie login and stays logged out', async () => {
    const { controller, api, env } = setup({ token: false, legacy: 'forged' });
    controller.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(api.cookieLogin).toHaveBeenCalledTimes(1);
    expect(env.forgetLegacyAuthCookie).toHaveBeenCalledTimes(1);
    expect(controller.getSnapshot().status).toBe('loggedOut');
    expect(env.log).not.toHaveBeenCalled();
    controller.stop();
  });

  it('asks whether a customer without a known order has ordered since the token was issued', async () => {
    const { controller, api } = setup();
    api.hasOrders.mockResolvedValue({ ok: true, data: true });
    expect(controller.getSnapshot().user?.hasAnyOrder).toBe(false);
    controller.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(api.hasOrders).toHaveBeenCalledTimes(1);
    expect(controller.getSnapshot().user?.hasAnyOrder).toBe(true);
    expect(api.cookieLogin).not.toHaveBeenCalled();
    controller.stop();
  });
});
