/**
 * Where a page or news article stands (issue #16). `draft`: never published; `scheduled`: a publication is
 * waiting for its time (a job publishes it); `published`: on the site; `unpublished`: taken off the site
 * (its URL answers 410). Editing never changes what the site shows: a save writes the draft, only publishing
 * (at once or scheduled) copies the draft to the published version.
 */
export const PUBLICATION_STATES = ['draft', 'scheduled', 'published', 'unpublished'] as const;
export type PublicationState = (typeof PUBLICATION_STATES)[number];

/** What a revision records: a saved draft, a publication, or a draft restored from an older revision. */
export const REVISION_ACTIONS = ['save', 'publish', 'restore'] as const;
export type RevisionAction = (typeof REVISION_ACTIONS)[number];

/** What has revisions. */
export const REVISED_ENTITIES = ['page', 'news'] as const;
export type RevisedEntity = (typeof REVISED_ENTITIES)[number];

/** A preview link works this long; it shows the draft to whoever holds it, so it must not live forever. */
export const PREVIEW_LINK_TTL_SECONDS = 24 * 60 * 60;
