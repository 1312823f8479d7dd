import type { RequestContext } from '../../core/context/request-context.js';
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
