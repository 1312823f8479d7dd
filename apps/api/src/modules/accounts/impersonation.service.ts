import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../core/config/config.module.js';
import type { AppConfig } from '../../core/config/app-config.js';
import type { AuthUser } from '../../core/auth/auth-user.type.js';
import { hasPermission } from '../../core/auth/permissions.js';
import { staffRoleNames } from '../../core/auth/roles.js';
import { AppException } from '../../core/http/error-response.js';
import { notFound } from '../../core/http/not-found.js';
import { ImpersonationRepository } from './impersonation.repository.js';
import { type IssuedSession, SessionService } from './session.service.js';
import { UsersRepository } from './users.repository.js';

/** Support staff acting as a customer: a separate, short session that names the staff member. */
@Injectable()
export class ImpersonationService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersRepository,
    private readonly sessions: SessionService,
    private readonly log: ImpersonationRepository,
  ) {}

  async start(staff: AuthUser, customerId: number): Promise<IssuedSession> {
    const customer = await this.users.findById(customerId);
    if (!customer) throw notFound('Diesen Kunden gibt es nicht.');
    const staffRoles = staffRoleNames(this.config.providerName);
    // Staff and dealer accounts are never impersonated: that would hand out their rights.
    if (customer.id === staff.id || customer.roles.some((role) => staffRoles.includes(role))) {
      throw new AppException(HttpStatus.FORBIDDEN, 'FORBIDDEN', 'Dieses Konto kann nicht vertreten werden.');
    }
    if (customer.lockedAt) {
      throw new AppException(HttpStatus.FORBIDDEN, 'ACCOUNT_LOCKED', 'Dieses Konto ist gesperrt.');
    }
    // The staff session is replaced; ending the impersonation issues a fresh one. An impersonation the
    // staff member still runs elsewhere (another browser) ends: one at a time.
    await this.sessions.revoke(staff.sessionId);
    await this.sessions.revokeImpersonationsBy(staff.id);
    const session = await this.sessions.start(customer, staff.id);
    await this.log.log(staff.id, customer.id, 'impersonation started');
    return session;
  }

  /** Only a live impersonation leads back, and only to a staff member who still holds users.impersonate. */
  async end(auth: AuthUser): Promise<IssuedSession> {
    if (!auth.isImpersonated || auth.impersonatorId === null) {
      throw new AppException(HttpStatus.CONFLICT, 'NOT_IMPERSONATING', 'Sie vertreten gerade niemanden.');
    }
    const family = await this.sessions.activeFamily(auth.sessionId);
    if (!family || family.impersonatorId !== auth.impersonatorId) {
      throw new AppException(HttpStatus.UNAUTHORIZED, 'UNAUTHORIZED', 'Die Vertretung ist bereits beendet.');
    }
    const staff = await this.users.findById(auth.impersonatorId);
    if (!staff || !hasPermission(staff, 'users.impersonate', this.config.providerName)) {
      throw new AppException(
        HttpStatus.FORBIDDEN,
        'FORBIDDEN',
        'Leider haben Sie keinen Zugang zu dieser Seite.',
      );
    }
    await this.sessions.revoke(auth.sessionId);
    await this.log.log(staff.id, auth.id, 'impersonation ended');
    return this.sessions.start(staff);
  }
}
