import { Injectable } from '@nestjs/common';
import type { NewsContent, PageContent, RevisedEntity, RevisionAction } from '@fuel/domain/content';
import { actingUserId, type RequestContext } from '../../../core/context/request-context.js';
import { notFound } from '../../../core/http/not-found.js';
import type { RevisionListOutput } from './dto/revision.output.js';
import { RevisionsRepository } from './revisions.repository.js';

/** The revision list shows this many; older revisions stay in the table. */
export const REVISION_LIST_LIMIT = 100;

/**
 * The history of pages and articles: every saved draft, publication and restore. Callers write revisions
 * inside the transaction of the change they record.
 */
@Injectable()
export class RevisionsService {
  constructor(private readonly repository: RevisionsRepository) {}

  async record(
    ctx: RequestContext,
    entity: RevisedEntity,
    entityId: number,
    action: RevisionAction,
    content: PageContent | NewsContent,
  ): Promise<void> {
    await this.repository.add(entity, entityId, action, content, actingUserId(ctx));
  }

  /** Inside the transaction that deletes the page or article. */
  forget(entity: RevisedEntity, entityId: number): Promise<void> {
    return this.repository.deleteAll(entity, entityId);
  }

  async list(entity: RevisedEntity, entityId: number): Promise<RevisionListOutput> {
    const rows = await this.repository.listWithAuthors(entity, entityId, REVISION_LIST_LIMIT);
    return {
      items: rows.map((row) => ({
        id: row.id,
        action: row.action,
        createdAt: row.createdAt.toISOString(),
        createdByName: authorName(row.authorFirstName, row.authorLastName, row.authorEmail),
        title: row.content.title,
      })),
    };
  }

  /** The content of one revision of this entity; 404 for another entity's revision or none. */
  async content(
    entity: RevisedEntity,
    entityId: number,
    revisionId: number,
  ): Promise<PageContent | NewsContent> {
    const row = await this.repository.byId(entity, entityId, revisionId);
    if (!row) throw revisionNotFound();
    return row.content;
  }
}

export function revisionNotFound() {
  return notFound('Diese Version gibt es nicht.', 'revisionId');
}

function authorName(first: string | null, last: string | null, email: string | null): string | null {
  const name = [first, last].filter((part) => part && part.trim() !== '').join(' ');
  return name || email;
}
