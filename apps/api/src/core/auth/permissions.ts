import { ROLE_KEYS, type RoleKey, roleName } from './roles.js';

/**
 * Named rights an endpoint can require (`@Permission(...)`), so code asks "may this user cancel orders?"
 * rather than "is this user customer support?". Which role holds which right is decided in one place,
 * ROLE_PERMISSIONS below; admin holds every one.
 */
export const PERMISSIONS = [
  /** Change one's own account: personal data, password, e-mail address, favourite dealer. Not guests. */
  'account.manage',
  /** Cancel any customer's order that is not yet delivered, with a reason (back office). */
  'orders.cancel',
  /** Act as a customer (impersonation); staff and dealer accounts are never impersonated. */
  'users.impersonate',
  /** Lock and unlock accounts; staff and dealer accounts only an admin (AccountLockService). */
  'users.lock',
  /** The dealer portal: the own dealer's profile and orders, confirm, decline, mark delivered. */
  'dealer.orders.manage',
  /**
   * Reserved, no endpoint yet: the ad slots of the back office (spec 2 §6: "admin also counts as ad
   * manager"). Listed now so that the ad manager role has its right in the table when the screens land.
   */
  'ads.manage',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** Permissions no endpoint requires yet, each with its reason in PERMISSIONS. */
export const RESERVED_PERMISSIONS: readonly Permission[] = ['ads.manage'];

/** The spec's roles (spec 2 §6) plus the guest flag, which a token carries instead of Role_Customer. */
export type AccessRole = RoleKey | 'guest';

/**
 * Who may do what: the one table. Spec 2 §6 names the roles but shows no per-role rights, so the rows
 * carry what today's endpoints grant; the back-office roles without a screen yet (editor, financial,
 * marketing, meX support, dealer support) hold nothing until their screens land. Being signed in at all
 * (guests included: the order process) is `@Authenticated()`, not a permission.
 */
export const ROLE_PERMISSIONS: Readonly<Record<AccessRole, readonly Permission[]>> = {
  admin: PERMISSIONS,
  customerSupport: ['orders.cancel', 'users.impersonate', 'users.lock'],
  dealerSupport: [],
  editor: [],
  financial: [],
  marketing: [],
  mexSupport: [],
  adManager: ['ads.manage'],
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
