import { describe, expect, it } from '@jest/globals';
import { nextStoredRoles, sameRoles, takesLastAdmin, unknownRoleNames } from './staff-roles.policy.js';

const P = 'Interaid';

describe('staff roles an admin sets', () => {
  it('knows the spec roles of this provider and the dealer role, nothing else', () => {
    expect(unknownRoleNames(['Role_Interaid_Admin', 'Role_Dealer', 'Role_Interaid_meXSupport'], P)).toEqual(
      [],
    );
    expect(
      unknownRoleNames(['Role_Other_Admin', 'Role_Customer', 'Role_Press', 'ComputedRole_Mex_Customer'], P),
    ).toHaveLength(4);
  });

  it('keeps the roles it does not manage and orders the managed ones as the page lists them', () => {
    expect(
      nextStoredRoles(['Role_Press', 'Role_Interaid_Editor'], ['Role_Dealer', 'Role_Interaid_Admin'], P),
    ).toEqual(['Role_Press', 'Role_Interaid_Admin', 'Role_Dealer']);
    expect(nextStoredRoles(['Role_Interaid_Admin'], [], P)).toEqual([]);
    expect(sameRoles(['a', 'b'], ['b', 'a'])).toBe(true);
    expect(sameRoles(['a'], ['a', 'b'])).toBe(false);
  });

  it('refuses only taking admin from the last admin who can sign in', () => {
    const admin = ['Role_Interaid_Admin'];
    expect(takesLastAdmin(admin, [], 0, P)).toBe(true);
    expect(takesLastAdmin(admin, [], 1, P)).toBe(false);
    expect(takesLastAdmin(admin, admin, 0, P)).toBe(false);
    expect(takesLastAdmin([], admin, 0, P)).toBe(false);
  });
});
