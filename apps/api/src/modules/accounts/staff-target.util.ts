import { HttpStatus } from '@nestjs/common';
import type { AuthUser } from '../../core/auth/auth-user.type.js';
import { holdsStaffRole, isAdmin } from '../../core/auth/roles.js';
import { AppException } from '../../core/http/error-response.js';
import { notFound } from '../../core/http/not-found.js';
import type { UserRow } from './users.repository.js';

/**
 * The account a staff member changes (lock, edit, reset mail): support changes customers; staff and dealer
 * accounts only an admin, and nobody their own.
 */
export function requireManageable(
  staff: AuthUser,
  user: UserRow | undefined,
  providerName: string,
  refusal: string,
): UserRow {
  if (!user) throw notFound('Diesen Kunden gibt es nicht.');
  if (user.id === staff.id || (holdsStaffRole(user, providerName) && !isAdmin(staff, providerName))) {
    throw new AppException(HttpStatus.FORBIDDEN, 'FORBIDDEN', refusal);
  }
  return user;
}
