import { type CountryId, isCountryId } from '@fuel/domain';
import type { AuthUser } from '../auth/auth-user.type.js';
import { hasRole, isBackOfficeStaff } from '../auth/roles.js';

/** Who acts. Under impersonation this is the staff member; the customer is `onBehalfOf`. */
export type Actor =
  | { readonly kind: 'anonymous' }
  | { readonly kind: 'customer'; readonly userId: number; readonly isGuest: boolean }
  /** Dealer staff; `dealerId` null when the account is linked to no dealer (the portal refuses it). */
  | { readonly kind: 'dealer'; readonly userId: number; readonly dealerId: number | null }
  /** Back-office staff. Under impersonation the token carries the customer's roles, not the staff member's: `roles` is then empty. */
  | { readonly kind: 'staff'; readonly userId: number; readonly roles: readonly string[] }
  /** Work nobody asked for in a request: jobs, start-up. */
  | { readonly kind: 'system'; readonly job: string };

/**
 * Built once per request by the AuthGuard (on public routes too) and handed to service methods as their first argument,
 * so nobody threads the user, the impersonation or the request id by hand.
 */
export interface RequestContext {
  readonly requestId: string;
  /** The site the request is about, when its route or query names one (`countryId`). */
  readonly countryId: CountryId | null;
  readonly actor: Actor;
  /** Under impersonation: the customer whose session the staff member uses. */
  readonly onBehalfOf: { readonly userId: number; readonly isGuest: boolean } | null;
  /** The verified session (the customer's under impersonation); null for anonymous callers and system work. */
  readonly session: AuthUser | null;
}

export interface ContextSource {
  readonly requestId: string;
  readonly countryId: unknown;
  readonly session: AuthUser | undefined;
  readonly providerName: string;
}

export function buildRequestContext(source: ContextSource): RequestContext {
  const { session } = source;
  const countryId = toCountryId(source.countryId);
  const base = { requestId: source.requestId, countryId, session: session ?? null };
  if (!session) return { ...base, actor: { kind: 'anonymous' }, onBehalfOf: null };
  if (session.isImpersonated && session.impersonatorId !== null) {
    return {
      ...base,
      actor: { kind: 'staff', userId: session.impersonatorId, roles: [] },
      onBehalfOf: { userId: session.id, isGuest: session.isGuest },
    };
  }
  return { ...base, actor: actorOf(session, source.providerName), onBehalfOf: null };
}

/** The context of scheduled or background work. */
export function systemContext(job: string, requestId = `job:${job}`): RequestContext {
  return { requestId, countryId: null, actor: { kind: 'system', job }, onBehalfOf: null, session: null };
}

/** The account that actually acts (the staff member under impersonation); null for anonymous and system. */
export function actingUserId(ctx: RequestContext): number | null {
  return 'userId' in ctx.actor ? ctx.actor.userId : null;
}

/** The staff member behind an impersonated session; null when nobody acts on someone else's behalf. */
export function impersonatorUserId(ctx: RequestContext): number | null {
  return ctx.onBehalfOf ? actingUserId(ctx) : null;
}

function actorOf(session: AuthUser, providerName: string): Actor {
  if (hasRole(session, 'dealer', providerName)) {
    return { kind: 'dealer', userId: session.id, dealerId: session.dealerId };
  }
  if (isBackOfficeStaff(session, providerName)) {
    return { kind: 'staff', userId: session.id, roles: session.roles };
  }
  return { kind: 'customer', userId: session.id, isGuest: session.isGuest };
}

function toCountryId(value: unknown): CountryId | null {
  const id = typeof value === 'string' && /^\d$/.test(value) ? Number(value) : value;
  return isCountryId(id) ? id : null;
}
