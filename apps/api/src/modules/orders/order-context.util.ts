import { HttpStatus } from '@nestjs/common';
import type { RequestContext } from '../../core/context/request-context.js';
import { AppException } from '../../core/http/error-response.js';
import { noSession } from './order-errors.js';

/** The customer whose order process and orders a session works on: the customer also under impersonation. */
export interface SessionCustomer {
  readonly userId: number;
  readonly isGuest: boolean;
}

export function sessionCustomer(ctx: RequestContext): SessionCustomer {
  if (!ctx.session) throw noSession();
  return { userId: ctx.session.id, isGuest: ctx.session.isGuest };
}

/** The dealer whose portal the caller uses, from the token (an admin's account may be linked to one too). */
export function portalDealerId(ctx: RequestContext): number {
  const dealerId = ctx.actor.kind === 'dealer' ? ctx.actor.dealerId : (ctx.session?.dealerId ?? null);
  if (dealerId === null) {
    throw new AppException(HttpStatus.FORBIDDEN, 'NO_DEALER', 'Ihr Konto ist keinem Händler zugeordnet.');
  }
  return dealerId;
}
