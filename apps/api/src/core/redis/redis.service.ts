import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { Redis } from 'ioredis';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';

export type RedisState = 'up' | 'down' | 'in-process';

/**
 * One shared connection for caches, rate limits and queues. Commands fail fast while Redis is away
 * (no offline queue) so callers can fall back; ioredis keeps reconnecting in the background.
 */
@Injectable()
export class RedisService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(RedisService.name);
  readonly client: Redis | undefined;
  private outageReported = false;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.client = config.redisUrl
      ? new Redis(config.redisUrl, {
          lazyConnect: true,
          enableOfflineQueue: false,
          maxRetriesPerRequest: 1,
          connectTimeout: 2_000,
          retryStrategy: (attempt) => Math.min(attempt * 250, 5_000),
        })
      : undefined;
  }

  onModuleInit(): void {
    const client = this.client;
    if (!client) return;
    client.on('ready', () => {
      if (this.outageReported) this.logger.log('Redis is reachable again; cache restored');
      this.outageReported = false;
    });
    client.on('error', (error: Error) => this.reportOutage(error));
    client.on('end', () => this.reportOutage(new Error('connection closed')));
    // A Redis that is down at start is the same as one that goes away later: serve without it.
    client.connect().catch((error: Error) => this.reportOutage(error));
  }

  /** True when commands can be sent now. */
  get ready(): boolean {
    return this.client?.status === 'ready';
  }

  async state(): Promise<RedisState> {
    if (!this.client) return 'in-process';
    if (!this.ready) return 'down';
    try {
      await this.client.ping();
      return 'up';
    } catch {
      return 'down';
    }
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.client && this.client.status !== 'end') this.client.disconnect();
  }

  private reportOutage(error: Error): void {
    if (this.outageReported) return;
    this.outageReported = true;
    this.logger.warn(`Redis unavailable (${error.message}); serving without cache until it is back`);
  }
}
