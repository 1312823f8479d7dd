import { HttpStatus } from '@nestjs/common';
import type { AuthUser } from '../../core/auth/auth-user.type.js';
import type { RequestContext } from '../../core/context/request-context.js';
import { AppException } from '../../core/http/error-response.js';

/**
 * The verified session of a signed-in route (the customer's under impersonation). The guard lets nobody else
 * through, so the 401 is only a guard against a route declared public by mistake.
 */
export function requireSession(ctx: RequestContext): AuthUser {
  if (!ctx.session) {
    throw new AppException(HttpStatus.UNAUTHORIZED, 'UNAUTHORIZED', 'Bitte melden Sie sich an.');
  }
  return ctx.session;
}
