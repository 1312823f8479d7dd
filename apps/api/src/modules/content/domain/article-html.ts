import sanitizeHtml from 'sanitize-html';

/**
 * Article HTML as pages may render it: the structure an editor needs (paragraphs, headings, lists, emphasis,
 * links to web pages), nothing that runs or loads (scripts, styles, event handlers, frames, images).
 * Applied when an article is served, so whatever wrote the row (seed, back office, an import) cannot put
 * script on a page.
 */
const ARTICLE_HTML: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'h2', 'h3', 'ul', 'ol', 'li', 'strong', 'em', 'br', 'a', 'blockquote'],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['https', 'http', 'mailto'],
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener nofollow' }),
  },
};

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, ARTICLE_HTML);
}
