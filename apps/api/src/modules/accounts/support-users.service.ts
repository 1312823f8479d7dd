import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { type CountryId, isCountryId } from '@fuel/domain';
import { APP_CONFIG } from '../../core/config/config.module.js';
import type { AppConfig } from '../../core/config/app-config.js';
import { AuditLog } from '../../core/audit/audit-log.service.js';
import { roleName } from '../../core/auth/roles.js';
import type { RequestContext } from '../../core/context/request-context.js';
import { TransactionRunner } from '../../core/database/transaction-runner.js';
import { AppException } from '../../core/http/error-response.js';
import { notFound } from '../../core/http/not-found.js';
import { requireSession } from './caller.util.js';
import type { SearchUsersQuery } from './dto/search-users.input.js';
import type {
  SupportUserOutput,
  SupportUserPageOutput,
  SupportUserRowOutput,
} from './dto/support-user.output.js';
import type { UpdateSupportUserInput } from './dto/update-support-user.input.js';
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
      throw new AppException(HttpStatus.CONFLICT, 'CONFLICT', 'Ein Gast hat kein Kennwort.');
    }
    await this.runner.transaction(async () => {
      await this.resetMail.request(user.email, undefined);
      await this.audit.record(ctx, { action: 'users.password-reset', entityType: 'user', entityId: user.id });
    });
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

function blankToUndefined(text: string | undefined): string | undefined {
  const trimmed = text?.trim();
  return trimmed ? trimmed : undefined;
}

/** The validated query's site ('1' to '3'). */
function countryIdOf(text: string | undefined): CountryId | undefined {
  const id = Number(text);
  return isCountryId(id) ? id : undefined;
}
