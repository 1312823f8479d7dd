/**
 * The editable texts of fixed pages (issue #16), per site. An empty block shows its default (in code, so a
 * fresh site and a deleted block still read well). `plain` blocks are text; `rich` blocks are HTML within
 * RICH_TEXT_ALLOW_LIST. The defaults are today's texts of the site.
 */
export const CONTENT_BLOCK_KEYS = [
  'home.hero.title',
  'home.hero.text',
  'home.trust',
  'offers.hints',
  'footer.text',
  'mail.signature',
] as const;
export type ContentBlockKey = (typeof CONTENT_BLOCK_KEYS)[number];

export type ContentBlockFormat = 'plain' | 'rich';

export interface ContentBlockDefinition {
  /** German name in the back office. */
  readonly name: string;
  /** Where it shows, for the editor. */
  readonly where: string;
  readonly format: ContentBlockFormat;
  readonly maxLength: number;
}
