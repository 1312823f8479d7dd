import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { type CountryId, type ErrorCode, isCountryId } from '@fuel/domain';
import { APP_CONFIG } from '../../core/config/config.module.js';
import type { AppConfig } from '../../core/config/app-config.js';
import { AuditLog } from '../../core/audit/audit-log.service.js';
import { RateLimiter } from '../../core/auth/rate-limiter.service.js';
import { roleName } from '../../core/auth/roles.js';
import type { RequestContext } from '../../core/context/request-context.js';
import { TransactionRunner } from '../../core/database/transaction-runner.js';
import { AppException } from '../../core/http/error-response.js';
import { notFound } from '../../core/http/not-found.js';
import { AccountMails, MailOutbox } from '../mail/index.js';
import { requireSession } from './caller.util.js';
import { confirmationResendLimits } from './domain/abuse-limits.js';
import { managedRoles } from './domain/staff-roles.policy.js';
import type { SearchUsersQuery } from './dto/search-users.input.js';
import type {
  SupportUserOutput,
  SupportUserPageOutput,
  SupportUserRowOutput,
} from './dto/support-user.output.js';
import type { UpdateSupportUserInput } from './dto/update-support-user.input.js';
import { EmailTokenService } from './email-token.service.js';
import { OrderHistory } from './order-history.port.js';
import { PasswordResetMail } from './password-reset-mail.js';
import { requireManageable } from './staff-target.util.js';
import { type UserRow, UsersRepository } from './users.repository.js';

const PAGE_SIZE = 50;

/** The back office's users: search, the user page, support's changes (each audited in its transaction). */
@Injectable()
export class SupportUsersService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersRepository,
    private readonly orders: OrderHistory,
    private readonly resetMail: PasswordResetMail,
    private readonly emailTokens: EmailTokenService,
    private readonly outbox: MailOutbox,
    private readonly mails: AccountMails,
    private readonly limiter: RateLimiter,
    private readonly runner: TransactionRunner,
    private readonly audit: AuditLog,
  ) {}

  async search(query: SearchUsersQuery): Promise<SupportUserPageOutput> {
    // One row more than the page tells whether a next page exists without counting.
    const rows = await this.users.search(
      {
        emailPrefix: blankToUndefined(query.email),
        namePrefix: blankToUndefined(query.name),
        id: query.customerNumber === undefined ? undefined : Number(query.customerNumber),
        role: query.role === undefined ? undefined : roleName(query.role, this.config.providerName),
        countryId: countryIdOf(query.countryId),
        isGuest: query.guest === undefined ? undefined : query.guest === 'true',
        before: query.cursor === undefined ? undefined : Number(query.cursor),
      },
      PAGE_SIZE + 1,
    );
    const page = rows.slice(0, PAGE_SIZE);
    return { users: page.map(toRow), next: rows.length > PAGE_SIZE ? (page.at(-1)?.id ?? null) : null };
  }

  async get(userId: number): Promise<SupportUserOutput> {
    const user = await this.users.findById(userId);
    if (!user) throw notFound('Diesen Kunden gibt es nicht.');
    const orders = await this.orders.recentOrders(user.id);
    return {
      ...toRow(user),
      title1: user.title1,
      title2: user.title2,
      hasMexEnabled: user.hasMexEnabled,
      lockedAt: user.lockedAt?.toISOString() ?? null,
      emailConfirmedAt: user.emailConfirmedAt?.toISOString() ?? null,
      dealerId: user.dealerId,
      managedRoles: managedRoles(this.config.providerName),
      orders: orders.map((order) => ({ ...order, placedAt: order.placedAt.toISOString() })),
    };
  }

  async update(
    ctx: RequestContext,
    userId: number,
    input: UpdateSupportUserInput,
  ): Promise<SupportUserOutput> {
    const user = await this.target(ctx, userId, 'Dieses Konto können Sie nicht ändern.');
    const after = {
      title1: input.title1 ?? null,
      title2: input.title2 ?? null,
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      hasMexEnabled: input.hasMexEnabled,
    };
    const before = {
      title1: user.title1,
      title2: user.title2,
      firstName: user.firstName,
      lastName: user.lastName,
      hasMexEnabled: user.hasMexEnabled,
    };
    await this.runner.transaction(async () => {
      await this.users.updateBySupport(user.id, after);
      await this.audit.record(ctx, {
        action: 'users.edit',
        entityType: 'user',
        entityId: user.id,
        before,
        after,
      });
    });
    return this.get(user.id);
  }

  /** The same reset mail as "Kennwort vergessen" (a guest row has no password to reset). */
  async sendPasswordReset(ctx: RequestContext, userId: number): Promise<void> {
    const user = await this.target(ctx, userId, 'Diesem Konto können Sie keinen Link senden.');
    if (user.isGuest) {
      throw new AppException(HttpStatus.CONFLICT, 'GUEST_ACCOUNT', 'Ein Gast hat kein Kennwort.');
    }
    await this.runner.transaction(async () => {
      await this.resetMail.request(user.email, undefined);
      await this.audit.record(ctx, { action: 'users.password-reset', entityType: 'user', entityId: user.id });
    });
  }

  /**
   * Registration's confirm-request mail once more, with a new link; the earlier links expire. Only for an
   * unconfirmed, unlocked account (a guest confirms nothing here). Counted per account before the work, so a
   * burst of clicks or calls sends one mail (`confirmationResendLimits`).
   */
  async resendConfirmation(ctx: RequestContext, userId: number): Promise<void> {
    const user = await this.target(ctx, userId, 'Diesem Konto können Sie keine Bestätigung senden.');
    if (user.isGuest)
      throw conflict('GUEST_ACCOUNT', 'Ein Gast hat kein Kundenkonto, das er bestätigen könnte.');
    if (user.emailConfirmedAt)
      throw conflict('ALREADY_CONFIRMED', 'Die E-Mail-Adresse dieses Kontos ist bereits bestätigt.');
    if (user.lockedAt) throw conflict('ACCOUNT_LOCKED', 'Das Konto ist gesperrt. Entsperren Sie es zuerst.');
    const limits = confirmationResendLimits(user.id);
    await this.limiter.consume(limits);
    try {
      await this.runner.transaction(async () => {
        const token = await this.emailTokens.reissue('confirm-request', user.id, {
          email: user.email,
          returnUrl: null,
        });
        await this.outbox.enqueue(
          this.mails.confirmRequest({ to: user.email, countryId: user.countryId, token, name: user }),
        );
        await this.audit.record(ctx, {
          action: 'users.resend-confirmation',
          entityType: 'user',
          entityId: user.id,
        });
      });
    } catch (error) {
      // Nothing was sent: the next click may try again at once.
      await this.limiter.release(limits);
      throw error;
    }
  }

  private async target(ctx: RequestContext, userId: number, refusal: string): Promise<UserRow> {
    const user = await this.users.findById(userId);
    return requireManageable(requireSession(ctx), user, this.config.providerName, refusal);
  }
}

function toRow(user: UserRow): SupportUserRowOutput {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    roles: user.roles,
    isGuest: user.isGuest,
    isLocked: user.lockedAt !== null,
    countryId: user.countryId,
    createdAt: user.createdAt.toISOString(),
  };
}

function conflict(code: ErrorCode, message: string): AppException {
  return new AppException(HttpStatus.CONFLICT, code, message);
}

function blankToUndefined(text: string | undefined): string | undefined {
  const trimmed = text?.trim();
  return trimmed ? trimmed : undefined;
}

/** The validated query's site ('1' to '3'). */
function countryIdOf(text: string | undefined): CountryId | undefined {
  const id = Number(text);
  return isCountryId(id) ? id : undefined;
}
