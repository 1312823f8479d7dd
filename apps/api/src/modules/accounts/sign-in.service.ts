import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../core/config/config.module.js';
import type { AppConfig } from '../../core/config/app-config.js';
import { RateLimiter } from '../../core/auth/rate-limiter.service.js';
import type { RequestContext } from '../../core/context/request-context.js';
import { AppException } from '../../core/http/error-response.js';
import {
  KNOWN_ADDRESS_SECONDS,
  knownAddressKey,
  signInLimitList,
  signInLimits,
} from './domain/abuse-limits.js';
import { verifyLegacyAuthCookie } from './domain/legacy-auth-cookie.js';
import type { CookieLoginInput } from './dto/sign-in-with-cookie.input.js';
import type { SignInInput } from './dto/sign-in.input.js';
import { PasswordService } from './password.service.js';
import { ImpersonationService } from './impersonation.service.js';
import { type IssuedSession, SessionService } from './session.service.js';
import { UsersRepository } from './users.repository.js';

/** One answer for an unknown account, a guest and a wrong password. */
const INVALID_CREDENTIALS = 'Die E-Mail-Adresse oder das Kennwort ist nicht korrekt.';

@Injectable()
export class SignInService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersRepository,
    private readonly passwords: PasswordService,
    private readonly sessions: SessionService,
    private readonly limiter: RateLimiter,
    private readonly impersonation: ImpersonationService,
  ) {}

  /**
   * Every attempt is counted before the password is checked (per account and address, per address, per
   * account across addresses with a growing delay), so a burst checks no more passwords than the limits
   * allow; a correct password gives its attempt back and forgets this address's mistypes.
   */
  async signIn(ctx: RequestContext, input: SignInInput, clientAddress: string): Promise<IssuedSession> {
    const email = input.UserName.trim().toLowerCase();
    const known = await this.limiter.isMarked(knownAddressKey(email, clientAddress));
    const limits = signInLimits(email, clientAddress, known);
    const counted = signInLimitList(limits);
    await this.limiter.consume(counted);
    const user = await this.users.findByEmail(email);
    const valid = await this.passwords.verify(user?.passwordHash, input.Password);
    if (!user || !valid) {
      throw new AppException(HttpStatus.UNAUTHORIZED, 'INVALID_CREDENTIALS', INVALID_CREDENTIALS);
    }
    await this.limiter.release(counted);
    await this.limiter.reset(limits.accountAndAddress);
    await this.limiter.mark(limits.knownAddressKey, KNOWN_ADDRESS_SECONDS);
    return this.sessions.start(user);
  }

  /** Exchanges an auth cookie for a session; null for anything that is not a live cookie of ours. */
  async cookieLogin(ctx: RequestContext, input: CookieLoginInput): Promise<IssuedSession | null> {
    if (input.Type === 'v4') {
      if (!input.AuthCookieValue) return null;
      return this.sessions.refresh(ctx, input.AuthCookieValue).catch(() => null);
    }
    const userId = verifyLegacyAuthCookie(input.AuthCookieValue, this.config.jwtSecret, Date.now() / 1000);
    const user = userId === null ? undefined : await this.users.findById(userId);
    return user ? this.sessions.start(user) : null;
  }

  /**
   * Ends the session of the refresh cookie and of the access token. Signing out of an impersonation
   * returns to the staff member's own session (UserSwitched).
   */
  async signOut(ctx: RequestContext, refreshToken: string | undefined): Promise<IssuedSession | null> {
    if (ctx.onBehalfOf) {
      const staffSession = await this.impersonation.end(ctx).catch(() => null);
      if (staffSession) return staffSession;
    }
    const family = refreshToken ? await this.sessions.familyOf(refreshToken) : undefined;
    if (family) await this.sessions.revoke(family.familyId);
    const { session } = ctx;
    if (session && session.sessionId !== family?.familyId) await this.sessions.revoke(session.sessionId);
    return null;
  }
}
