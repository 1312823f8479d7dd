/** What a news article says: the draft and each revision hold this; the published version is a copy of it. */
export interface NewsContent {
  readonly title: string;
  readonly teaser: string;
  /** Rich text (HTML within RICH_TEXT_ALLOW_LIST). */
  readonly body: string;
  readonly author: string;
  readonly featured: boolean;
  /** A media library image; null → the site's fallback image (spec 2 §3). */
  readonly imageId: number | null;
  /** Required with an image (an empty alt is only right for decoration, and an article image is content). */
  readonly imageAlt: string | null;
}

export const NEWS_CONTENT_LIMITS = {
  title: 160,
  teaser: 600,
  body: 200_000,
  author: 120,
  imageAlt: 250,
} as const;
