/**
 * The one allow-list of rich text (issue #16): what the editor can produce and what the API keeps when it
 * saves and when it serves pages, news and blocks. Structure only: nothing that runs or loads from elsewhere
 * (no script, style, event handler, frame, form, svg; images only from the media library).
 */
export const RICH_TEXT_ALLOW_LIST = {
  tags: [
    'p',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'u',
    's',
    'br',
    'hr',
    'a',
    'blockquote',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'img',
  ],
  attributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'width', 'height', 'srcset', 'sizes', 'loading', 'data-media-id'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  /** Link schemes; relative links (`/impressum`) are internal and checked against the page tree. */
  linkSchemes: ['https', 'http', 'mailto', 'tel'],
  /** Images only from the media library's own path. */
  imageSourcePrefix: '/media/',
} as const;
