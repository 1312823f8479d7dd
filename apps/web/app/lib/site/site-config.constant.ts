import { operatorContacts } from '@fuel/domain';

/** Where the shop runs when PUBLIC_BASE_URL is not set (the web server's default port). */
export const DEFAULT_PUBLIC_BASE_URL = 'http://localhost:3000';

/** The operator's demo contact per site (nothing configured): for tests and the error page's fallback site. */
export const DEMO_OPERATORS = operatorContacts({});
