import { describe, expect, it } from 'vitest';
import { isDealerStaff, mayOpenBackOffice, mayOpenDealerPortal } from './dealer-portal-access.util';

describe('mayOpenDealerPortal', () => {
  it('lets dealer staff and admins in', () => {
    expect(mayOpenDealerPortal(['Role_Dealer'])).toBe(true);
    expect(mayOpenDealerPortal(['Role_Customer', 'Role_Interaid_Admin'])).toBe(true);
  });

  it('keeps customers and other staff out', () => {
    expect(mayOpenDealerPortal([])).toBe(false);
    expect(mayOpenDealerPortal(['Role_Customer'])).toBe(false);
    expect(mayOpenDealerPortal(['Role_Interaid_CustomerSupport'])).toBe(false);
  });
});

describe('isDealerStaff', () => {
  it('is true for dealer staff only, not for admins or customers', () => {
    expect(isDealerStaff(['Role_Customer', 'Role_Dealer'])).toBe(true);
    expect(isDealerStaff(['Role_Customer', 'Role_Interaid_Admin'])).toBe(false);
    expect(isDealerStaff(['Role_Customer'])).toBe(false);
  });
});

describe('mayOpenBackOffice', () => {
  it('is true for every back-office role and false for customers and dealer staff', () => {
    expect(mayOpenBackOffice(['Role_Customer', 'Role_Interaid_Editor'])).toBe(true);
    expect(mayOpenBackOffice(['Role_Interaid_meXSupport'])).toBe(true);
    expect(mayOpenBackOffice(['Role_Customer', 'Role_Dealer'])).toBe(false);
    expect(mayOpenBackOffice(['Role_Customer', 'Role_Press'])).toBe(false);
  });
});
