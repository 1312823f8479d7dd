import { describe, expect, it } from '@jest/globals';
import { brokenLinks, inTreeOrder, isReservedPath, normalizedPath, pagePath } from './page-path.js';

describe('page paths', () => {
  it('builds a path from the parent and the slug', () => {
    expect(pagePath(null, 'impressum')).toBe('/impressum');
    expect(pagePath('/info-center', 'lieferung')).toBe('/info-center/lieferung');
  });

  it('knows the roots of the shop itself', () => {
    expect(isReservedPath('/news')).toBe(true);
    expect(isReservedPath('/heizoelpreise/bayern')).toBe(true);
    expect(isReservedPath('/vorschau/x')).toBe(true);
    expect(isReservedPath('/newsletter')).toBe(false);
    expect(isReservedPath('/impressum')).toBe(false);
  });

  it('reads a trailing slash as the same page', () => {
    expect(normalizedPath('/agb/')).toBe('/agb');
    expect(normalizedPath('/')).toBe('/');
    expect(normalizedPath('')).toBe('/');
  });

  it('finds links to no published page, sorted, but not the home page, shop routes or the page itself', () => {
    const published = new Set(['/agb']);
    expect(
      brokenLinks(['/', '/agb/', '/heizoelpreise', '/selbst', '/weg', '/auch-weg'], '/selbst', published),
    ).toEqual(['/auch-weg', '/weg']);
  });

  it('orders a tree: each page after its parent, siblings as given, orphans of a filter first', () => {
    const rows = [
      { id: 1, parentId: null },
      { id: 2, parentId: 3 },
      { id: 3, parentId: null },
      { id: 4, parentId: 1 },
      { id: 5, parentId: 99 },
    ];
    expect(inTreeOrder(rows).map((r) => r.id)).toEqual([1, 4, 3, 2, 5]);
  });
});
