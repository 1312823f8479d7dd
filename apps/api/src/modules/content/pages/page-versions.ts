import type { PageContent } from '@fuel/domain/content';
import { sanitizeRichText } from '../domain/rich-text.js';
import type { CmsPageRow } from './cms-pages.repository.js';
import type { PageContentInput } from './dto/page-content.input.js';

/** The published version of a page; null before its first publication. */
export function publishedContent(row: CmsPageRow): PageContent | null {
  if (row.title === null) return null;
  return {
    title: row.title,
    description: row.description ?? '',
    body: sanitizeRichText(row.body ?? ''),
    seoTitle: row.seoTitle ?? '',
    seoDescription: row.seoDescription ?? '',
    noIndex: row.noIndex,
  };
}

/** The draft the editor works on: the saved draft, else the published version. */
export function draftContent(row: CmsPageRow): PageContent {
  const content = row.draft ?? publishedContent(row);
  if (!content) throw new Error(`cms page ${row.id} has neither draft nor published version`);
  return { ...content, body: sanitizeRichText(content.body) };
}

/** What an editor sent, as stored: texts trimmed, the body sanitised. */
export function cleanContent(input: PageContentInput): PageContent {
  return {
    title: input.title.trim(),
    description: input.description.trim(),
    body: sanitizeRichText(input.body),
    seoTitle: input.seoTitle.trim(),
    seoDescription: input.seoDescription.trim(),
    noIndex: input.noIndex,
  };
}
