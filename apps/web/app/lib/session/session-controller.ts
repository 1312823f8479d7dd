import {
  SESSION_CHECK_INTERVAL_SECONDS,
  SESSION_RENEW_INTERVAL_SECONDS,
  shouldRefreshToken,
  tokenRefreshWindowSeconds,
} from '@fuel/domain';
import { AUTH_COOKIE_NAMES, LEGACY_AUTH_COOKIE_NAME } from './auth-cookie.constant';
import { refreshFailureEndsSession } from './refresh-failure.util';
import { csrfToken, tokenExpiresAt, validAccessToken } from './session-cookies.util';
import type { SessionStatus, SessionUser } from './session-user.type';
import { sessionUserOfToken } from './token-claims.util';
import { readCookie } from '../site/cookie.util';

export interface SessionState {
  readonly status: SessionStatus;
  readonly user: SessionUser | undefined;
}

/** An API call's outcome: the body, or the HTTP status (undefined for a network error). */
export type ApiOutcome<T> =
  { readonly ok: true; readonly data: T } | { readonly ok: false; readonly status?: number };

export interface SessionApi {
  refresh(
    currentToken: string,
  ): Promise<ApiOutcome<{ success: boolean; reload: boolean; token: string | null }>>;
  logout(): Promise<ApiOutcome<{ Success: boolean; UserSwitched: boolean }>>;
  renew(): Promise<ApiOutcome<unknown>>;
  cookieLogin(authCookieValue: string): Promise<ApiOutcome<{ success: boolean; token: string | null }>>;
  hasOrders(): Promise<ApiOutcome<boolean>>;
}

export type SessionNotice = 'loggedOut' | 'expired';

export interface SessionEnvironment {
  readonly api: SessionApi;
  /** The document's cookies, read fresh on every check. */
  cookies(): string;
  nowMs(): number;
  random(): number;
  reload(): void;
  /** The session ended: show the toast and leave pages that need a login. */
  ended(notice: SessionNotice): void;
  log(message: string, detail?: unknown): void;
  /** Posts the signed-in user id (null: nobody) to the other tabs. */
  broadcast?(userId: number | null): void;
  /** Deletes the previous site's auth cookie, so that it is exchanged at most once. */
  forgetLegacyAuthCookie?(): void;
}

const LOGGED_OUT: SessionState = { status: 'loggedOut', user: undefined };

/**
 * The browser's session (spec 2 §4): checked every 5 s, refreshed near expiry or when the token cookie
 * vanished, renewed every 300 s; a refresh refused with 401/403/429 logs out and marks the session expired.
 */
export class SessionController {
  private state: SessionState;
  private token: string | undefined;
  private windowSeconds: number;
  private busy = false;
  private readonly listeners = new Set<() => void>();
  private timers: ReturnType<typeof setInterval>[] = [];
  private readonly env: SessionEnvironment;

  constructor(env: SessionEnvironment) {
    this.env = env;
    this.windowSeconds = tokenRefreshWindowSeconds(env.random);
    this.token = validAccessToken(env.cookies(), this.nowSeconds());
    const user = sessionUserOfToken(this.token);
    this.state = user ? { status: 'loggedIn', user } : LOGGED_OUT;
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): SessionState => this.state;

  start(): void {
    this.stop();
    this.timers = [
      setInterval(() => void this.check(), SESSION_CHECK_INTERVAL_SECONDS * 1000),
      setInterval(() => void this.renew(), SESSION_RENEW_INTERVAL_SECONDS * 1000),
    ];
    if (!csrfToken(this.env.cookies())) void this.renew();
    if (this.token) void this.learnAboutOrders();
    else void this.signInWithLegacyCookie();
  }

  stop(): void {
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
  }

  /** After a login: keep the token (its cookies are set by the API) and tell the other tabs. */
  signedIn(token: string): void {
    const user = sessionUserOfToken(token);
    if (!user) return;
    this.token = token;
    this.windowSeconds = tokenRefreshWindowSeconds(this.env.random);
    this.setState({ status: 'loggedIn', user });
    this.env.broadcast?.(user.id);
    void this.learnAboutOrders();
  }

  /** Another tab signed in or out: a different user than ours reloads the page. */
  userChangedElsewhere(userId: number | null): void {
    if (userId !== (this.state.user?.id ?? null)) this.env.reload();
  }

  /** The periodic check; public for tests. */
  async check(): Promise<void> {
    if (this.busy) return;
    const cookies = this.env.cookies();
    if (!this.token) {
      // Another tab may have signed in; its cookies are ours too.
      const token = validAccessToken(cookies, this.nowSeconds());
      if (token && this.state.status !== 'expired') this.signedIn(token);
      return;
    }
    const expiresAt = tokenExpiresAt(cookies) ?? sessionUserOfToken(this.token)?.expiresAt ?? 0;
    const due = shouldRefreshToken({
      expiresAtSeconds: expiresAt,
      nowSeconds: this.nowSeconds(),
      windowSeconds: this.windowSeconds,
      hasTokenCookie: readCookie(cookies, AUTH_COOKIE_NAMES.token) !== undefined,
    });
    if (due) await this.refresh(this.token);
  }

  async renew(): Promise<void> {
    const outcome = await this.env.api.renew();
    if (!outcome.ok) this.env.log('session renew failed', outcome.status);
  }

  /** The user signs out. False when the logout call failed. */
  async logout(): Promise<boolean> {
    const outcome = await this.env.api.logout();
    if (!outcome.ok) {
      this.env.log('logout failed', outcome.status);
      return false;
    }
    if (outcome.data.UserSwitched) {
      this.env.reload();
      return true;
    }
    this.clear(LOGGED_OUT);
    this.env.ended('loggedOut');
    return true;
  }

  /**
   * A visitor still carrying the previous site's auth cookie is signed in with it (spec 2 §4); a failing
   * exchange is ignored, the cookie is dropped either way.
   */
  private async signInWithLegacyCookie(): Promise<void> {
    const value = readCookie(this.env.cookies(), LEGACY_AUTH_COOKIE_NAME);
    if (!value) return;
    this.env.forgetLegacyAuthCookie?.();
    const outcome = await this.env.api.cookieLogin(value);
    if (outcome.ok && outcome.data.success && outcome.data.token && !this.token)
      this.signedIn(outcome.data.token);
  }

  /** The token's hasAnyOrder is from its issue time: a customer without a known order asks again. */
  private async learnAboutOrders(): Promise<void> {
    const user = this.state.user;
    if (!user || user.hasAnyOrder || user.isGuest) return;
    const outcome = await this.env.api.hasOrders();
    const current = this.state.user;
    if (outcome.ok && outcome.data === true && current?.id === user.id)
      this.setState({ status: this.state.status, user: { ...current, hasAnyOrder: true } });
  }

  private async refresh(currentToken: string): Promise<void> {
    this.busy = true;
    try {
      const outcome = await this.env.api.refresh(currentToken);
      if (!outcome.ok) {
        if (refreshFailureEndsSession(outcome.status)) await this.expire();
        else this.env.log('token refresh failed', outcome.status);
        return;
      }
      if (outcome.data.reload) this.env.reload();
      else if (outcome.data.success && outcome.data.token) this.signedIn(outcome.data.token);
      else await this.expire();
    } finally {
      this.busy = false;
    }
  }

  /** On expiry the client logs out; a failing logout clears the expired flag again. */
  private async expire(): Promise<void> {
    this.setState({ status: 'expired', user: this.state.user });
    const outcome = await this.env.api.logout();
    if (!outcome.ok) {
      this.env.log('logout after expiry failed', outcome.status);
      this.clear(LOGGED_OUT);
      return;
    }
    this.clear({ status: 'expired', user: undefined });
    this.env.ended('expired');
  }

  private clear(state: SessionState): void {
    this.token = undefined;
    this.setState(state);
    this.env.broadcast?.(null);
  }

  private setState(state: SessionState): void {
    this.state = state;
    for (const listener of this.listeners) listener();
  }

  private nowSeconds(): number {
    return Math.floor(this.env.nowMs() / 1000);
  }
}
