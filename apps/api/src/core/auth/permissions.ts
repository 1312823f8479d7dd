import { PERMISSIONS, type Permission } from '@fuel/domain/accounts';
import { ROLE_KEYS, type RoleKey, roleName } from './roles.js';

/**
 * Permissions no endpoint requires yet: their screens are open issues (mex). The
 * role table already grants them, so each screen lands with its rights decided.
 */
export const RESERVED_PERMISSIONS: readonly Permission[] = ['mex.support'];

/** The spec's roles (spec 2 §6) plus the guest flag, which a token carries instead of Role_Customer. */
export type AccessRole = RoleKey | 'guest';

/**
 * Who may do what: the one table (README, "Roles and permissions"). Spec 2 §6 names the roles but shows no
 * per-role rights; the rows follow each role's name. Admin holds everything, including what only admins do
 * (roles, cache, calculator parameters). Being signed in at all (guests included: the order process) is
 * `@Authenticated()`, not a permission.
 */
export const ROLE_PERMISSIONS: Readonly<Record<AccessRole, readonly Permission[]>> = {
  admin: PERMISSIONS,
  customerSupport: [
    'backoffice.view',
    'users.view',
    'users.edit',
    'users.lock',
    'users.impersonate',
    'orders.support',
    'orders.cancel',
    'cancellations.manage',
    'audit.view',
  ],
  dealerSupport: ['backoffice.view', 'users.view', 'orders.support', 'orders.cancel', 'cancellations.manage'],
  editor: ['backoffice.view', 'content.manage'],
  financial: [
    'backoffice.view',
    'orders.support',
    'cancellations.manage',
    'sales.view',
    'orders.export',
    'statistics.view',
  ],
  marketing: ['backoffice.view', 'statistics.view', 'leads.manage'],
  mexSupport: ['backoffice.view', 'users.view', 'mex.support'],
  adManager: ['backoffice.view', 'ads.manage'],
  dealer: ['dealer.orders.manage'],
  customer: ['account.manage'],
  mexCustomer: [],
  press: [],
  advertisingPartner: [],
  guest: [],
};

/** The holder of a token or an account, as far as permissions care. */
export interface PermissionHolder {
  /** Role names (Role_Customer, Role_{provider}_Admin, …): a token's effective roles or stored roles. */
  readonly roles: readonly string[];
  readonly isGuest?: boolean;
}

/** The table's roles a holder has; role names of another provider count as none. */
export function accessRolesOf(holder: PermissionHolder, provider: string): AccessRole[] {
  const held: AccessRole[] = ROLE_KEYS.filter((key) => holder.roles.includes(roleName(key, provider)));
  if (holder.isGuest === true) held.push('guest');
  return held;
}

/** A permission needs a token (or an account): without one nobody has any. */
export function hasPermission(
  holder: PermissionHolder | undefined,
  permission: Permission,
  provider: string,
): boolean {
  return (
    holder !== undefined &&
    accessRolesOf(holder, provider).some((role) => ROLE_PERMISSIONS[role].includes(permission))
  );
}

/** Every permission the holder has (the back office shows the screens of these). */
export function permissionsOf(holder: PermissionHolder | undefined, provider: string): Permission[] {
  return PERMISSIONS.filter((permission) => hasPermission(holder, permission, provider));
}
