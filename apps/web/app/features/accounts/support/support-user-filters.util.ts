import type { SearchUsersData } from '@fuel/api-client';

export type UserSearchQuery = NonNullable<SearchUsersData['query']>;
type RoleKey = NonNullable<UserSearchQuery['role']>;

/** The search form's role choices with their German names (the stored roles; customers have none). */
export const ROLE_LABELS: Readonly<Record<RoleKey, string>> = {
  admin: 'Administration',
  customerSupport: 'Kundensupport',
  dealerSupport: 'Händlersupport',
  editor: 'Redaktion',
  financial: 'Buchhaltung',
  marketing: 'Marketing',
  mexSupport: 'meX-Support',
  adManager: 'Werbung',
  dealer: 'Händler',
  press: 'Presse',
  advertisingPartner: 'Werbepartner',
};

const FILTER_NAMES = ['email', 'name', 'customerNumber', 'role', 'countryId', 'guest', 'cursor'] as const;

/**
 * The search's query from the page's URL (the GET form's fields have the API's names): only non-empty
 * values pass, so an empty field is no filter; the API validates the rest.
 */
export function userSearchQuery(url: URL): UserSearchQuery {
  const entries = FILTER_NAMES.flatMap((name) => {
    const value = url.searchParams.get(name)?.trim();
    return value ? [[name, value] as const] : [];
  });
  return Object.fromEntries(entries) as UserSearchQuery;
}
