import { Injectable } from '@nestjs/common';
import { and, desc, eq } from 'drizzle-orm';
import { contentRevisions, users } from '@fuel/db';
import type { NewsContent, PageContent, RevisedEntity, RevisionAction } from '@fuel/domain/content';
import { TransactionRunner } from '../../../core/database/transaction-runner.js';

export type RevisionRow = typeof contentRevisions.$inferSelect;

/** The only place with SQL on content_revision. */
@Injectable()
export class RevisionsRepository {
  constructor(private readonly runner: TransactionRunner) {}

  async add(
    entity: RevisedEntity,
    entityId: number,
    action: RevisionAction,
    content: PageContent | NewsContent,
    createdBy: number | null,
  ): Promise<RevisionRow> {
    const [row] = await this.runner.db
      .insert(contentRevisions)
      .values({ entity, entityId, action, content, createdBy })
      .returning();
    if (!row) throw new Error('revision not written');
    return row;
  }

  /** A deleted page's or article's history goes with it. */
  async deleteAll(entity: RevisedEntity, entityId: number): Promise<void> {
    await this.runner.db
      .delete(contentRevisions)
      .where(and(eq(contentRevisions.entity, entity), eq(contentRevisions.entityId, entityId)));
  }

  /** Newest first. */
  list(entity: RevisedEntity, entityId: number, limit: number): Promise<RevisionRow[]> {
    return this.runner.db
      .select()
      .from(contentRevisions)
      .where(and(eq(contentRevisions.entity, entity), eq(contentRevisions.entityId, entityId)))
      .orderBy(desc(contentRevisions.id))
      .limit(limit);
  }

  /** Newest first, with the name of whoever wrote each (null: a job, the seed or a deleted account). */
  listWithAuthors(
    entity: RevisedEntity,
    entityId: number,
    limit: number,
  ): Promise<
    (RevisionRow & {
      authorFirstName: string | null;
      authorLastName: string | null;
      authorEmail: string | null;
    })[]
  > {
    return this.runner.db
      .select({
        id: contentRevisions.id,
        entity: contentRevisions.entity,
        entityId: contentRevisions.entityId,
        action: contentRevisions.action,
        content: contentRevisions.content,
        createdAt: contentRevisions.createdAt,
        createdBy: contentRevisions.createdBy,
        authorFirstName: users.firstName,
        authorLastName: users.lastName,
        authorEmail: users.email,
      })
      .from(contentRevisions)
      .leftJoin(users, eq(users.id, contentRevisions.createdBy))
      .where(and(eq(contentRevisions.entity, entity), eq(contentRevisions.entityId, entityId)))
      .orderBy(desc(contentRevisions.id))
      .limit(limit);
  }

  async byId(entity: RevisedEntity, entityId: number, id: number): Promise<RevisionRow | undefined> {
    const [row] = await this.runner.db
      .select()
      .from(contentRevisions)
      .where(
        and(
          eq(contentRevisions.id, id),
          eq(contentRevisions.entity, entity),
          eq(contentRevisions.entityId, entityId),
        ),
      );
    return row;
  }
}
