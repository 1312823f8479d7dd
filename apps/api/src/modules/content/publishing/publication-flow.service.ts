import { Injectable } from '@nestjs/common';
import type { PublicationState, RevisedEntity } from '@fuel/domain/content';
import { AuditLog } from '../../../core/audit/audit-log.service.js';
import { type RequestContext, systemContext } from '../../../core/context/request-context.js';
import { TransactionRunner } from '../../../core/database/transaction-runner.js';
import type { AppException } from '../../../core/http/error-response.js';
import { JobQueue } from '../../../core/jobs/job-queue.service.js';
import { brokenLinks as brokenLinksError, nextUpdatedAt, scheduledTime } from './content-errors.js';
import { CONTENT_PUBLISH_JOB } from './content-publish.job-name.js';

/** What the flow reads of a page or article row. */
export interface Publishable {
  readonly id: number;
  readonly state: PublicationState;
  readonly scheduledAt: Date | null;
  readonly publishedAt: Date | null;
  readonly updatedAt: Date;
}

/** The columns the flow writes besides a publication's own. */
export interface PublicationFields {
  readonly state: PublicationState;
  readonly scheduledAt: Date | null;
  readonly updatedAt: Date;
}

/** A page or article as the flow handles it: each service supplies its repository's steps. */
export interface PublicationTarget<R extends Publishable> {
  readonly entity: RevisedEntity;
  /** The audit's entity type (`cms_page`, `news_article`). */
  readonly entityType: string;
  readonly notFound: () => AppException;
  readonly lock: (id: number) => Promise<R | undefined>;
  readonly update: (id: number, fields: PublicationFields) => Promise<R>;
  /** The draft's internal links to no published page. */
  readonly brokenLinks: (row: R) => Promise<string[]>;
  /** Copies the draft to the published version (revision and audit included). */
  readonly publishNow: (ctx: RequestContext, row: R) => Promise<R>;
  /** Drops what the sites cached of it; called after the change committed. */
  readonly purge: (row: R) => Promise<void>;
  /** What the audit names it by (its path or slug). */
  readonly describe: (row: R) => Record<string, unknown>;
}

const AUDIT_PREFIX: Readonly<Record<RevisedEntity, string>> = { page: 'content.page', news: 'content.news' };

/**
 * Publishing, scheduling and unpublishing, the same for pages and articles: publication now or at a time
 * (job `content.publish`), refused with broken internal links; taking off (410 once it was on the site,
 * else back to a draft) cancels a schedule; a due schedule whose links broke meanwhile is cancelled, audited.
 * A published item with a scheduled new version stays on the site as it is until then.
 */
@Injectable()
export class PublicationFlow {
  constructor(
    private readonly runner: TransactionRunner,
    private readonly audit: AuditLog,
    private readonly jobs: JobQueue,
  ) {}

  async publish<R extends Publishable>(
    ctx: RequestContext,
    target: PublicationTarget<R>,
    id: number,
    publishAt: string | null | undefined,
  ): Promise<R> {
    const at = scheduledTime(publishAt);
    const row = await this.runner.transaction(async () => {
      const current = await target.lock(id);
      if (!current) throw target.notFound();
      const broken = await target.brokenLinks(current);
      if (broken.length > 0) throw brokenLinksError(broken);
      if (!at) return target.publishNow(ctx, current);
      const scheduled = await target.update(id, {
        state: current.state === 'published' ? 'published' : 'scheduled',
        scheduledAt: at,
        updatedAt: nextUpdatedAt(current.updatedAt),
      });
      await this.audit.record(ctx, {
        action: `${AUDIT_PREFIX[target.entity]}.schedule`,
        entityType: target.entityType,
        entityId: id,
        after: { publishAt: at.toISOString(), ...target.describe(current) },
      });
      await this.jobs.send(CONTENT_PUBLISH_JOB, { entity: target.entity, id }, { startAfter: at });
      return scheduled;
    });
    if (!at) await target.purge(row);
    return row;
  }

  async unpublish<R extends Publishable>(
    ctx: RequestContext,
    target: PublicationTarget<R>,
    id: number,
  ): Promise<R> {
    const row = await this.runner.transaction(async () => {
      const current = await target.lock(id);
      if (!current) throw target.notFound();
      const saved = await target.update(id, {
        state: current.publishedAt ? 'unpublished' : 'draft',
        scheduledAt: null,
        updatedAt: nextUpdatedAt(current.updatedAt),
      });
      await this.audit.record(ctx, {
        action: `${AUDIT_PREFIX[target.entity]}.unpublish`,
        entityType: target.entityType,
        entityId: id,
        before: { state: current.state, scheduledAt: current.scheduledAt?.toISOString() ?? null },
        after: { state: saved.state, ...target.describe(current) },
      });
      return saved;
    });
    await target.purge(row);
    return row;
  }

  /** The job's work: publishes each of `ids` that is still scheduled and due at `now`; returns those published. */
  async publishDue<R extends Publishable>(
    target: PublicationTarget<R>,
    ids: readonly number[],
    now: Date,
  ): Promise<number[]> {
    const ctx = systemContext(CONTENT_PUBLISH_JOB);
    const published: number[] = [];
    for (const id of ids) {
      const row = await this.runner.transaction(async () => {
        const current = await target.lock(id);
        if (!current?.scheduledAt || current.scheduledAt.getTime() > now.getTime()) return undefined;
        const broken = await target.brokenLinks(current);
        if (broken.length === 0) return target.publishNow(ctx, current);
        await target.update(id, {
          state:
            current.state === 'scheduled' ? (current.publishedAt ? 'unpublished' : 'draft') : current.state,
          scheduledAt: null,
          updatedAt: nextUpdatedAt(current.updatedAt),
        });
        await this.audit.record(ctx, {
          action: `${AUDIT_PREFIX[target.entity]}.schedule.cancel`,
          entityType: target.entityType,
          entityId: id,
          after: { reason: 'broken-links', brokenLinks: broken },
        });
        return undefined;
      });
      if (row) {
        published.push(id);
        await target.purge(row);
      }
    }
    return published;
  }
}
