import type { APIRequestContext } from '@playwright/test';

export function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
}

/** `count` items evenly spread over the list, first included: the same sample on every run. */
export function spread<T>(items: readonly T[], count: number): T[] {
  if (items.length <= count) return [...items];
  return Array.from({ length: count }, (_, i) => items[Math.floor((i * items.length) / count)] as T);
}

/** The sitemaps the index names, each with its page addresses. */
export async function sitemapPages(request: APIRequestContext): Promise<Map<string, string[]>> {
  const index = locs(await (await request.get('/sitemap.xml')).text());
  const pages = new Map<string, string[]>();
  for (const sitemap of index) {
    pages.set(sitemap, locs(await (await request.get(new URL(sitemap).pathname)).text()));
  }
  return pages;
}
