import sanitizeHtml from 'sanitize-html';
import { isLibraryImagePath } from '@fuel/domain/content';

/** Where an advert's link may lead: the web (http/https), a mail or a phone number, or a page of the site. */
const LINK_SCHEMES = ['https', 'http', 'mailto', 'tel'];

/** The advert's markup, structure only: no script, style, form, frame, media other than library images. */
const ADVERT_HTML: sanitizeHtml.IOptions = {
  allowedTags: [
    'div',
    'span',
    'p',
    'a',
    'img',
    'strong',
    'em',
    'b',
    'i',
    'small',
    'br',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'figure',
    'figcaption',
  ],
  // `class` for the advert's stylesheet; no `style` or `id` (the stylesheet is the one place for styling).
  allowedAttributes: {
    '*': ['class'],
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'width', 'height'],
  },
  allowedClasses: { '*': [/^[a-zA-Z][a-zA-Z0-9_-]{0,39}$/] },
  allowedSchemes: LINK_SCHEMES,
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  disallowedTagsMode: 'discard',
  exclusiveFilter: (frame) => frame.tag === 'img' && !isLibraryImagePath(frame.attribs.src),
  transformTags: {
    // Every link opens on its own and says it is paid (Google's `sponsored`); the page keeps its opener.
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: 'sponsored noopener noreferrer', target: '_blank' },
    }),
  },
};

/**
 * An advert's HTML as it may be stored and served: the allow-list above, nothing that runs (script, event
 * handlers, javascript: URLs), loads from elsewhere (only library images) or breaks out of its box.
 * Applied on save and again when served.
 */
export function sanitizeAdvertHtml(html: string): string {
  return sanitizeHtml(html, ADVERT_HTML).trim();
}

/** Nothing removed, written out as the sanitiser writes it: the baseline `sanitizeAdvertHtmlReport` compares to. */
const AS_WRITTEN: sanitizeHtml.IOptions = {
  allowedTags: false,
  allowedAttributes: false,
  allowVulnerableTags: true,
  allowedSchemesAppliedToAttributes: [],
  allowProtocolRelative: true,
  transformTags: ADVERT_HTML.transformTags,
};

/**
 * The sanitised HTML and whether sanitising took something away or changed it, beyond how the markup is
 * written (`<br>` as `<br />`, quotes, the links' rel and target): the back office tells the ad manager then.
 */
export function sanitizeAdvertHtmlReport(html: string): { html: string; adjusted: boolean } {
  const sanitized = sanitizeAdvertHtml(html);
  return { html: sanitized, adjusted: sanitized !== sanitizeHtml(html, AS_WRITTEN).trim() };
}

/**
 * Sanitised advert HTML with each link's href replaced by `replace(href, index)` (index in document order,
 * the same order as `advertLinks`): the delivery points links at its click counter this way.
 */
export function rewriteAdvertLinks(html: string, replace: (href: string, index: number) => string): string {
  let index = 0;
  return sanitizeHtml(html, {
    ...ADVERT_HTML,
    transformTags: {
      a: (tagName, attribs) => {
        const href = attribs.href;
        const rewritten = href === undefined ? attribs : { ...attribs, href: replace(href, index++) };
        return { tagName, attribs: { ...rewritten, rel: 'sponsored noopener noreferrer', target: '_blank' } };
      },
    },
    // The replacement is ours (a site path), not the advertiser's: keep it as given.
    allowedSchemesAppliedToAttributes: ['src'],
  });
}

/** The hrefs of sanitised advert HTML in document order (a click's `index` names one). */
export function advertLinks(html: string): string[] {
  const links: string[] = [];
  sanitizeHtml(html, {
    ...ADVERT_HTML,
    transformTags: {
      a: (tagName, attribs) => {
        if (attribs.href !== undefined) links.push(attribs.href);
        return { tagName, attribs };
      },
    },
  });
  return links;
}
