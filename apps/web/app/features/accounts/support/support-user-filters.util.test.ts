import { describe, expect, it } from 'vitest';
import { userSearchQuery } from './support-user-filters.util';

describe('user search filters', () => {
  it('passes only filled filters from the URL, trimmed', () => {
    const url = new URL(
      'http://localhost/support/user/list?email=+Kunde%40&name=&role=admin&other=1&guest=true',
    );
    expect(userSearchQuery(url)).toEqual({ email: 'Kunde@', role: 'admin', guest: 'true' });
  });
});
