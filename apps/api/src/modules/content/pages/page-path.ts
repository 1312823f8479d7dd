import { RESERVED_PAGE_ROOTS } from '@fuel/domain/content';

/** A page's path: its parent's path and its own slug (`/info-center` + `lieferung`). */
export function pagePath(parentPath: string | null, slug: string): string {
  return `${parentPath ?? ''}/${slug}`;
}

/** The path's first segment names a route of the shop itself (`/news/…`, `/support/…`). */
export function isReservedPath(path: string): boolean {
  const root = path.split('/')[1] ?? '';
  return (RESERVED_PAGE_ROOTS as readonly string[]).includes(root);
}

/** `/impressum/` and `/impressum` are one page; the home page stays `/`. */
export function normalizedPath(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/**
 * The internal links of a page that lead nowhere: not the home page, not a route of the shop, not a page
 * published on every site the linking page is on (`publishedOnAll`), not the page itself.
 */
export function brokenLinks(
  links: readonly string[],
  ownPath: string,
  publishedOnAll: ReadonlySet<string>,
): string[] {
  return links
    .map(normalizedPath)
    .filter((link) => link !== '/' && link !== ownPath && !isReservedPath(link) && !publishedOnAll.has(link))
    .sort();
}

/** Each page after its parent, siblings in the order given (sortOrder, path); pages whose parent is filtered out lead. */
export function inTreeOrder<T extends { id: number; parentId: number | null }>(rows: readonly T[]): T[] {
  const ids = new Set(rows.map((row) => row.id));
  const children = new Map<number | null, T[]>();
  for (const row of rows) {
    const key = row.parentId !== null && ids.has(row.parentId) ? row.parentId : null;
    children.set(key, [...(children.get(key) ?? []), row]);
  }
  const ordered: T[] = [];
  const visit = (parent: number | null) => {
    for (const row of children.get(parent) ?? []) {
      ordered.push(row);
      visit(row.id);
    }
  };
  visit(null);
  return ordered;
}
