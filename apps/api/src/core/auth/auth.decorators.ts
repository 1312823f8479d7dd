import { applyDecorators, SetMetadata } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCookieAuth,
  ApiExtension,
  ApiForbiddenResponse,
  ApiHeader,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ErrorResponse } from '../http/error-response.js';
import { AUTH_POLICY, type AuthPolicy } from './auth.guard.js';
import type { Permission as PermissionName } from '@fuel/domain/accounts';

/**
 * Every operation declares its access with exactly one of these (the AuthGuard is global: an operation
 * without a declaration is treated as `@Authenticated()` at runtime, and access.spec fails on it):
 * - `@Public()`: anyone; the token is not read and no CSRF is checked (nothing acts on a session);
 * - `@Public({ readsUser: true })`: anyone; a valid token is read when present (`ctx.session`), and
 *   state-changing calls relying on a cookie need the CSRF header;
 * - `@Authenticated()`: any signed-in user, guests included;
 * - `@Permission(name)`: a signed-in user whose roles grant the permission (permissions.ts; admin has all).
 * Each also documents itself in the OpenAPI document as the operation's `x-access` extension.
 */
export const ACCESS_EXTENSION = 'x-access';

/** The `x-access` extension of an operation in the OpenAPI document. */
export type AccessDoc =
  | { readonly public: true; readonly readsUser?: true }
  | { readonly authenticated: true }
  | { readonly permission: PermissionName };

type AccessDecorator = MethodDecorator & ClassDecorator;

const CSRF_HEADER_DOC = ApiHeader({
  name: 'RequestVerificationToken',
  required: false,
  description: 'Value of the XSRF-TOKEN cookie; required on state-changing calls authenticated by cookie',
});

function access(policy: AuthPolicy, doc: AccessDoc, ...docs: (MethodDecorator & ClassDecorator)[]) {
  return applyDecorators(SetMetadata(AUTH_POLICY, policy), ApiExtension(ACCESS_EXTENSION, doc), ...docs);
}

function signedIn(policy: AuthPolicy, doc: AccessDoc, forbidden: string): AccessDecorator {
  return access(
    policy,
    doc,
    ApiBearerAuth(),
    ApiCookieAuth(),
    CSRF_HEADER_DOC,
    ApiUnauthorizedResponse({ type: ErrorResponse, description: 'No or an invalid token' }),
    ApiForbiddenResponse({ type: ErrorResponse, description: forbidden }),
  );
}

export interface PublicOptions {
  /** Read a valid token when present (`ctx.session` may be null). */
  readsUser: true;
  /** Further cookies the call acts on (refresh, registration session): they need the CSRF header too. */
  csrfCookies?: string[];
}

/** Open to anonymous callers; with `readsUser`, a valid token is read when present. */
export function Public(options?: PublicOptions): AccessDecorator {
  if (!options) return access({ mode: 'public', permission: null, csrfCookies: [] }, { public: true });
  return access(
    { mode: 'optional', permission: null, csrfCookies: options.csrfCookies ?? [] },
    { public: true, readsUser: true },
    CSRF_HEADER_DOC,
    ApiForbiddenResponse({ type: ErrorResponse, description: 'CSRF_FAILED' }),
  );
}

/** Any signed-in user, guests included. */
export function Authenticated(): AccessDecorator {
  return signedIn(
    { mode: 'required', permission: null, csrfCookies: [] },
    { authenticated: true },
    'CSRF_FAILED',
  );
}

/** A signed-in user whose roles grant the permission (ROLE_PERMISSIONS; admin holds every permission). */
export function Permission(permission: PermissionName): AccessDecorator {
  return signedIn(
    { mode: 'required', permission, csrfCookies: [] },
    { permission },
    `Permission ${permission} missing, or CSRF_FAILED`,
  );
}
