import { Injectable, Logger, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { accessTokenOf } from '../../core/auth/auth-cookies.js';
import { TokenService } from '../../core/auth/token.service.js';
import { requestContextOf } from '../../core/context/ctx.decorator.js';
import { ImpersonationRepository } from './impersonation.repository.js';

/**
 * Writes every refused request (any 4xx or 5xx answer: guard, validation, unknown route, error) made with
 * an impersonation token to impersonation_log, once the answer is known. ImpersonationAuditInterceptor
 * writes the calls that reach a handler before they run; a call refused before that (by the guard) would
 * otherwise leave no trace. An expired or revoked impersonation token counts: it is still ours (signed).
 */
@Injectable()
export class ImpersonationRefusalMiddleware implements NestMiddleware {
  private readonly logger = new Logger(ImpersonationRefusalMiddleware.name);

  constructor(
    private readonly tokens: TokenService,
    private readonly log: ImpersonationRepository,
  ) {}

  use(req: Request, res: Response, next: NextFunction): void {
    res.once('finish', () => {
      if (res.statusCode < 400) return;
      const found = accessTokenOf(req);
      const user =
        requestContextOf(req).session ??
        (found ? this.tokens.verify(found.token, { ignoreExpiration: true }) : undefined);
      if (!user?.isImpersonated || user.impersonatorId === null) return;
      const path = req.originalUrl.split('?')[0] ?? '';
      const action = `refused ${res.statusCode}: ${req.method} ${path}`.slice(0, 500);
      this.log.log(user.impersonatorId, user.id, action).catch((error: Error) => {
        this.logger.error(`impersonation refusal not logged (${action}): ${error.message}`);
      });
    });
    next();
  }
}
