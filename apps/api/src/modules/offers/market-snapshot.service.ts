import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { APP_CONFIG } from '../../core/config/config.module.js';
import type { AppConfig } from '../../core/config/app-config.js';
import { MarketSnapshot } from './domain/market-snapshot.js';
import { MarketRepository } from './market.repository.js';

/**
 * Keeps this process's copy of the market current: loaded at start, reloaded when the market revision
 * in the database moves (checked every MARKET_REFRESH_SECONDS). Requests always read a complete snapshot.
 */
@Injectable()
export class MarketSnapshotService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(MarketSnapshotService.name);
  private snapshot = MarketSnapshot.empty();
  private timer: NodeJS.Timeout | undefined;
  private refreshing: Promise<void> | undefined;

  constructor(
    private readonly repository: MarketRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.reload();
    this.timer = setInterval(() => void this.refreshIfChanged(), this.config.marketRefreshSeconds * 1000);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  get current(): MarketSnapshot {
    return this.snapshot;
  }

  /** Reloads now, e.g. after a price import; concurrent callers share one reload. */
  reload(): Promise<void> {
    this.refreshing ??= this.repository
      .loadSnapshot()
      .then((snapshot) => {
        this.snapshot = snapshot;
        this.logger.log(`market loaded: revision ${snapshot.revision}, ${snapshot.branchCount} branches`);
      })
      .finally(() => {
        this.refreshing = undefined;
      });
    return this.refreshing;
  }

  private async refreshIfChanged(): Promise<void> {
    try {
      if ((await this.repository.revision()) !== this.snapshot.revision) await this.reload();
    } catch (error) {
      // Keep serving the last good snapshot; the next tick tries again.
      this.logger.warn(`market refresh failed: ${(error as Error).message}`);
    }
  }
}
