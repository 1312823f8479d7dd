import { Injectable } from '@nestjs/common';
import type { NewsContent } from '@fuel/domain/content';
import { AuditLog } from '../../../core/audit/audit-log.service.js';
import type { RequestContext } from '../../../core/context/request-context.js';
import { TransactionRunner } from '../../../core/database/transaction-runner.js';
import { notFound } from '../../../core/http/not-found.js';
import { sanitizeRichText } from '../domain/rich-text.js';
import { MediaImagesService } from '../media/media-images.service.js';
import { MediaUsageService } from '../media/media-usage.service.js';
import { ContentCacheService } from '../publishing/content-cache.service.js';
import { badField, conflict, nextUpdatedAt, staleDraft } from '../publishing/content-errors.js';
import { type PublicationTarget, PublicationFlow } from '../publishing/publication-flow.service.js';
import type { PreviewLinkOutput } from '../publishing/dto/preview.output.js';
import { LinkCheckService } from '../publishing/link-check.service.js';
import { PreviewTokenService } from '../publishing/preview-token.service.js';
import type { PublishContentInput } from '../pages/dto/cms-page.input.js';
import type { RevisionListOutput } from '../revisions/dto/revision.output.js';
import { RevisionsService } from '../revisions/revisions.service.js';
import { type CmsNewsFilter, CmsNewsRepository } from './cms-news.repository.js';
import {
  CMS_NEWS_PAGE_SIZE,
  type CreateCmsNewsInput,
  type NewsContentInput,
  type SaveCmsNewsInput,
} from './dto/cms-news.input.js';
import type { CmsNewsListOutput, CmsNewsOutput } from './dto/cms-news.output.js';
import type { NewsArticleRow } from './news.repository.js';

export function newsNotFound() {
  return notFound('Diesen Artikel gibt es nicht.', 'newsId');
}

function slugTaken() {
  return badField(
    'slug',
    'Diese Adresse hat auf der Website schon ein anderer Artikel. Bitte wählen Sie eine andere.',
  );
}

/** The published version of an article; null before its first publication. */
export function publishedNews(row: NewsArticleRow): NewsContent | null {
  if (row.publishedAt === null) return null;
  return {
    title: row.title,
    teaser: row.teaser,
    body: sanitizeRichText(row.content),
    author: row.author,
    featured: row.featured,
    imageId: row.imageId,
    imageAlt: row.imageAlt,
  };
}

/** The draft the editor works on: the saved draft, else the published version (the columns). */
export function draftNews(row: NewsArticleRow): NewsContent {
  const content = row.draft ?? {
    title: row.title,
    teaser: row.teaser,
    body: row.content,
    author: row.author,
    featured: row.featured,
    imageId: row.imageId,
    imageAlt: row.imageAlt,
  };
  return { ...content, body: sanitizeRichText(content.body) };
}

const iso = (at: Date | null) => at?.toISOString() ?? null;

/**
 * The back office's news (`content.manage`), with the pages' editing model: drafts under an optimistic lock,
 * publication now or scheduled, unpublishing, revisions, preview links. Publishing purges the site's news
 * caches, so the public news calls show it at once.
 */
@Injectable()
export class CmsNewsService {
  constructor(
    private readonly repository: CmsNewsRepository,
    private readonly runner: TransactionRunner,
    private readonly revisions: RevisionsService,
    private readonly mediaUsage: MediaUsageService,
    private readonly images: MediaImagesService,
    private readonly audit: AuditLog,
    private readonly flow: PublicationFlow,
    private readonly cache: ContentCacheService,
    private readonly previewTokens: PreviewTokenService,
    private readonly links: LinkCheckService,
  ) {}

  private readonly target: PublicationTarget<NewsArticleRow> = {
    entity: 'news',
    entityType: 'news_article',
    notFound: newsNotFound,
    lock: (id) => this.repository.lock(id),
    update: (id, fields) => this.repository.update(id, fields),
    brokenLinks: (row) => this.links.brokenLinks(draftNews(row).body, [row.countryId]),
    publishNow: (ctx, row) => this.publishNow(ctx, row),
    purge: (row) => this.cache.purgeNews(row.countryId),
    describe: (row) => ({ countryId: row.countryId, slug: row.slug }),
  };

  async list(filter: CmsNewsFilter, page: number): Promise<CmsNewsListOutput> {
    const [rows, total] = await Promise.all([
      this.repository.list(filter, (page - 1) * CMS_NEWS_PAGE_SIZE, CMS_NEWS_PAGE_SIZE),
      this.repository.total(filter),
    ]);
    return {
      items: rows.map((row) => ({
        id: row.id,
        countryId: row.countryId,
        slug: row.slug,
        state: row.state,
        title: row.draft?.title ?? row.title,
        featured: row.draft?.featured ?? row.featured,
        hasDraft: row.draft !== null,
        publishedAt: iso(row.publishedAt),
        scheduledAt: iso(row.scheduledAt),
        updatedAt: row.updatedAt.toISOString(),
      })),
      total,
      page,
      pageCount: Math.ceil(total / CMS_NEWS_PAGE_SIZE),
    };
  }

  async get(id: number): Promise<CmsNewsOutput> {
    const row = await this.repository.byId(id);
    if (!row) throw newsNotFound();
    return this.output(row);
  }

  async create(ctx: RequestContext, input: CreateCmsNewsInput): Promise<CmsNewsOutput> {
    const row = await this.runner.transaction(async () => {
      const content = await this.cleanContent(input.content);
      // The site shows only published articles: the columns hold the first draft until the first publication.
      const article = await this.repository.insert({
        countryId: input.countryId,
        slug: input.slug,
        title: content.title,
        teaser: content.teaser,
        content: content.body,
        author: content.author,
        featured: content.featured,
        imageId: content.imageId,
        imageAlt: content.imageAlt,
        state: 'draft',
        publishedAt: null,
        draft: content,
      });
      if (!article) throw slugTaken();
      await this.revisions.record(ctx, 'news', article.id, 'save', content);
      await this.mediaUsage.record(
        'news',
        article.id,
        content.imageId ? [content.imageId] : [],
        content.body,
      );
      await this.audit.record(ctx, {
        action: 'content.news.create',
        entityType: 'news_article',
        entityId: article.id,
        after: { countryId: input.countryId, slug: input.slug },
      });
      return article;
    });
    return this.output(row);
  }

  async save(ctx: RequestContext, id: number, input: SaveCmsNewsInput): Promise<CmsNewsOutput> {
    const { row, slugChanged } = await this.runner.transaction(async () => {
      const current = await this.repository.lock(id);
      if (!current) throw newsNotFound();
      if (current.updatedAt.toISOString() !== new Date(input.expectedUpdatedAt).toISOString())
        throw staleDraft();
      if (await this.repository.slugTaken(current.countryId, input.slug, id)) throw slugTaken();
      const content = await this.cleanContent(input.content);
      const saved = await this.repository.updateSlugged(id, {
        slug: input.slug,
        draft: content,
        updatedAt: nextUpdatedAt(current.updatedAt),
      });
      if (!saved) throw slugTaken();
      await this.revisions.record(ctx, 'news', id, 'save', content);
      await this.mediaUsage.record('news', id, content.imageId ? [content.imageId] : [], content.body);
      return { row: saved, slugChanged: saved.slug !== current.slug };
    });
    // A published article's address changed at once.
    if (slugChanged && row.state === 'published') await this.cache.purgeNews(row.countryId);
    return this.output(row);
  }

  async publish(ctx: RequestContext, id: number, input: PublishContentInput): Promise<CmsNewsOutput> {
    return this.output(await this.flow.publish(ctx, this.target, id, input.publishAt));
  }

  async unpublish(ctx: RequestContext, id: number): Promise<CmsNewsOutput> {
    return this.output(await this.flow.unpublish(ctx, this.target, id));
  }

  /**
   * Deletes an article that is not on the site (never published, or unpublished), as pages are deleted: a
   * published or scheduled one is taken off first, so deleting is never the way an article leaves the site
   * unnoticed. Its revisions and where-used go with it; the news caches are purged all the same.
   */
  async delete(ctx: RequestContext, id: number): Promise<void> {
    const deleted = await this.runner.transaction(async () => {
      const current = await this.repository.lock(id);
      if (!current) throw newsNotFound();
      if (current.state === 'published' || current.state === 'scheduled') {
        throw conflict(
          'Veröffentlichte oder geplante Artikel können nicht gelöscht werden. Ziehen Sie den Artikel zuerst zurück.',
        );
      }
      await this.repository.delete(id);
      await this.revisions.forget('news', id);
      await this.mediaUsage.record('news', id, []);
      await this.audit.record(ctx, {
        action: 'content.news.delete',
        entityType: 'news_article',
        entityId: id,
        before: { countryId: current.countryId, slug: current.slug, title: draftNews(current).title },
      });
      return current;
    });
    await this.cache.purgeNews(deleted.countryId);
  }

  async revisionsOf(id: number): Promise<RevisionListOutput> {
    if (!(await this.repository.byId(id))) throw newsNotFound();
    return this.revisions.list('news', id);
  }

  async restore(ctx: RequestContext, id: number, revisionId: number): Promise<CmsNewsOutput> {
    const row = await this.runner.transaction(async () => {
      const current = await this.repository.lock(id);
      if (!current) throw newsNotFound();
      const revision = await this.revisions.content('news', id, revisionId);
      if (!('teaser' in revision))
        throw new Error(`revision ${revisionId} of article ${id} is no news content`);
      const content: NewsContent = { ...revision, body: sanitizeRichText(revision.body) };
      const saved = await this.repository.update(id, {
        draft: content,
        updatedAt: nextUpdatedAt(current.updatedAt),
      });
      await this.revisions.record(ctx, 'news', id, 'restore', content);
      await this.mediaUsage.record('news', id, content.imageId ? [content.imageId] : [], content.body);
      await this.audit.record(ctx, {
        action: 'content.news.restore',
        entityType: 'news_article',
        entityId: id,
        after: { revisionId },
      });
      return saved;
    });
    return this.output(row);
  }

  async previewLink(id: number): Promise<PreviewLinkOutput> {
    if (!(await this.repository.byId(id))) throw newsNotFound();
    const { token, expiresAt } = this.previewTokens.sign('news', id);
    return { url: `/vorschau/${token}`, expiresAt: expiresAt.toISOString() };
  }

  /** The job's work: publishes the articles due at `now` (`only`: that one, if due). */
  async publishDue(now = new Date(), only?: number): Promise<number[]> {
    const ids = only === undefined ? await this.repository.dueIds(now) : [only];
    return this.flow.publishDue(this.target, ids, now);
  }

  private async publishNow(ctx: RequestContext, current: NewsArticleRow): Promise<NewsArticleRow> {
    const content = draftNews(current);
    const now = new Date();
    const row = await this.repository.update(current.id, {
      state: 'published',
      title: content.title,
      teaser: content.teaser,
      content: content.body,
      author: content.author,
      featured: content.featured,
      imageId: content.imageId,
      imageAlt: content.imageAlt,
      // The image now comes from the library (or the fallback): a seed's file path no longer applies.
      ...(content.imageId !== current.imageId ? { filePath: null } : {}),
      draft: null,
      scheduledAt: null,
      // An article keeps the date it first appeared with; the site lists by it.
      publishedAt: current.publishedAt ?? now,
      updatedAt: nextUpdatedAt(current.updatedAt, now),
    });
    await this.revisions.record(ctx, 'news', current.id, 'publish', content);
    await this.mediaUsage.record('news', current.id, content.imageId ? [content.imageId] : [], content.body);
    await this.audit.record(ctx, {
      action: 'content.news.publish',
      entityType: 'news_article',
      entityId: current.id,
      before: { state: current.state },
      after: { countryId: current.countryId, slug: current.slug, title: content.title },
    });
    return row;
  }

  /** Trimmed texts, the body sanitised, and an image that exists in the library with its alt text. */
  private async cleanContent(input: NewsContentInput): Promise<NewsContent> {
    const imageAlt = input.imageAlt?.trim() || null;
    if (input.imageId !== null) {
      const image = (await this.images.responsive([input.imageId])).get(input.imageId);
      if (!image) throw badField('content.imageId', 'Dieses Bild gibt es in der Medienverwaltung nicht.');
      if (!imageAlt) {
        throw badField('content.imageAlt', 'Bitte beschreiben Sie das Bild in einem Alternativtext.');
      }
    }
    return {
      title: input.title.trim(),
      teaser: input.teaser.trim(),
      body: sanitizeRichText(input.body),
      author: input.author.trim(),
      featured: input.featured,
      imageId: input.imageId,
      imageAlt: input.imageId === null ? null : imageAlt,
    };
  }

  private async output(row: NewsArticleRow): Promise<CmsNewsOutput> {
    const draft = draftNews(row);
    const image =
      draft.imageId === null ? undefined : (await this.images.responsive([draft.imageId])).get(draft.imageId);
    return {
      id: row.id,
      countryId: row.countryId,
      slug: row.slug,
      state: row.state,
      published: publishedNews(row),
      draft,
      hasDraft: row.draft !== null,
      publishedAt: iso(row.publishedAt),
      scheduledAt: iso(row.scheduledAt),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      image: image ?? null,
      brokenLinks: await this.links.brokenLinks(draft.body, [row.countryId]),
    };
  }
}
