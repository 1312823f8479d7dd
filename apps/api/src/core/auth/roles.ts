/**
 * Roles (spec 2 §6, spec 1 §6). Staff roles carry the operator's name (PROVIDER_NAME), so code names a role
 * by key and the name is built from the configured provider. Dealer staff hold Role_Dealer (our name: the
 * spec lists "dealer" without an identifier) and are linked to their dealer by `user.dealer_id`.
 */
export const ROLE_KEYS = [
  'customer',
  'press',
  'advertisingPartner',
  'admin',
  'dealerSupport',
  'customerSupport',
  'editor',
  'financial',
  'marketing',
  'mexSupport',
  'adManager',
  'mexCustomer',
  'dealer',
] as const;
export type RoleKey = (typeof ROLE_KEYS)[number];

const FIXED_NAMES: Partial<Record<RoleKey, string>> = {
  customer: 'Role_Customer',
  press: 'Role_Press',
  advertisingPartner: 'Role_AdvertisingPartner',
  mexCustomer: 'ComputedRole_Mex_Customer',
  dealer: 'Role_Dealer',
};

const PROVIDER_SUFFIXES: Partial<Record<RoleKey, string>> = {
  admin: 'Admin',
  dealerSupport: 'DealerSupport',
  customerSupport: 'CustomerSupport',
  editor: 'Editor',
  financial: 'Financial',
  marketing: 'Marketing',
  mexSupport: 'meXSupport',
  adManager: 'AdManager',
};

export function roleName(key: RoleKey, provider: string): string {
  return FIXED_NAMES[key] ?? `Role_${provider}_${PROVIDER_SUFFIXES[key] as string}`;
}

/** Back-office roles and the dealer role: holders of these are never impersonated. */
export function staffRoleNames(provider: string): string[] {
  return [...Object.keys(PROVIDER_SUFFIXES), 'dealer'].map((key) => roleName(key as RoleKey, provider));
}

/** The role names a user may be given (stored roles); computed ones are never stored. */
export function assignableRoleNames(provider: string): string[] {
  return ROLE_KEYS.filter((key) => key !== 'customer' && key !== 'mexCustomer').map((key) =>
    roleName(key, provider),
  );
}

export interface RoleSubject {
  readonly roles: readonly string[];
  readonly isGuest: boolean;
  readonly hasMexEnabled: boolean;
}

/** Stored roles plus the computed ones: customer when not a guest, mex customer when mex is enabled. */
export function effectiveRoles(subject: RoleSubject, provider: string): string[] {
  const roles = new Set(subject.roles);
  roles.delete(roleName('mexCustomer', provider));
  if (!subject.isGuest) roles.add(roleName('customer', provider));
  if (subject.hasMexEnabled) roles.add(roleName('mexCustomer', provider));
  return [...roles];
}

/** The holder of a token, as far as role checks care; undefined means no (valid) token. */
export interface RoleHolder {
  readonly roles: readonly string[];
}

/** A role check needs a token: without one nobody has any role. */
export function hasRole(user: RoleHolder | undefined, key: RoleKey, provider: string): boolean {
  if (!user) return false;
  if (key === 'adManager' && user.roles.includes(roleName('admin', provider))) return true;
  return user.roles.includes(roleName(key, provider));
}

/** A back-office or dealer account: never impersonated, locked only by an admin. */
export function holdsStaffRole(user: RoleHolder, provider: string): boolean {
  const staffRoles = staffRoleNames(provider);
  return user.roles.some((role) => staffRoles.includes(role));
}

/** A back-office role (any staff role of the operator; the dealer role is not one). */
export function isBackOfficeStaff(user: RoleHolder | undefined, provider: string): boolean {
  return (Object.keys(PROVIDER_SUFFIXES) as RoleKey[]).some((key) => hasRole(user, key, provider));
}

export function isAdmin(user: RoleHolder | undefined, provider: string): boolean {
  return hasRole(user, 'admin', provider);
}

/** Admin counts as ad manager (spec 2 §6). */
export function isAdManager(user: RoleHolder | undefined, provider: string): boolean {
  return hasRole(user, 'adManager', provider);
}

/** 'Has role or admin': admin has every role. */
export function hasRoleOrAdmin(user: RoleHolder | undefined, key: RoleKey, provider: string): boolean {
  return isAdmin(user, provider) || hasRole(user, key, provider);
}

/** The `roles` claim is a single value for one role and a list otherwise (spec 2 §3). */
export function rolesClaim(roles: readonly string[]): string | string[] {
  return roles.length === 1 ? (roles[0] as string) : [...roles];
}

export function rolesFromClaim(claim: unknown): string[] {
  if (typeof claim === 'string') return [claim];
  return Array.isArray(claim) ? claim.filter((r): r is string => typeof r === 'string') : [];
}
