import { HttpStatus, Injectable } from '@nestjs/common';
import { siteReturnPathOrNull } from '@fuel/domain';
import { RateLimiter } from '../../core/auth/rate-limiter.service.js';
import type { RequestContext } from '../../core/context/request-context.js';
import { AppException } from '../../core/http/error-response.js';
import { emailTaken } from './account.service.js';
import { passwordResetLimits } from './domain/abuse-limits.js';
import type { ForgotPasswordInput } from './dto/request-password-reset.input.js';
import type { SetPasswordInput } from './dto/set-password.input.js';
import { EmailTokenService } from './email-token.service.js';
import { PasswordResetMail } from './password-reset-mail.js';
import { PasswordService } from './password.service.js';
import { type IssuedSession, SessionService } from './session.service.js';
import { UsersRepository } from './users.repository.js';

export const RESET_REQUESTED =
  'Wenn zu dieser E-Mail-Adresse ein Kundenkonto besteht, haben wir Ihnen einen Link zum Festlegen eines neuen Kennworts gesendet.';

/** A mail link that signed its opener in (or not), and where the page may lead on. */
export interface LinkSignIn {
  session: IssuedSession | null;
  returnUrl: string | null;
  hasPassword: boolean;
}

/** Password reset and the e-mail links (confirm request, e-mail change, notifications). */
@Injectable()
export class ConfirmationService {
  constructor(
    private readonly users: UsersRepository,
    private readonly passwords: PasswordService,
    private readonly sessions: SessionService,
    private readonly emailTokens: EmailTokenService,
    private readonly limiter: RateLimiter,
    private readonly resetMail: PasswordResetMail,
  ) {}

  /**
   * Same answer and the same work whether or not the account exists: every request counts against the
   * limits and queues one outbox row; the mail worker looks the address up (PasswordResetMail).
   */
  async requestPasswordReset(
    ctx: RequestContext,
    input: ForgotPasswordInput,
    clientAddress: string,
  ): Promise<void> {
    const email = input.EmailAddress.trim().toLowerCase();
    await this.limiter.consume(passwordResetLimits(email, clientAddress));
    await this.resetMail.request(email, input.CountryId);
  }

  /** Sets the password, confirms the address (the link proved it) and ends every session. */
  async setPassword(ctx: RequestContext, input: SetPasswordInput): Promise<void> {
    // The policy is checked before the token is spent, so a refused password leaves the link usable.
    const passwordHash = await this.passwords.hashNew(input.Password, 'Password');
    await this.emailTokens.consume('reset-password', input.Token, async (row, now) => {
      const user = await this.users.findById(row.userId);
      await this.users.update(row.userId, {
        passwordHash,
        isGuest: false,
        emailConfirmedAt: user?.emailConfirmedAt ?? now,
      });
      await this.sessions.revokeAll(row.userId, now);
    });
  }

  /**
   * Confirms the address and signs the confirmer in: the link proves the mailbox. Only an account is signed
   * in, and only while it still has the address the link was sent to (an e-mail change since then, or a link
   * from before addresses were recorded, confirms without a session); a guest row is only confirmed.
   */
  async confirmRequest(ctx: RequestContext, token: string): Promise<LinkSignIn> {
    return this.emailTokens.consume('confirm-request', token, async (row, now) => {
      const found = await this.users.findById(row.userId);
      if (!found) throw new AppException(HttpStatus.NOT_FOUND, 'TOKEN_INVALID', 'Dieser Link ist ungültig.');
      const sentTo = row.payload['email'];
      const stillThere = typeof sentTo === 'string' && sentTo === found.email;
      const user =
        !found.emailConfirmedAt && (stillThere || sentTo === undefined)
          ? await this.users.update(found.id, { emailConfirmedAt: now })
          : found;
      const signIn = stillThere && !user.isGuest && !user.lockedAt;
      return {
        session: signIn ? await this.sessions.start(user) : null,
        returnUrl: signIn ? siteReturnPathOrNull(row.payload['returnUrl']) : null,
        hasPassword: user.passwordHash !== null,
      };
    });
  }

  async confirmEmailChange(ctx: RequestContext, token: string): Promise<string> {
    return this.emailTokens.consume('confirm-email-change', token, async (row, now) => {
      const email = row.payload['email'];
      if (typeof email !== 'string') {
        throw new AppException(HttpStatus.NOT_FOUND, 'TOKEN_INVALID', 'Dieser Link ist ungültig.');
      }
      if (!(await this.users.changeEmail(row.userId, email, now))) throw emailTaken();
      // Every session but the requesting one ends (all of them for links issued without it).
      const keep = row.payload['sessionId'];
      if (typeof keep === 'string') await this.sessions.revokeOthers(row.userId, keep, now);
      else await this.sessions.revokeAll(row.userId, now);
      return email;
    });
  }

  async confirmNotifications(ctx: RequestContext, token: string): Promise<void> {
    await this.emailTokens.consume('confirm-notifications', token, async (row, now) => {
      await this.users.update(row.userId, { notificationsConfirmedAt: now });
    });
  }
}
