import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG } from '../../core/config/config.module.js';
import type { AppConfig } from '../../core/config/app-config.js';
import { AuditLog } from '../../core/audit/audit-log.service.js';
import type { AuthUser } from '../../core/auth/auth-user.type.js';
import { SessionRegistry } from '../../core/auth/session-registry.service.js';
import type { RequestContext } from '../../core/context/request-context.js';
import { TransactionRunner } from '../../core/database/transaction-runner.js';
import { requireSession } from './caller.util.js';
import { SessionService } from './session.service.js';
import { requireManageable } from './staff-target.util.js';
import { type UserRow, UsersRepository } from './users.repository.js';

/**
 * Staff locking an account: it can no longer sign in or refresh, and every session of it ends at once (the
 * guard's SessionRegistry also refuses tokens of a locked user). Locks and unlocks are written to the audit
 * log with the change.
 */
@Injectable()
export class AccountLockService {
  private readonly logger = new Logger(AccountLockService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersRepository,
    private readonly sessions: SessionService,
    private readonly registry: SessionRegistry,
    private readonly runner: TransactionRunner,
    private readonly audit: AuditLog,
  ) {}

  async lock(ctx: RequestContext, userId: number): Promise<void> {
    const staff = requireSession(ctx);
    const user = await this.target(staff, userId);
    await this.runner.transaction(async () => {
      const wasLocked = await this.users.setLocked(user.id, true);
      await this.sessions.revokeAll(user.id);
      await this.audit.record(ctx, lockEntry('users.lock', wasLocked, user.id, true));
    });
    // Again after the commit: a request in between may have found a session alive and cached it.
    this.registry.forgetUser(user.id);
    this.logger.log(`account ${user.id} locked by staff ${staff.id}`);
  }

  async unlock(ctx: RequestContext, userId: number): Promise<void> {
    const staff = requireSession(ctx);
    const user = await this.target(staff, userId);
    await this.runner.transaction(async () => {
      const wasLocked = await this.users.setLocked(user.id, false);
      await this.audit.record(ctx, lockEntry('users.unlock', wasLocked, user.id, false));
    });
    this.logger.log(`account ${user.id} unlocked by staff ${staff.id}`);
  }

  private async target(staff: AuthUser, userId: number): Promise<UserRow> {
    const user = await this.users.findById(userId);
    return requireManageable(staff, user, this.config.providerName, 'Dieses Konto können Sie nicht sperren.');
  }
}

function lockEntry(
  action: 'users.lock' | 'users.unlock',
  wasLocked: boolean,
  userId: number,
  locked: boolean,
) {
  return {
    action,
    entityType: 'user',
    entityId: userId,
    before: { locked: wasLocked },
    after: { locked },
  };
}
