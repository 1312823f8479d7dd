import { randomUUID } from 'node:crypto';
import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { ErrorCode } from '@fuel/domain';
import { START_PAGE_PATHS } from '@fuel/domain/accounts';
import { APP_CONFIG } from '../../core/config/config.module.js';
import type { AppConfig } from '../../core/config/app-config.js';
import type { AccessTokenClaims } from '../../core/auth/auth-user.type.js';
import { CsrfService } from '../../core/auth/csrf.service.js';
import { effectiveRoles, hasRole, isBackOfficeStaff, rolesClaim } from '../../core/auth/roles.js';
import { SessionRegistry } from '../../core/auth/session-registry.service.js';
import { TokenService } from '../../core/auth/token.service.js';
import type { RequestContext } from '../../core/context/request-context.js';
import { AppException } from '../../core/http/error-response.js';
import { TransactionRunner } from '../../core/database/transaction-runner.js';
import { newSecretToken, sha256 } from './domain/secret-token.util.js';
import { OrderHistory } from './order-history.port.js';
import { SessionsRepository } from './sessions.repository.js';
import { type UserRow, UsersRepository } from './users.repository.js';

/** An impersonation session ends at the latest after this, whatever the refresh rotation. */
const IMPERSONATION_TTL_SECONDS = 2 * 3_600;

export interface IssuedSession {
  user: UserRow;
  token: string;
  /** Unix seconds. */
  expiresAt: number;
  refreshToken: string;
  familyId: string;
  csrfToken: string;
}

const SESSION_EXPIRED = 'Ihre Anmeldung ist abgelaufen. Bitte melden Sie sich erneut an.';
/** Said only to someone who knew the password (sign-in checks it first) or holds a session. */
export const ACCOUNT_LOCKED = 'Ihr Kundenkonto ist gesperrt. Bitte wenden Sie sich an unseren Kundenservice.';

/**
 * Access tokens and rotating refresh-token families. Every revocation here also tells the SessionRegistry,
 * so this process refuses the session's access tokens at once (other processes within its cache time).
 */
@Injectable()
export class SessionService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly tokens: TokenService,
    private readonly csrf: CsrfService,
    private readonly sessions: SessionsRepository,
    private readonly users: UsersRepository,
    private readonly orders: OrderHistory,
    private readonly registry: SessionRegistry,
    private readonly runner: TransactionRunner,
  ) {}

  /**
   * A new session (refresh family) for the user; with `impersonatorId` a staff member acts as them. A
   * locked account gets none (403 ACCOUNT_LOCKED).
   */
  async start(user: UserRow, impersonatorId: number | null = null): Promise<IssuedSession> {
    if (user.lockedAt) throw new AppException(HttpStatus.FORBIDDEN, 'ACCOUNT_LOCKED', ACCOUNT_LOCKED);
    const familyId = randomUUID();
    const ttl = impersonatorId ? IMPERSONATION_TTL_SECONDS : this.config.refreshTokenTtlSeconds;
    const refreshToken = newSecretToken();
    await this.sessions.insert({
      userId: user.id,
      familyId,
      tokenHash: sha256(refreshToken),
      expiresAt: new Date(Date.now() + ttl * 1000),
      impersonatorId,
    });
    return { ...(await this.access(user, familyId, impersonatorId)), refreshToken, familyId };
  }

  /**
   * Rotates a refresh token: the presented one becomes used, a new one joins the family. A used token
   * presented again revokes the family (it was stolen or replayed), unless it comes within the grace of
   * its rotation, which is two tabs refreshing at once.
   */
  async refresh(ctx: RequestContext, rawToken: string, now = new Date()): Promise<IssuedSession> {
    const row = await this.sessions.findByHash(sha256(rawToken));
    if (!row || row.revokedAt || row.expiresAt <= now) throw expired('INVALID_REFRESH_TOKEN');
    if (row.usedAt) {
      if (now.getTime() - row.usedAt.getTime() <= this.config.refreshReuseGraceSeconds * 1000) throw raced();
      await this.revoke(row.familyId, now);
      throw expired('REFRESH_TOKEN_REUSED');
    }
    const user = await this.users.findById(row.userId);
    if (!user || user.lockedAt) throw expired('INVALID_REFRESH_TOKEN');
    const refreshToken = newSecretToken();
    const won = await this.runner.transaction(async () => {
      if (!(await this.sessions.markUsed(row.id, now))) return false;
      await this.sessions.insert({
        userId: row.userId,
        familyId: row.familyId,
        tokenHash: sha256(refreshToken),
        // Impersonation keeps its fixed end; customer sessions slide.
        expiresAt: row.impersonatorId
          ? row.expiresAt
          : new Date(now.getTime() + this.config.refreshTokenTtlSeconds * 1000),
        impersonatorId: row.impersonatorId,
      });
      return true;
    });
    if (!won) throw raced();
    return {
      ...(await this.access(user, row.familyId, row.impersonatorId)),
      refreshToken,
      familyId: row.familyId,
    };
  }

  /** The family of a refresh token, whatever its state (to revoke it at logout). */
  async familyOf(rawToken: string): Promise<{ familyId: string; userId: number } | undefined> {
    const row = await this.sessions.findByHash(sha256(rawToken));
    return row ? { familyId: row.familyId, userId: row.userId } : undefined;
  }

  async revoke(familyId: string, now = new Date()): Promise<void> {
    await this.sessions.revokeFamily(familyId, now);
    this.registry.forget(familyId);
  }

  /** After a password or e-mail change: every session of the user except the caller's. */
  async revokeOthers(userId: number, keepFamilyId: string, now = new Date()): Promise<void> {
    await this.sessions.revokeAllOfUser(userId, now, keepFamilyId);
    this.registry.forgetUser(userId, keepFamilyId);
  }

  async revokeAll(userId: number, now = new Date()): Promise<void> {
    await this.sessions.revokeAllOfUser(userId, now);
    this.registry.forgetUser(userId);
  }

  /** Every live impersonation the staff member runs (a new one replaces them). */
  async revokeImpersonationsBy(staffUserId: number, now = new Date()): Promise<void> {
    const families = await this.sessions.revokeImpersonationsBy(staffUserId, now);
    this.registry.forget(...families);
  }

  /** Live session of an access token: not revoked, not expired; carries the impersonator if any. */
  activeFamily(familyId: string, now = new Date()) {
    return this.sessions.activeFamilyMember(familyId, now);
  }

  redirectUrlFor(user: UserRow): string | null {
    if (hasRole(user, 'dealer', this.config.providerName)) return START_PAGE_PATHS.dealerPortal;
    return isBackOfficeStaff(user, this.config.providerName) ? START_PAGE_PATHS.backOffice : null;
  }

  private async access(
    user: UserRow,
    familyId: string,
    impersonatorId: number | null,
  ): Promise<Omit<IssuedSession, 'refreshToken' | 'familyId'>> {
    const claims: Omit<AccessTokenClaims, 'iat' | 'exp'> = {
      id: user.id,
      title1: user.title1,
      title2: user.title2,
      roles: rolesClaim(effectiveRoles(user, this.config.providerName)),
      isImpersonated: impersonatorId !== null,
      isGuest: user.isGuest,
      hasMexEnabled: user.hasMexEnabled,
      hasAnyOrder: await this.orders.hasAnyOrder(user.id),
      firstName: user.firstName,
      lastName: user.lastName ?? user.firstName,
      sid: familyId,
      ...(impersonatorId !== null ? { impersonatorId } : {}),
      ...(user.dealerId !== null ? { dealerId: user.dealerId } : {}),
    };
    const { token, expiresAt } = this.tokens.sign(claims);
    return { user, token, expiresAt, csrfToken: this.csrf.issue(familyId) };
  }
}

function expired(code: ErrorCode): AppException {
  return new AppException(HttpStatus.UNAUTHORIZED, code, SESSION_EXPIRED);
}

function raced(): AppException {
  return new AppException(
    HttpStatus.CONFLICT,
    'REFRESH_CONFLICT',
    'Die Anmeldung wurde gerade in einem anderen Fenster erneuert.',
  );
}
