import { describe, expect, it } from '@jest/globals';
import {
  effectiveRoles,
  hasRole,
  hasRoleOrAdmin,
  holdsStaffRole,
  isAdManager,
  isAdmin,
  roleName,
  rolesClaim,
  rolesFromClaim,
  staffRoleNames,
} from './roles.js';

const P = 'Interaid';
const user = (...roles: string[]) => ({ roles });

describe('role names', () => {
  it('builds staff roles from the provider and keeps the fixed ones', () => {
    expect(roleName('admin', P)).toBe('Role_Interaid_Admin');
    expect(roleName('mexSupport', 'Acme')).toBe('Role_Acme_meXSupport');
    expect(roleName('customer', 'Acme')).toBe('Role_Customer');
    expect(roleName('mexCustomer', P)).toBe('ComputedRole_Mex_Customer');
    expect(roleName('dealer', P)).toBe('Role_Dealer');
    expect(staffRoleNames(P)).toContain('Role_Interaid_CustomerSupport');
    expect(staffRoleNames(P)).not.toContain('Role_Customer');
  });

  it('counts back-office and dealer accounts as staff, customers and press not', () => {
    expect(holdsStaffRole(user('Role_Press', 'Role_Interaid_Editor'), P)).toBe(true);
    expect(holdsStaffRole(user('Role_Dealer'), P)).toBe(true);
    expect(holdsStaffRole(user('Role_Acme_Admin'), P)).toBe(false);
    expect(holdsStaffRole(user('Role_Customer', 'Role_Press', 'Role_AdvertisingPartner'), P)).toBe(false);
  });
});

describe('computed roles', () => {
  it('adds customer when not a guest and mex customer when mex is enabled', () => {
    expect(effectiveRoles({ roles: [], isGuest: false, hasMexEnabled: false }, P)).toEqual(['Role_Customer']);
    expect(effectiveRoles({ roles: [], isGuest: true, hasMexEnabled: false }, P)).toEqual([]);
    expect(effectiveRoles({ roles: ['Role_Press'], isGuest: false, hasMexEnabled: true }, P)).toEqual([
      'Role_Press',
      'Role_Customer',
      'ComputedRole_Mex_Customer',
    ]);
  });

  it('never trusts a stored computed role', () => {
    const roles = effectiveRoles(
      { roles: ['ComputedRole_Mex_Customer'], isGuest: true, hasMexEnabled: false },
      P,
    );
    expect(roles).toEqual([]);
  });
});

describe('role checks', () => {
  it('need a token', () => {
    expect(hasRole(undefined, 'customer', P)).toBe(false);
    expect(hasRoleOrAdmin(undefined, 'customer', P)).toBe(false);
  });

  it('treat admin as every role in a has-role-or-admin check, but not in a plain check', () => {
    const admin = user('Role_Interaid_Admin');
    expect(isAdmin(admin, P)).toBe(true);
    expect(hasRoleOrAdmin(admin, 'editor', P)).toBe(true);
    expect(hasRole(admin, 'editor', P)).toBe(false);
  });

  it('count admin as ad manager', () => {
    expect(isAdManager(user('Role_Interaid_Admin'), P)).toBe(true);
    expect(isAdManager(user('Role_Interaid_AdManager'), P)).toBe(true);
    expect(isAdManager(user('Role_Interaid_Editor'), P)).toBe(false);
  });

  it('do not mix providers', () => {
    expect(isAdmin(user('Role_Other_Admin'), P)).toBe(false);
  });
});

describe('roles claim', () => {
  it('is a single value for one role and a list otherwise', () => {
    expect(rolesClaim(['Role_Customer'])).toBe('Role_Customer');
    expect(rolesClaim(['a', 'b'])).toEqual(['a', 'b']);
    expect(rolesClaim([])).toEqual([]);
    expect(rolesFromClaim('Role_Customer')).toEqual(['Role_Customer']);
    expect(rolesFromClaim(['a', 3, 'b'])).toEqual(['a', 'b']);
    expect(rolesFromClaim(undefined)).toEqual([]);
  });
});
