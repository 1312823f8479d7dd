import { RICH_TEXT_ALLOW_LIST } from '@fuel/domain/content';

/**
 * Allowed tags the editor has no extension for (tables): it would drop them when it reads the text, so a
 * text holding them is edited as HTML instead of losing them silently.
 */
export const SOURCE_ONLY_TAGS: readonly string[] = ['table', 'thead', 'tbody', 'tr', 'th', 'td'];

/** Whether the HTML holds an element the editor would drop (a table). A plain scan: no DOM needed. */
export function needsSourceMode(html: string): boolean {
  const tags = html.matchAll(/<([a-z][a-z0-9]*)\b/gi);
  for (const [, tag] of tags) {
    if (tag && SOURCE_ONLY_TAGS.includes(tag.toLowerCase())) return true;
  }
  return false;
}

/**
 * Whether a link target is one the site keeps: a site path (`/impressum`, `/info-center#abschnitt`), an
 * anchor on the page, or a scheme of the allow-list (https, http, mailto, tel). `//host` is another site
 * without a scheme and is refused like `javascript:`.
 */
export function isAllowedLink(href: string): boolean {
  const value = href.trim();
  if (value === '' || /\s/.test(value)) return false;
  if (value.startsWith('#')) return value.length > 1;
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase();
  return scheme !== undefined && (RICH_TEXT_ALLOW_LIST.linkSchemes as readonly string[]).includes(scheme);
}

/** `www.example.de` → `https://www.example.de`; other input as typed (checked by isAllowedLink). */
export function normalizeLink(href: string): string {
  const value = href.trim();
  return /^www\./i.test(value) ? `https://${value}` : value;
}
