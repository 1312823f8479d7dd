import {
  applyDecorators,
  createParamDecorator,
  type ExecutionContext,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCookieAuth,
  ApiForbiddenResponse,
  ApiHeader,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { ErrorResponse } from '../http/error-response.js';
import { authUserOf } from './auth-context.js';
import type { AuthUser } from './auth-user.type.js';
import { AUTH_POLICY, AuthGuard, type AuthPolicy } from './auth.guard.js';
import type { RoleKey } from './roles.js';

const CSRF_HEADER_DOC = ApiHeader({
  name: 'RequestVerificationToken',
  required: false,
  description: 'Value of the XSRF-TOKEN cookie; required on state-changing calls authenticated by cookie',
});

/** A valid token holding any of the roles (admin passes every check); no roles = any signed-in user. */
export function Roles(...roles: RoleKey[]): MethodDecorator & ClassDecorator {
  const policy: AuthPolicy = { mode: 'required', roles, csrfCookies: [] };
  return applyDecorators(
    SetMetadata(AUTH_POLICY, policy),
    UseGuards(AuthGuard),
    ApiBearerAuth(),
    ApiCookieAuth(),
    CSRF_HEADER_DOC,
    ApiUnauthorizedResponse({ type: ErrorResponse, description: 'No or an invalid token' }),
    ApiForbiddenResponse({ type: ErrorResponse, description: 'Role missing, or CSRF_FAILED' }),
  );
}

/** Any signed-in user, guests included. */
export function Authenticated(): MethodDecorator & ClassDecorator {
  return Roles();
}

/** Anonymous callers pass; a valid token is read when present. */
export function OptionalAuth(options: { csrfCookies?: string[] } = {}): MethodDecorator & ClassDecorator {
  const policy: AuthPolicy = { mode: 'optional', roles: [], csrfCookies: options.csrfCookies ?? [] };
  return applyDecorators(
    SetMetadata(AUTH_POLICY, policy),
    UseGuards(AuthGuard),
    CSRF_HEADER_DOC,
    ApiForbiddenResponse({ type: ErrorResponse, description: 'CSRF_FAILED' }),
  );
}

/** The verified token holder (undefined on OptionalAuth routes without one). */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AuthUser | undefined =>
    authUserOf(context.switchToHttp().getRequest<Request>()),
);
