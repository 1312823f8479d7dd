import { HttpStatus, Injectable } from '@nestjs/common';
import type { CountryId } from '@fuel/domain';
import { NOTICES_PER_PLACEMENT, type NoticePlacement } from '@fuel/domain/content';
import { AuditLog } from '../../../core/audit/audit-log.service.js';
import { CacheService } from '../../../core/cache/cache.service.js';
import { actingUserId, type RequestContext } from '../../../core/context/request-context.js';
import { TransactionRunner } from '../../../core/database/transaction-runner.js';
import { AppException } from '../../../core/http/error-response.js';
import { notFound } from '../../../core/http/not-found.js';
import type { CmsNoticeInput } from './dto/cms-notice.input.js';
import type {
  CmsNoticeListOutput,
  CmsNoticeOutput,
  SiteNoticeListOutput,
  SiteNoticeOutput,
} from './dto/cms-notice.output.js';
import { isAllowedNoticeLink, noticeStatus, pickNotices } from './notice-rules.js';
import { NoticesRepository, type SiteNoticeRow, type SiteNoticeValues } from './notices.repository.js';

/** Short: a notice whose period starts or ends shows (or goes) within this time without a save. */
const SITE_NOTICES_TTL_SECONDS = 60;
const CACHE_PREFIX = 'notices:';

export const unknownNotice = () => notFound('Diesen Hinweis gibt es nicht.', 'noticeId');

function invalid(field: string, message: string): AppException {
  return new AppException(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', message, [
    { field, messages: [message] },
  ]);
}

/** Empty and blank texts are none. */
function optionalText(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/**
 * Site notices (`/support/cms/prompts`): short notices and calls to action per site, placement and period,
 * shown by priority. Every change is audited and purges the sites' cached notices.
 */
@Injectable()
export class NoticesService {
  constructor(
    private readonly runner: TransactionRunner,
    private readonly repository: NoticesRepository,
    private readonly cache: CacheService,
    private readonly audit: AuditLog,
  ) {}

  async list(countryId: CountryId | undefined): Promise<CmsNoticeListOutput> {
    const now = new Date();
    return { items: (await this.repository.list(countryId)).map((row) => toCmsOutput(row, now)) };
  }

  async get(id: number): Promise<CmsNoticeOutput> {
    const row = await this.repository.byId(id);
    if (!row) throw unknownNotice();
    return toCmsOutput(row, new Date());
  }

  async create(ctx: RequestContext, input: CmsNoticeInput): Promise<CmsNoticeOutput> {
    const values = valuesOf(ctx, input);
    const row = await this.runner.transaction(async () => {
      const created = await this.repository.insert(values);
      await this.audit.record(ctx, {
        action: 'content.notice.create',
        entityType: 'siteNotice',
        entityId: created.id,
        after: auditSummary(created),
      });
      return created;
    });
    await this.purge();
    return toCmsOutput(row, new Date());
  }

  async save(ctx: RequestContext, id: number, input: CmsNoticeInput): Promise<CmsNoticeOutput> {
    const values = valuesOf(ctx, input);
    const row = await this.runner.transaction(async () => {
      const before = await this.repository.byId(id, true);
      if (!before) throw unknownNotice();
      const saved = await this.repository.update(id, values);
      if (!saved) throw unknownNotice();
      await this.audit.record(ctx, {
        action: 'content.notice.save',
        entityType: 'siteNotice',
        entityId: id,
        before: auditSummary(before),
        after: auditSummary(saved),
      });
      return saved;
    });
    await this.purge();
    return toCmsOutput(row, new Date());
  }

  async remove(ctx: RequestContext, id: number): Promise<void> {
    await this.runner.transaction(async () => {
      const removed = await this.repository.remove(id);
      if (!removed) throw unknownNotice();
      await this.audit.record(ctx, {
        action: 'content.notice.delete',
        entityType: 'siteNotice',
        entityId: id,
        before: auditSummary(removed),
      });
    });
    await this.purge();
  }

  /** What a page of `placement` shows now: its own notices and those of every page, by priority. */
  site(countryId: CountryId, placement: NoticePlacement): Promise<SiteNoticeListOutput> {
    return this.cache.wrap(`${CACHE_PREFIX}${countryId}:${placement}`, SITE_NOTICES_TTL_SECONDS, async () => {
      const placements: NoticePlacement[] = placement === 'all' ? ['all'] : [placement, 'all'];
      const live = await this.repository.live(countryId, placements, new Date());
      return { items: pickNotices(live, placement, NOTICES_PER_PLACEMENT).map(toSiteOutput) };
    });
  }

  private async purge(): Promise<void> {
    await this.cache.deleteByPrefix(CACHE_PREFIX);
  }
}

function valuesOf(ctx: RequestContext, input: CmsNoticeInput): SiteNoticeValues {
  const startsAt = new Date(input.startsAt);
  if (Number.isNaN(startsAt.getTime())) {
    throw invalid('startsAt', 'Diesen Zeitpunkt gibt es nicht.');
  }
  const endsAt = input.endsAt ? new Date(input.endsAt) : null;
  if (endsAt && Number.isNaN(endsAt.getTime())) throw invalid('endsAt', 'Diesen Zeitpunkt gibt es nicht.');
  if (endsAt && endsAt <= startsAt) throw invalid('endsAt', 'Das Ende muss nach dem Beginn liegen.');
  const message = input.message.trim();
  if (!message) throw invalid('message', 'Bitte geben Sie den Text des Hinweises an.');
  const linkLabel = optionalText(input.linkLabel);
  const linkUrl = optionalText(input.linkUrl);
  if (linkUrl && !isAllowedNoticeLink(linkUrl)) {
    throw invalid(
      'linkUrl',
      'Das Linkziel muss ein Pfad dieser Website (z. B. /heizoelpreise) oder eine https-Adresse sein.',
    );
  }
  if (linkUrl && !linkLabel) throw invalid('linkLabel', 'Bitte geben Sie einen Linktext an.');
  if (linkLabel && !linkUrl) throw invalid('linkUrl', 'Bitte geben Sie das Linkziel an.');
  return {
    countryIds: [...input.countryIds].sort(),
    placement: input.placement,
    tone: input.tone,
    title: optionalText(input.title),
    message,
    linkLabel,
    linkUrl,
    startsAt,
    endsAt,
    priority: input.priority,
    active: input.active,
    updatedAt: new Date(),
    updatedBy: actingUserId(ctx),
  };
}

function toSiteOutput(row: SiteNoticeRow): SiteNoticeOutput {
  // Checked on save; checked again here, whatever wrote the row (the site renders it as a link).
  const link = row.linkUrl && row.linkLabel && isAllowedNoticeLink(row.linkUrl);
  return {
    id: row.id,
    placement: row.placement,
    tone: row.tone,
    title: row.title,
    message: row.message,
    linkLabel: link ? row.linkLabel : null,
    linkUrl: link ? row.linkUrl : null,
  };
}

function toCmsOutput(row: SiteNoticeRow, now: Date): CmsNoticeOutput {
  return {
    ...toSiteOutput(row),
    countryIds: row.countryIds,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    priority: row.priority,
    active: row.active,
    status: noticeStatus(row, now),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function auditSummary(row: SiteNoticeRow): Record<string, unknown> {
  return {
    countryIds: row.countryIds,
    placement: row.placement,
    tone: row.tone,
    title: row.title,
    message: row.message,
    linkUrl: row.linkUrl,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    priority: row.priority,
    active: row.active,
  };
}
