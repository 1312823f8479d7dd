/**
 * The key prefixes of the shared cache the back office may count and purge (the first segment of the keys
 * the modules' services write, e.g. `prices:best:1:3000`). Registration data a visitor keeps between steps
 * is cached too but is no published data: it is not listed, so no purge drops a half-done registration.
 */
export const CACHE_PREFIXES = [
  { prefix: 'prices', label: 'Preise (Preisseiten, Bestpreise, Preisfaktoren)' },
  { prefix: 'news', label: 'News' },
  { prefix: 'dealers', label: 'Händlerseiten' },
  { prefix: 'reviews', label: 'Bewertungen' },
  { prefix: 'location', label: 'Rechnerdaten (Postleitzahlprüfung, Bundesländer)' },
  { prefix: 'crosslinks', label: 'Querverweise' },
  { prefix: 'sitemap', label: 'Sitemaps' },
] as const;

export type CachePrefix = (typeof CACHE_PREFIXES)[number]['prefix'];

export const CACHE_PREFIX_KEYS: readonly CachePrefix[] = CACHE_PREFIXES.map((p) => p.prefix);
