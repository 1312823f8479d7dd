import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG } from '../../core/config/config.module.js';
import type { AppConfig } from '../../core/config/app-config.js';
import { AuditLog } from '../../core/audit/audit-log.service.js';
import { hasPermission } from '../../core/auth/permissions.js';
import { roleName } from '../../core/auth/roles.js';
import { SessionRegistry } from '../../core/auth/session-registry.service.js';
import type { RequestContext } from '../../core/context/request-context.js';
import { TransactionRunner } from '../../core/database/transaction-runner.js';
import { AppException } from '../../core/http/error-response.js';
import { notFound } from '../../core/http/not-found.js';
import { DealerDirectory } from '../dealers/index.js';
import { requireSession } from './caller.util.js';
import {
  managedRoles,
  nextStoredRoles,
  sameRoles,
  takesLastAdmin,
  unknownRoleNames,
} from './domain/staff-roles.policy.js';
import type { SetUserRolesInput } from './dto/set-user-roles.input.js';
import { SessionService } from './session.service.js';
import { requireManageable } from './staff-target.util.js';
import { UsersRepository } from './users.repository.js';

/**
 * An admin gives and takes an account's staff roles (and the dealer link of dealer staff). Nobody changes
 * their own roles, the last admin who can sign in keeps admin, and a change ends the account's sessions, so no
 * token carries roles it no longer has. Changes run one after another under row locks and are audited.
 */
@Injectable()
export class SupportUserRolesService {
  private readonly logger = new Logger(SupportUserRolesService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersRepository,
    private readonly sessions: SessionService,
    private readonly registry: SessionRegistry,
    private readonly dealers: DealerDirectory,
    private readonly runner: TransactionRunner,
    private readonly audit: AuditLog,
  ) {}

  /** Answers whether anything changed (the same roles again change, end and audit nothing). */
  async setRoles(ctx: RequestContext, userId: number, input: SetUserRolesInput): Promise<boolean> {
    const staff = requireSession(ctx);
    const provider = this.config.providerName;
    if (unknownRoleNames(input.roles, provider).length > 0) {
      const names = managedRoles(provider)
        .map((role) => role.name)
        .join(', ');
      throw badField('roles', `Diese Rolle gibt es nicht. Möglich sind: ${names}.`);
    }
    const wantsDealer = input.roles.includes(roleName('dealer', provider));
    const dealerId = input.dealerId ?? null;
    if (wantsDealer && dealerId !== null && !(await this.dealers.dealerExists(dealerId))) {
      throw badField('dealerId', 'Diesen Händler gibt es nicht.');
    }
    const found = await this.users.findById(userId);
    const target = requireManageable(staff, found, provider, 'Ihre eigenen Rollen können Sie nicht ändern.');
    if (target.isGuest) {
      throw new AppException(
        HttpStatus.CONFLICT,
        'GUEST_ACCOUNT',
        'Ein Gast hat kein Konto, das Rollen haben könnte.',
      );
    }

    const adminRole = roleName('admin', provider);
    const changed = await this.runner.transaction(async () => {
      await this.users.lockForRoleChange(target.id, adminRole);
      // Read under the locks: a parallel change may have taken the caller's admin or changed the target.
      const actor = await this.users.findById(staff.id);
      if (!actor || actor.lockedAt !== null || !hasPermission(actor, 'users.roles', provider)) {
        throw new AppException(HttpStatus.FORBIDDEN, 'FORBIDDEN', 'Nur ein Admin kann Rollen vergeben.');
      }
      const user = await this.users.findById(target.id);
      if (!user) throw notFound('Diesen Kunden gibt es nicht.');
      const roles = nextStoredRoles(user.roles, input.roles, provider);
      const link = wantsDealer ? (dealerId ?? user.dealerId) : null;
      if (wantsDealer && link === null) {
        throw badField('dealerId', 'Ein Händlerkonto braucht die Nummer seines Händlers.');
      }
      if (sameRoles(user.roles, roles) && user.dealerId === link) return false;
      const otherAdmins = await this.users.countActiveHolders(adminRole, user.id);
      if (takesLastAdmin(user.roles, roles, otherAdmins, provider)) {
        throw new AppException(
          HttpStatus.CONFLICT,
          'LAST_ADMIN',
          'Das ist das letzte Admin-Konto: Es behält die Admin-Rolle, bis ein anderes Konto sie hat.',
        );
      }
      await this.users.setRoles(user.id, roles, link);
      // Its tokens carry the old roles; impersonations it started rest on them too.
      await this.sessions.revokeAll(user.id);
      await this.sessions.revokeImpersonationsBy(user.id);
      await this.audit.record(ctx, {
        action: 'users.roles',
        entityType: 'user',
        entityId: user.id,
        before: { roles: user.roles, dealerId: user.dealerId },
        after: { roles, dealerId: link },
      });
      return true;
    });
    if (changed) {
      // Again after the commit: a request in between may have found a session alive and cached it.
      this.registry.forgetUser(target.id);
      this.logger.log(`roles of account ${target.id} changed by staff ${staff.id}`);
    }
    return changed;
  }
}

function badField(field: string, message: string): AppException {
  return new AppException(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', message, [
    { field, messages: [message] },
  ]);
}
