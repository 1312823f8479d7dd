import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { Request } from 'express';
import { type Observable, from, switchMap } from 'rxjs';
import { accessTokenOf } from '../../core/auth/auth-cookies.js';
import { TokenService } from '../../core/auth/token.service.js';
import { requestContextOf } from '../../core/context/ctx.decorator.js';
import { ImpersonationRepository } from './impersonation.repository.js';

/**
 * Writes every request made under an impersonated token to impersonation_log, before it runs, on every
 * route (guarded or not), so the audit trail has no gaps.
 */
@Injectable()
export class ImpersonationAuditInterceptor implements NestInterceptor {
  constructor(
    private readonly tokens: TokenService,
    private readonly log: ImpersonationRepository,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const req = context.switchToHttp().getRequest<Request>();
    const found = accessTokenOf(req);
    const user = requestContextOf(req).session ?? (found ? this.tokens.verify(found.token) : undefined);
    if (!user?.isImpersonated || user.impersonatorId === null) return next.handle();
    const action = `${req.method} ${req.path}`.slice(0, 500);
    return from(this.log.log(user.impersonatorId, user.id, action)).pipe(switchMap(() => next.handle()));
  }
}
