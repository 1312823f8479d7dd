import type { NestExpressApplication } from '@nestjs/platform-express';
import { createDealer, createUser, sessionFor } from '../../accounts/accounts.fixture.js';

export type Auth = { Authorization: string };

/** Roles that may not touch the CMS, with the permissions they do have (none of them content.manage). */
export const REFUSED_ROLES = [
  'Role_Customer',
  'Role_Dealer',
  'Role_Interaid_CustomerSupport',
  'Role_Interaid_DealerSupport',
] as const;

/** A bearer header of a new account with these roles (a dealer account is linked to a new dealer). */
export async function staffAuth(app: NestExpressApplication, roles: readonly string[]): Promise<Auth> {
  const dealerId = roles.includes('Role_Dealer') ? await createDealer(app) : null;
  const user = await createUser(app, { roles: [...roles], password: null, dealerId });
  const session = await sessionFor(app, user);
  return { Authorization: `Bearer ${session.token}` };
}

/** A slug no other test run or file uses. */
export function uniqueSlug(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}
