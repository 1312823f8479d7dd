import { Injectable } from '@nestjs/common';
import { AuditLog } from '../../core/audit/audit-log.service.js';
import { CacheService } from '../../core/cache/cache.service.js';
import type { RequestContext } from '../../core/context/request-context.js';
import { TransactionRunner } from '../../core/database/transaction-runner.js';
import { MarketRevision } from '../offers/index.js';
import { CACHE_PREFIXES, type CachePrefix } from './cache-prefixes.constant.js';
import type { CacheStatusOutput, PurgeCacheOutput } from './dto/cache.dto.js';

/** A status page must answer even when Redis hangs. */
const PING_TIMEOUT_MS = 1_000;

/** The back office's view of the shared cache: backend, entries per prefix, purge, market reload. */
@Injectable()
export class CacheAdminService {
  constructor(
    private readonly cache: CacheService,
    private readonly revision: MarketRevision,
    private readonly runner: TransactionRunner,
    private readonly audit: AuditLog,
  ) {}

  async status(): Promise<CacheStatusOutput> {
    const [reachable, counts] = await Promise.all([
      this.cache.reachable(PING_TIMEOUT_MS),
      this.cache.countByPrefix(),
    ]);
    return {
      backend: this.cache.backend,
      reachable,
      prefixes: CACHE_PREFIXES.map(({ prefix, label }) => ({
        prefix,
        label,
        entries: counts ? (counts.get(prefix) ?? 0) : null,
      })),
    };
  }

  /** The purge is not transactional (the cache is not the database); its audit entry is written after it. */
  async purge(ctx: RequestContext, prefix: CachePrefix): Promise<PurgeCacheOutput> {
    const removed = await this.cache.deleteByPrefix(`${prefix}:`);
    await this.runner.transaction(() =>
      this.audit.record(ctx, {
        action: 'cache.purge',
        entityType: 'cache',
        entityId: prefix,
        after: { removed },
      }),
    );
    return { prefix, removed };
  }

  /** Every API process reloads its market snapshot within MARKET_REFRESH_SECONDS of the bump. */
  reloadMarket(ctx: RequestContext): Promise<void> {
    return this.runner.transaction(async () => {
      await this.revision.bump();
      await this.audit.record(ctx, {
        action: 'cache.reloadMarket',
        entityType: 'market',
        entityId: 'revision',
      });
    });
  }
}
