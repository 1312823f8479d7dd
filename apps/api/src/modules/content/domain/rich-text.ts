import sanitizeHtml from 'sanitize-html';
import { isLibraryImagePath, RICH_TEXT_ALLOW_LIST } from '@fuel/domain/content';

/** Internal links are site-relative paths (`/impressum`); `//host` is another site, not one of ours. */
function isInternalLink(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_ALLOW_LIST.tags],
  allowedAttributes: Object.fromEntries(
    Object.entries(RICH_TEXT_ALLOW_LIST.attributes).map(([tag, names]) => [tag, [...names]]),
  ),
  allowedSchemes: [...RICH_TEXT_ALLOW_LIST.linkSchemes],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  // No srcset from elsewhere: a library image's srcset is written by the site when it renders, never stored.
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite', 'srcset'],
  exclusiveFilter: (frame) => frame.tag === 'img' && !isLibraryImagePath(frame.attribs.src),
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      if (isInternalLink(href)) {
        const { rel: _rel, target: _target, ...rest } = attribs;
        return { tagName, attribs: rest };
      }
      return { tagName, attribs: { ...attribs, rel: 'noopener nofollow' } };
    },
  },
};

/**
 * Rich text as the site may render it: the one allow-list of @fuel/domain/content (structure, links, library
 * images), nothing that runs or loads from elsewhere. Applied when rich text is saved and again when it is
 * served, so whatever wrote a row (back office, seed, an import) cannot put script on a page.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT);
}

/** The internal link targets of sanitised rich text (paths without query or fragment), for the link check. */
export function internalLinks(html: string): string[] {
  const paths = new Set<string>();
  for (const match of html.matchAll(/<a\s[^>]*href="([^"]*)"/g)) {
    const href = match[1] ?? '';
    if (isInternalLink(href)) paths.add(href.replace(/[?#].*$/, '') || '/');
  }
  return [...paths];
}
