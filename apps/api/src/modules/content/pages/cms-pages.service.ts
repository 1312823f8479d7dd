import { Injectable } from '@nestjs/common';
import type { CountryId } from '@fuel/domain';
import { PAGE_TREE_MAX_DEPTH, type PageContent } from '@fuel/domain/content';
import { AuditLog } from '../../../core/audit/audit-log.service.js';
import type { RequestContext } from '../../../core/context/request-context.js';
import { TransactionRunner } from '../../../core/database/transaction-runner.js';
import { notFound } from '../../../core/http/not-found.js';
import { sanitizeRichText } from '../domain/rich-text.js';
import { MediaUsageService } from '../media/media-usage.service.js';
import { ContentCacheService } from '../publishing/content-cache.service.js';
import { badField, conflict, nextUpdatedAt, pathTaken, staleDraft } from '../publishing/content-errors.js';
import { type PublicationTarget, PublicationFlow } from '../publishing/publication-flow.service.js';
import type { PreviewLinkOutput } from '../publishing/dto/preview.output.js';
import { PreviewTokenService } from '../publishing/preview-token.service.js';
import type { RevisionListOutput } from '../revisions/dto/revision.output.js';
import { RevisionsService } from '../revisions/revisions.service.js';
import { type CmsPageFilter, type CmsPageRow, CmsPagesRepository } from './cms-pages.repository.js';
import type { CreateCmsPageInput, PublishContentInput, SaveCmsPageInput } from './dto/cms-page.input.js';
import type { CmsPageListOutput, CmsPageOutput, CmsPageRowOutput } from './dto/cms-page.output.js';
import { LinkCheckService } from '../publishing/link-check.service.js';
import { inTreeOrder, isReservedPath, pagePath } from './page-path.js';
import { cleanContent, draftContent, publishedContent } from './page-versions.js';

export function pageNotFound() {
  return notFound('Diese Seite gibt es nicht.', 'pageId');
}

const sortedSites = (countryIds: readonly CountryId[]): CountryId[] => [...new Set(countryIds)].sort();
const iso = (at: Date | null) => at?.toISOString() ?? null;

/**
 * The back office's pages (`content.manage`): the tree, drafts with an optimistic lock (`updatedAt`),
 * publication now or scheduled (job `content.publish`), unpublishing, deletion, revisions and preview links.
 * What the sites show changes only by publishing; every publication purges the sites' page caches.
 */
@Injectable()
export class CmsPagesService {
  constructor(
    private readonly repository: CmsPagesRepository,
    private readonly runner: TransactionRunner,
    private readonly revisions: RevisionsService,
    private readonly mediaUsage: MediaUsageService,
    private readonly audit: AuditLog,
    private readonly flow: PublicationFlow,
    private readonly cache: ContentCacheService,
    private readonly previewTokens: PreviewTokenService,
    private readonly links: LinkCheckService,
  ) {}

  private readonly target: PublicationTarget<CmsPageRow> = {
    entity: 'page',
    entityType: 'cms_page',
    notFound: pageNotFound,
    lock: (id) => this.repository.lock(id),
    update: (id, fields) => this.repository.update(id, fields),
    brokenLinks: (row) => this.brokenLinksOf(row, draftContent(row)),
    publishNow: (ctx, row) => this.publishNow(ctx, row),
    purge: (row) => this.cache.purgePages(row.countryIds),
    describe: (row) => ({ path: row.path }),
  };

  async list(filter: CmsPageFilter): Promise<CmsPageListOutput> {
    return { items: inTreeOrder(await this.repository.list(filter)).map(toRowOutput) };
  }

  async get(id: number): Promise<CmsPageOutput> {
    const row = await this.repository.byId(id);
    if (!row) throw pageNotFound();
    return this.output(row);
  }

  async create(ctx: RequestContext, input: CreateCmsPageInput): Promise<CmsPageOutput> {
    const row = await this.runner.transaction(async () => {
      const parent = await this.parentOf(input.parentId ?? null, null);
      const path = this.checkedPath(parent, input.slug);
      const content = cleanContent(input.content);
      const countryIds = sortedSites(input.countryIds);
      const page = await this.repository.insert({
        parentId: parent?.id ?? null,
        kind: input.kind,
        slug: input.slug,
        path,
        countryIds,
        sortOrder: input.sortOrder ?? 0,
        state: 'draft',
        draft: content,
      });
      await this.claim(page.id, path, countryIds);
      await this.revisions.record(ctx, 'page', page.id, 'save', content);
      await this.mediaUsage.record('page', page.id, [], content.body);
      await this.audit.record(ctx, {
        action: 'content.page.create',
        entityType: 'cms_page',
        entityId: page.id,
        after: { path, countryIds, kind: input.kind },
      });
      return page;
    });
    return this.output(row);
  }

  /** Saves the draft and where the page hangs; a published page's new path or sites apply at once. */
  async save(ctx: RequestContext, id: number, input: SaveCmsPageInput): Promise<CmsPageOutput> {
    const { row, moved } = await this.runner.transaction(async () => {
      const current = await this.repository.lock(id);
      if (!current) throw pageNotFound();
      if (current.updatedAt.toISOString() !== new Date(input.expectedUpdatedAt).toISOString())
        throw staleDraft();
      const parent = await this.parentOf(input.parentId ?? null, id);
      const path = this.checkedPath(parent, input.slug);
      const countryIds = sortedSites(input.countryIds);
      const content = cleanContent(input.content);
      const moved = path !== current.path || countryIds.join() !== current.countryIds.join();
      const saved = await this.repository.update(id, {
        parentId: parent?.id ?? null,
        kind: input.kind,
        slug: input.slug,
        path,
        countryIds,
        sortOrder: input.sortOrder ?? current.sortOrder,
        draft: content,
        updatedAt: nextUpdatedAt(current.updatedAt),
      });
      if (moved) {
        await this.claim(id, path, countryIds);
        await this.moveChildren(id, path);
      }
      await this.revisions.record(ctx, 'page', id, 'save', content);
      await this.mediaUsage.record('page', id, [], content.body);
      return { row: saved, moved: moved ? [...current.countryIds, ...countryIds] : [] };
    });
    if (moved.length > 0) await this.cache.purgePages(sortedSites(moved));
    return this.output(row);
  }

  /** Publishes the draft now, or schedules it (`publishAt` in the future); refuses broken internal links. */
  async publish(ctx: RequestContext, id: number, input: PublishContentInput): Promise<CmsPageOutput> {
    return this.output(await this.flow.publish(ctx, this.target, id, input.publishAt));
  }

  /** Takes the page off its sites (410 there) and cancels a schedule; a never-published page stays a draft. */
  async unpublish(ctx: RequestContext, id: number): Promise<CmsPageOutput> {
    return this.output(await this.flow.unpublish(ctx, this.target, id));
  }

  /** Deletes a page that is not on the sites (never published, or unpublished) and has no children. */
  async delete(ctx: RequestContext, id: number): Promise<void> {
    const deleted = await this.runner.transaction(async () => {
      const current = await this.repository.lock(id);
      if (!current) throw pageNotFound();
      if (current.state === 'published' || current.state === 'scheduled') {
        throw conflict(
          'Veröffentlichte oder geplante Seiten können nicht gelöscht werden. Ziehen Sie die Seite zuerst zurück.',
        );
      }
      if (await this.repository.hasChildren(id)) {
        throw conflict('Die Seite hat Unterseiten. Löschen oder verschieben Sie zuerst die Unterseiten.');
      }
      await this.repository.delete(id);
      await this.revisions.forget('page', id);
      await this.mediaUsage.record('page', id, []);
      await this.audit.record(ctx, {
        action: 'content.page.delete',
        entityType: 'cms_page',
        entityId: id,
        before: { path: current.path, countryIds: current.countryIds, title: draftContent(current).title },
      });
      return current;
    });
    await this.cache.purgePages(deleted.countryIds);
  }

  revisionsOf(id: number): Promise<RevisionListOutput> {
    return this.revisions.list('page', id);
  }

  /** Makes a revision the draft again (the published version stays until the next publication). */
  async restore(ctx: RequestContext, id: number, revisionId: number): Promise<CmsPageOutput> {
    const row = await this.runner.transaction(async () => {
      const current = await this.repository.lock(id);
      if (!current) throw pageNotFound();
      const revision = await this.revisions.content('page', id, revisionId);
      if (!('description' in revision))
        throw new Error(`revision ${revisionId} of page ${id} is no page content`);
      const content: PageContent = { ...revision, body: sanitizeRichText(revision.body) };
      const saved = await this.repository.update(id, {
        draft: content,
        updatedAt: nextUpdatedAt(current.updatedAt),
      });
      await this.revisions.record(ctx, 'page', id, 'restore', content);
      await this.mediaUsage.record('page', id, [], content.body);
      await this.audit.record(ctx, {
        action: 'content.page.restore',
        entityType: 'cms_page',
        entityId: id,
        after: { revisionId },
      });
      return saved;
    });
    return this.output(row);
  }

  async previewLink(id: number): Promise<PreviewLinkOutput> {
    const row = await this.repository.byId(id);
    if (!row) throw pageNotFound();
    const { token, expiresAt } = this.previewTokens.sign('page', id);
    return { url: `/vorschau/${token}`, expiresAt: expiresAt.toISOString() };
  }

  /** The job's work: publishes the pages due at `now` (`only`: that one, if due). */
  async publishDue(now = new Date(), only?: number): Promise<number[]> {
    const ids = only === undefined ? await this.repository.dueIds(now) : [only];
    return this.flow.publishDue(this.target, ids, now);
  }

  private async publishNow(ctx: RequestContext, current: CmsPageRow): Promise<CmsPageRow> {
    const content = draftContent(current);
    const now = new Date();
    const row = await this.repository.update(current.id, {
      state: 'published',
      title: content.title,
      description: content.description,
      body: content.body,
      seoTitle: content.seoTitle,
      seoDescription: content.seoDescription,
      noIndex: content.noIndex,
      draft: null,
      scheduledAt: null,
      publishedAt: now,
      updatedAt: nextUpdatedAt(current.updatedAt, now),
    });
    await this.revisions.record(ctx, 'page', current.id, 'publish', content);
    await this.mediaUsage.record('page', current.id, [], content.body);
    await this.audit.record(ctx, {
      action: 'content.page.publish',
      entityType: 'cms_page',
      entityId: current.id,
      before: { state: current.state },
      after: { path: current.path, countryIds: current.countryIds, title: content.title },
    });
    return row;
  }

  private brokenLinksOf(row: CmsPageRow, content: PageContent): Promise<string[]> {
    return this.links.brokenLinks(content.body, row.countryIds, row.path);
  }

  private async output(row: CmsPageRow): Promise<CmsPageOutput> {
    const draft = draftContent(row);
    return {
      id: row.id,
      parentId: row.parentId,
      kind: row.kind,
      slug: row.slug,
      path: row.path,
      countryIds: row.countryIds,
      sortOrder: row.sortOrder,
      state: row.state,
      published: publishedContent(row),
      draft,
      hasDraft: row.draft !== null,
      scheduledAt: iso(row.scheduledAt),
      publishedAt: iso(row.publishedAt),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      brokenLinks: await this.brokenLinksOf(row, draft),
    };
  }

  /** The parent page, checked: it exists, and (moving page `self`) is neither the page nor below it. */
  private async parentOf(parentId: number | null, self: number | null): Promise<CmsPageRow | null> {
    if (parentId === null) return null;
    const parent = await this.repository.byId(parentId);
    if (!parent) throw badField('parentId', 'Die übergeordnete Seite gibt es nicht.');
    for (let ancestor: CmsPageRow | undefined = parent; ancestor;) {
      if (ancestor.id === self) {
        throw badField(
          'parentId',
          'Eine Seite kann nicht unter sich selbst oder ihre Unterseiten gehängt werden.',
        );
      }
      ancestor = ancestor.parentId === null ? undefined : await this.repository.byId(ancestor.parentId);
    }
    return parent;
  }

  private checkedPath(parent: CmsPageRow | null, slug: string): string {
    const path = pagePath(parent?.path ?? null, slug);
    if (isReservedPath(path)) {
      throw badField('slug', `Die Adresse ${path} gehört zum Shop selbst. Bitte wählen Sie eine andere.`);
    }
    if (path.split('/').length - 1 > PAGE_TREE_MAX_DEPTH) {
      throw badField(
        'parentId',
        `Seiten lassen sich höchstens ${PAGE_TREE_MAX_DEPTH} Ebenen tief schachteln.`,
      );
    }
    return path;
  }

  private async claim(id: number, path: string, countryIds: readonly CountryId[]): Promise<void> {
    const taken = await this.repository.claimPath(id, path, countryIds);
    if (taken.length > 0) throw pathTaken(path);
  }

  /** Children follow their parent's new path (and their own children theirs). */
  private async moveChildren(parentId: number, parentPath: string): Promise<void> {
    for (const child of await this.repository.children(parentId)) {
      const path = pagePath(parentPath, child.slug);
      if (path.split('/').length - 1 > PAGE_TREE_MAX_DEPTH) {
        throw badField(
          'parentId',
          `Seiten lassen sich höchstens ${PAGE_TREE_MAX_DEPTH} Ebenen tief schachteln.`,
        );
      }
      await this.repository.update(child.id, { path });
      await this.claim(child.id, path, child.countryIds);
      await this.moveChildren(child.id, path);
    }
  }
}

function toRowOutput(row: CmsPageRow): CmsPageRowOutput {
  return {
    id: row.id,
    parentId: row.parentId,
    kind: row.kind,
    slug: row.slug,
    path: row.path,
    countryIds: row.countryIds,
    sortOrder: row.sortOrder,
    state: row.state,
    title: row.draft?.title ?? row.title ?? '',
    hasDraft: row.draft !== null,
    scheduledAt: iso(row.scheduledAt),
    publishedAt: iso(row.publishedAt),
    updatedAt: row.updatedAt.toISOString(),
  };
}
