/** Any origin will do: a site path is resolved against it only to see that it stays on it. */
const SITE = new URL('https://site.invalid');

/** Schemes a click may lead to (the sanitiser's allow-list). */
const SCHEMES = new Set(['https:', 'http:', 'mailto:', 'tel:']);

/**
 * Where a click on an advert's link may be sent (its `Location`), or undefined: an absolute http(s),
 * mailto or tel URL, or a path of the site (`/heizoelpreise`). Relative links (`angebot.html`, `#x`) and
 * anything a browser would read as another host (`//evil.example`, `/\evil.example`) are refused. The
 * URL parser's serialisation leaves no control character or line break for the header.
 */
export function advertLinkTarget(href: string): string | undefined {
  const trimmed = href.trim();
  if (trimmed.startsWith('/')) {
    const url = URL.parse(trimmed, SITE.href);
    return url?.origin === SITE.origin ? `${url.pathname}${url.search}${url.hash}` : undefined;
  }
  const url = URL.parse(trimmed);
  return url && SCHEMES.has(url.protocol) ? url.href : undefined;
}
