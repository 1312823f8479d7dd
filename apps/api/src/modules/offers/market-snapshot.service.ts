import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { APP_CONFIG } from '../../core/config/config.module.js';
import type { AppConfig } from '../../core/config/app-config.js';
import { IntervalTask } from '../../core/jobs/interval-task.js';
import { MarketSnapshot } from './domain/market-snapshot.js';
import { MarketRepository } from './market.repository.js';

/**
 * Keeps this process's copy of the market current: loaded at start, reloaded when the market revision
 * in the database moves (checked every MARKET_REFRESH_SECONDS). Requests always read a complete snapshot.
 * The check is this process's own (an IntervalTask, not a job): a job runs in one process, but every
 * process holds a copy to refresh.
 */
@Injectable()
export class MarketSnapshotService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(MarketSnapshotService.name);
  private snapshot = MarketSnapshot.empty();
  /** When the snapshot was last known to match the database (loaded, or its revision checked unchanged). */
  private verified: Date | undefined;
  private readonly refresh = new IntervalTask('market refresh', () => this.refreshIfChanged(), this.logger);
  private refreshing: Promise<void> | undefined;
  /** One more reload after the one in flight, which may have read before its callers' changes committed. */
  private queued: Promise<void> | undefined;

  constructor(
    private readonly repository: MarketRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.reload();
    this.refresh.start(this.config.marketRefreshSeconds * 1000);
  }

  /** Before the database closes: a check in flight finishes first. */
  beforeApplicationShutdown(): Promise<void> {
    return this.refresh.stop();
  }

  get current(): MarketSnapshot {
    return this.snapshot;
  }

  /** Undefined before the first load; its age exceeds MARKET_REFRESH_SECONDS only while checks fail. */
  get verifiedAt(): Date | undefined {
    return this.verified;
  }

  /**
   * Reloads now, e.g. after a price import: the snapshot then holds every change committed before the call.
   * A caller arriving while a reload runs waits for the next one (shared by all who arrive meanwhile), since
   * the running one may have read the tables before the caller's change.
   */
  reload(): Promise<void> {
    if (this.refreshing) {
      this.queued ??= this.refreshing
        .catch(() => undefined)
        .then(() => {
          this.queued = undefined;
          return this.reload();
        });
      return this.queued;
    }
    const started = new Date();
    this.refreshing = this.repository
      .loadSnapshot()
      .then((snapshot) => {
        this.snapshot = snapshot;
        this.verified = started;
        this.logger.log(`market loaded: revision ${snapshot.revision}, ${snapshot.branchCount} branches`);
      })
      .finally(() => {
        this.refreshing = undefined;
      });
    return this.refreshing;
  }

  /** A failure is logged by the task; the last good snapshot keeps serving and the next check tries again. */
  private async refreshIfChanged(): Promise<void> {
    const checked = new Date();
    if ((await this.repository.revision()) !== this.snapshot.revision) await this.reload();
    else this.verified = checked;
  }
}
