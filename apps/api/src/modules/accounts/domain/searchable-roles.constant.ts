import { ROLE_KEYS, type RoleKey } from '../../../core/auth/roles.js';

/** Roles a user row stores (customer and mex customer are computed when a token is issued, never stored). */
export const SEARCHABLE_ROLE_KEYS = ROLE_KEYS.filter(
  (key): key is Exclude<RoleKey, 'customer' | 'mexCustomer'> => key !== 'customer' && key !== 'mexCustomer',
);
export type SearchableRoleKey = (typeof SEARCHABLE_ROLE_KEYS)[number];
