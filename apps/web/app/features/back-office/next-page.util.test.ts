import { describe, expect, it } from 'vitest';
import { nextPageHref } from './next-page.util';

describe('nextPageHref', () => {
  it('keeps the filters and replaces the cursor', () => {
    expect(nextPageHref('?email=k&cursor=90', 'cursor', 40)).toBe('?email=k&cursor=40');
    expect(nextPageHref('?status=placed&after=abc', 'after', 'def')).toBe('?status=placed&after=def');
  });

  it('starts a query when the page has none', () => {
    expect(nextPageHref('', 'cursor', 7)).toBe('?cursor=7');
  });
});
