import { HttpStatus, Injectable } from '@nestjs/common';
import type { ErrorGroupStatus } from '@fuel/domain/errors';
import { AuditLog } from '../../../core/audit/audit-log.service.js';
import { actingUserId, type RequestContext } from '../../../core/context/request-context.js';
import { PAGE_SIZE } from '../../../core/database/keyset-page.js';
import { TransactionRunner } from '../../../core/database/transaction-runner.js';
import { AppException } from '../../../core/http/error-response.js';
import type { ErrorGroupSearchQuery, ErrorOccurrenceQuery } from './dto/error-group-search.query.js';
import type {
  ErrorGroupDetailsOutput,
  ErrorGroupPageOutput,
  ErrorGroupRowOutput,
  ErrorOccurrenceOutput,
  ErrorOccurrencePageOutput,
  NewErrorGroupsOutput,
} from './dto/error-group.output.js';
import {
  type ErrorGroupRow,
  type ErrorGroupStatusChange,
  type ErrorOccurrenceRow,
  SupportErrorsRepository,
} from './support-errors.repository.js';

/** Occurrences carry whole stacks: fewer a page than the back office's other lists. */
const OCCURRENCES_PAGE_SIZE = 20;
const TOP_SHARES = 10;
const NEW_GROUPS_WINDOW_MS = 24 * 60 * 60 * 1000;
const NEW_GROUPS_SHOWN = 5;

export function errorGroupNotFound(): AppException {
  return new AppException(HttpStatus.NOT_FOUND, 'NOT_FOUND', 'Diese Fehlergruppe gibt es nicht.');
}

/** The back office's error trace (`errors.manage`): groups, their occurrences, resolving. */
@Injectable()
export class SupportErrorsService {
  constructor(
    private readonly repository: SupportErrorsRepository,
    private readonly runner: TransactionRunner,
    private readonly audit: AuditLog,
  ) {}

  /** A page past the last one is empty, not an error: the list may have shrunk since the link was made. */
  async search(query: ErrorGroupSearchQuery): Promise<ErrorGroupPageOutput> {
    const filters = { status: query.status, source: query.source };
    const page = query.page ?? 1;
    const [rows, total] = await Promise.all([
      this.repository.search(filters, query.sort ?? 'lastSeen', {
        offset: (page - 1) * PAGE_SIZE,
        limit: PAGE_SIZE,
      }),
      this.repository.count(filters),
    ]);
    return {
      rows: rows.map(toRowOutput),
      total,
      page,
      pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)),
    };
  }

  async details(groupId: number): Promise<ErrorGroupDetailsOutput> {
    const group = await this.repository.find(groupId);
    if (!group) throw errorGroupNotFound();
    const [browsers, urls, sites] = await Promise.all([
      this.repository.topValues(groupId, 'browser', TOP_SHARES),
      this.repository.topValues(groupId, 'url', TOP_SHARES),
      this.repository.sites(groupId),
    ]);
    return {
      ...toRowOutput(group),
      resolvedAt: group.resolvedAt?.toISOString() ?? null,
      resolvedByName: group.resolvedByName,
      browsers,
      urls,
      sites: sites.map(({ value, count }) => ({ countryId: value, count })),
    };
  }

  async occurrences(groupId: number, query: ErrorOccurrenceQuery): Promise<ErrorOccurrencePageOutput> {
    if (!(await this.repository.exists(groupId))) throw errorGroupNotFound();
    // One row more than shown: it says a next page exists.
    const rows = await this.repository.occurrences(groupId, query.after, OCCURRENCES_PAGE_SIZE + 1);
    const page = rows.slice(0, OCCURRENCES_PAGE_SIZE);
    return {
      rows: page.map(toOccurrenceOutput),
      nextCursor: rows.length > OCCURRENCES_PAGE_SIZE ? (page.at(-1)?.cursor ?? null) : null,
    };
  }

  /**
   * Resolves or reopens a group, audited. Setting the status it has changes nothing and records nothing, so
   * a double click or parallel clicks leave one audit event. The row lock orders this against the ingestion
   * reopening the group with a new occurrence.
   */
  setStatus(ctx: RequestContext, groupId: number, status: ErrorGroupStatus): Promise<ErrorGroupRowOutput> {
    return this.runner.transaction(async () => {
      const group = await this.repository.lock(groupId);
      if (!group) throw errorGroupNotFound();
      if (group.status === status) return toRowOutput(group);
      const change: ErrorGroupStatusChange =
        status === 'resolved'
          ? { status, resolvedAt: new Date(), resolvedBy: actingUserId(ctx) }
          : { status, resolvedAt: null, resolvedBy: null };
      const changed = await this.repository.setStatus(groupId, change);
      if (!changed) throw new Error(`error_group ${groupId} vanished while locked`);
      await this.audit.record(ctx, {
        action: status === 'resolved' ? 'errors.resolve' : 'errors.reopen',
        entityType: 'error_group',
        entityId: groupId,
        before: { status: group.status },
        after: { status },
      });
      return toRowOutput(changed);
    });
  }

  /** The dashboard's section: groups first seen in the 24 hours before `now`. */
  async newGroups(now: Date): Promise<NewErrorGroupsOutput> {
    const since = new Date(now.getTime() - NEW_GROUPS_WINDOW_MS);
    const { count, latest } = await this.repository.firstSeenWithin(since, now, NEW_GROUPS_SHOWN);
    return { count, latest: latest.map(toRowOutput) };
  }
}

function toRowOutput(group: ErrorGroupRow): ErrorGroupRowOutput {
  return {
    id: group.id,
    source: group.source,
    message: group.message,
    culprit: group.culprit,
    status: group.status,
    firstSeenAt: group.firstSeenAt.toISOString(),
    lastSeenAt: group.lastSeenAt.toISOString(),
    occurrenceCount: group.occurrenceCount,
  };
}

function toOccurrenceOutput(row: ErrorOccurrenceRow): ErrorOccurrenceOutput {
  return {
    id: row.id,
    occurredAt: row.occurredAt.toISOString(),
    countryId: row.countryId,
    url: row.url,
    browser: row.browser,
    userAgent: row.userAgent,
    message: row.message,
    frames: row.frames,
    stack: row.stack,
    requestId: row.requestId,
    httpMethod: row.httpMethod,
    httpStatus: row.httpStatus,
  };
}
