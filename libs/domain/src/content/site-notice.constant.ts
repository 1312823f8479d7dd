/** Where a site notice shows (issue #16); `all` is above every page's content. */
export const NOTICE_PLACEMENTS = ['all', 'home', 'offer-list', 'order-process', 'prices', 'news'] as const;
export type NoticePlacement = (typeof NOTICE_PLACEMENTS)[number];

export const NOTICE_PLACEMENT_NAMES: Readonly<Record<NoticePlacement, string>> = {
  all: 'Alle Seiten',
  home: 'Startseite',
  'offer-list': 'Angebotsliste',
  'order-process': 'Bestellprozess',
  prices: 'Preisseiten',
  news: 'News',
};

/** The design system's Alert tones a notice may take (never `error`: a notice is not a failure). */
export const NOTICE_TONES = ['info', 'success', 'warning'] as const;
export type NoticeTone = (typeof NOTICE_TONES)[number];

/** A page shows at most this many notices of a placement, highest priority first. */
export const NOTICES_PER_PLACEMENT = 2;

export const NOTICE_LIMITS = { title: 120, message: 400, linkLabel: 60, linkUrl: 500 } as const;
