import { type RoleKey, roleName } from '../../../core/auth/roles.js';

/**
 * The roles an admin gives and takes on the user page (spec 2 §6's staff roles and the dealer role), in the
 * order the page lists them. Other stored roles (press, advertising partner) are not changed there.
 */
export const MANAGED_ROLE_KEYS = [
  'admin',
  'customerSupport',
  'dealerSupport',
  'editor',
  'financial',
  'marketing',
  'mexSupport',
  'adManager',
  'dealer',
] as const satisfies readonly RoleKey[];
export type ManagedRoleKey = (typeof MANAGED_ROLE_KEYS)[number];

export interface ManagedRole {
  readonly key: ManagedRoleKey;
  readonly name: string;
}

export function managedRoles(provider: string): ManagedRole[] {
  return MANAGED_ROLE_KEYS.map((key) => ({ key, name: roleName(key, provider) }));
}

/** The requested names that are no managed role of this provider (a 400 names none of them back). */
export function unknownRoleNames(requested: readonly string[], provider: string): string[] {
  const known = new Set(managedRoles(provider).map((role) => role.name));
  return requested.filter((name) => !known.has(name));
}

/**
 * The stored roles after the change: the roles the page does not manage stay as they are, the managed ones
 * are exactly the requested ones, in the page's order (so equal sets compare equal and audits read alike).
 */
export function nextStoredRoles(
  current: readonly string[],
  requested: readonly string[],
  provider: string,
): string[] {
  const managed = managedRoles(provider).map((role) => role.name);
  const kept = current.filter((name) => !managed.includes(name));
  return [...kept, ...managed.filter((name) => requested.includes(name))];
}

export function sameRoles(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((name) => b.includes(name));
}

/**
 * Whether the change takes admin from the last admin who can still sign in (`otherActiveAdmins` counts the
 * unlocked accounts besides the target that hold admin): nobody could give it back.
 */
export function takesLastAdmin(
  before: readonly string[],
  after: readonly string[],
  otherActiveAdmins: number,
  provider: string,
): boolean {
  const admin = roleName('admin', provider);
  return before.includes(admin) && !after.includes(admin) && otherActiveAdmins === 0;
}
