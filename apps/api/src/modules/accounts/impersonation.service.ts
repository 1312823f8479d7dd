import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../core/config/config.module.js';
import type { AppConfig } from '../../core/config/app-config.js';
import { AuditLog } from '../../core/audit/audit-log.service.js';
import { hasPermission } from '../../core/auth/permissions.js';
import { holdsStaffRole } from '../../core/auth/roles.js';
import { impersonatorUserId, type RequestContext } from '../../core/context/request-context.js';
import { TransactionRunner } from '../../core/database/transaction-runner.js';
import { AppException } from '../../core/http/error-response.js';
import { notFound } from '../../core/http/not-found.js';
import { requireSession } from './caller.util.js';
import { ImpersonationRepository } from './impersonation.repository.js';
import { type IssuedSession, SessionService } from './session.service.js';
import { UsersRepository } from './users.repository.js';

/**
 * Support staff acting as a customer: a separate, short session that names the staff member. Start and end
 * go to the audit log; every call in between to impersonation_log (ImpersonationAuditInterceptor).
 */
@Injectable()
export class ImpersonationService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersRepository,
    private readonly sessions: SessionService,
    private readonly log: ImpersonationRepository,
    private readonly runner: TransactionRunner,
    private readonly audit: AuditLog,
  ) {}

  async start(ctx: RequestContext, customerId: number): Promise<IssuedSession> {
    const staff = requireSession(ctx);
    const customer = await this.users.findById(customerId);
    if (!customer) throw notFound('Diesen Kunden gibt es nicht.');
    // Staff and dealer accounts are never impersonated: that would hand out their rights.
    if (customer.id === staff.id || holdsStaffRole(customer, this.config.providerName)) {
      throw new AppException(HttpStatus.FORBIDDEN, 'FORBIDDEN', 'Dieses Konto kann nicht vertreten werden.');
    }
    if (customer.lockedAt) {
      throw new AppException(HttpStatus.FORBIDDEN, 'ACCOUNT_LOCKED', 'Dieses Konto ist gesperrt.');
    }
    // The staff session is replaced; ending the impersonation issues a fresh one. An impersonation the
    // staff member still runs elsewhere (another browser) ends: one at a time.
    await this.sessions.revoke(staff.sessionId);
    await this.sessions.revokeImpersonationsBy(staff.id);
    return this.runner.transaction(async () => {
      const session = await this.sessions.start(customer, staff.id);
      await this.log.log(staff.id, customer.id, 'impersonation started');
      await this.audit.record(ctx, {
        action: 'users.impersonate',
        entityType: 'user',
        entityId: customer.id,
      });
      return session;
    });
  }

  /** Only a live impersonation leads back, and only to a staff member who still holds users.impersonate. */
  async end(ctx: RequestContext): Promise<IssuedSession> {
    const impersonatorId = impersonatorUserId(ctx);
    if (!ctx.onBehalfOf || impersonatorId === null) {
      throw new AppException(HttpStatus.CONFLICT, 'NOT_IMPERSONATING', 'Sie vertreten gerade niemanden.');
    }
    const customerId = ctx.onBehalfOf.userId;
    const { sessionId } = requireSession(ctx);
    const family = await this.sessions.activeFamily(sessionId);
    if (!family || family.impersonatorId !== impersonatorId) {
      throw new AppException(HttpStatus.UNAUTHORIZED, 'UNAUTHORIZED', 'Die Vertretung ist bereits beendet.');
    }
    const staff = await this.users.findById(impersonatorId);
    if (!staff || !hasPermission(staff, 'users.impersonate', this.config.providerName)) {
      throw new AppException(
        HttpStatus.FORBIDDEN,
        'FORBIDDEN',
        'Leider haben Sie keinen Zugang zu dieser Seite.',
      );
    }
    await this.sessions.revoke(sessionId);
    return this.runner.transaction(async () => {
      await this.log.log(staff.id, customerId, 'impersonation ended');
      await this.audit.record(ctx, {
        action: 'users.end-impersonation',
        entityType: 'user',
        entityId: customerId,
      });
      return this.sessions.start(staff);
    });
  }
}
