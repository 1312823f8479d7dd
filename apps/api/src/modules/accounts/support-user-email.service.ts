import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../core/config/config.module.js';
import type { AppConfig } from '../../core/config/app-config.js';
import { AuditLog } from '../../core/audit/audit-log.service.js';
import { RateLimiter } from '../../core/auth/rate-limiter.service.js';
import type { RequestContext } from '../../core/context/request-context.js';
import { TransactionRunner } from '../../core/database/transaction-runner.js';
import { AppException } from '../../core/http/error-response.js';
import { AccountMails, MailOutbox } from '../mail/index.js';
import { requireSession } from './caller.util.js';
import { supportEmailChangeLimits } from './domain/abuse-limits.js';
import type { ChangeUserEmailInput } from './dto/change-user-email.input.js';
import { EmailTokenService } from './email-token.service.js';
import { requireManageable } from './staff-target.util.js';
import { UsersRepository } from './users.repository.js';

/**
 * Staff move an account to a new address. Nothing changes until the owner follows the link mailed to the new
 * address (registration's `confirm-email-change` link, so the customer's own confirmation page applies it and
 * ends every session); the old address hears of it. Audited.
 */
@Injectable()
export class SupportUserEmailService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersRepository,
    private readonly emailTokens: EmailTokenService,
    private readonly outbox: MailOutbox,
    private readonly mails: AccountMails,
    private readonly limiter: RateLimiter,
    private readonly runner: TransactionRunner,
    private readonly audit: AuditLog,
  ) {}

  /** Answers the new address, as it will be stored. */
  async requestChange(ctx: RequestContext, userId: number, input: ChangeUserEmailInput): Promise<string> {
    const staff = requireSession(ctx);
    const user = requireManageable(
      staff,
      await this.users.findById(userId),
      this.config.providerName,
      'Die E-Mail-Adresse dieses Kontos können Sie nicht ändern.',
    );
    if (user.isGuest)
      throw new AppException(
        HttpStatus.CONFLICT,
        'GUEST_ACCOUNT',
        'Ein Gast hat kein Kundenkonto, dessen Adresse Sie ändern könnten.',
      );
    const email = input.email.trim().toLowerCase();
    if (email === user.email) {
      throw new AppException(
        HttpStatus.BAD_REQUEST,
        'VALIDATION_FAILED',
        'Das ist bereits die E-Mail-Adresse dieses Kontos.',
        [{ field: 'email', messages: ['Das ist bereits die E-Mail-Adresse dieses Kontos.'] }],
      );
    }
    // Staff may know which addresses have accounts; the link's confirmation checks again.
    if (await this.users.findByEmail(email)) {
      throw new AppException(
        HttpStatus.CONFLICT,
        'EMAIL_TAKEN',
        'Diese E-Mail-Adresse gehört bereits zu einem anderen Konto.',
      );
    }
    const limits = supportEmailChangeLimits(user.id);
    await this.limiter.consume(limits);
    try {
      await this.runner.transaction(async () => {
        // Only the newest link works, the customer's own pending change included.
        const token = await this.emailTokens.reissue('confirm-email-change', user.id, {
          email,
          requestedBy: staff.id,
        });
        const { countryId } = user;
        await this.outbox.enqueue(this.mails.supportEmailChange({ to: email, countryId, token, name: user }));
        await this.outbox.enqueue(
          this.mails.supportEmailChangeNotice({ to: user.email, countryId, newEmail: email, name: user }),
        );
        await this.audit.record(ctx, {
          action: 'users.email-change',
          entityType: 'user',
          entityId: user.id,
          before: { email: user.email },
          after: { pendingEmail: email },
        });
      });
    } catch (error) {
      await this.limiter.release(limits);
      throw error;
    }
    return email;
  }
}
