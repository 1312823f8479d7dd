/** Dealer staff hold this role (the API's name for the spec's "dealer"). */
const DEALER_ROLE = 'Role_Dealer';

/**
 * Whether the token's roles open the dealer portal: dealer staff, and admins, who pass every role check
 * (spec 2 §6). Staff role names carry the operator's name (`Role_{Provider}_Admin`), hence the suffix.
 * The API still decides which dealer's orders a user sees.
 */
export function mayOpenDealerPortal(roles: readonly string[]): boolean {
  return roles.some((role) => role === DEALER_ROLE || /^Role_[A-Za-z]+_Admin$/.test(role));
}

/** Staff of a dealer (admins are not): their orders are the dealer's, in the portal. */
export function isDealerStaff(roles: readonly string[]): boolean {
  return roles.includes(DEALER_ROLE);
}

/** The operator's back-office roles (spec 2 §6), named `Role_{Provider}_{Suffix}`. */
const BACK_OFFICE_ROLE =
  /^Role_[A-Za-z]+_(Admin|DealerSupport|CustomerSupport|Editor|Financial|Marketing|meXSupport|AdManager)$/;

/** Whether the menu offers the back office; the back office's own loader asks the API for the permissions. */
export function mayOpenBackOffice(roles: readonly string[]): boolean {
  return roles.some((role) => BACK_OFFICE_ROLE.test(role));
}
