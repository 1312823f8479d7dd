import { Inject, Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import { RedisService } from '../redis/redis.service.js';

const KEY_PREFIX = 'fuel:cache:';

/**
 * JSON values with a time to live, in Redis when configured, otherwise in an in-process LRU.
 * A cache failure is a miss: the caller computes the value and the request still succeeds.
 */
@Injectable()
export class CacheService {
  private readonly local: LRUCache<string, { json: string }> | undefined;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly redis: RedisService,
  ) {
    this.local = redis.client ? undefined : new LRUCache({ max: config.cacheMaxEntries });
  }

  async get<T>(key: string): Promise<T | undefined> {
    const json = await this.read(KEY_PREFIX + key);
    return json === undefined ? undefined : (JSON.parse(json) as T);
  }

  async set(key: string, value: unknown, ttlSeconds: number): Promise<void> {
    const json = JSON.stringify(value);
    if (this.local) {
      this.local.set(KEY_PREFIX + key, { json }, { ttl: ttlSeconds * 1000 });
      return;
    }
    if (!this.redis.ready) return;
    await this.redis.client?.set(KEY_PREFIX + key, json, 'EX', ttlSeconds).catch(() => undefined);
  }

  async delete(key: string): Promise<void> {
    this.local?.delete(KEY_PREFIX + key);
    if (this.redis.ready) await this.redis.client?.del(KEY_PREFIX + key).catch(() => undefined);
  }

  /** Drops every value whose key starts with `prefix` (for data that changed at once, such as a new day). */
  async deleteByPrefix(prefix: string): Promise<void> {
    const full = KEY_PREFIX + prefix;
    if (this.local) {
      for (const key of [...this.local.keys()]) if (key.startsWith(full)) this.local.delete(key);
      return;
    }
    const client = this.redis.client;
    if (!client || !this.redis.ready) return;
    const pattern = `${full.replace(/[*?[\]\\]/g, '\\$&')}*`;
    try {
      for await (const keys of client.scanStream({ match: pattern, count: 500 }) as AsyncIterable<string[]>) {
        if (keys.length > 0) await client.unlink(...keys);
      }
    } catch {
      // Like every cache failure: the values expire by their time to live.
    }
  }

  /** Returns the cached value or loads, stores and returns it. */
  async wrap<T>(key: string, ttlSeconds: number, load: () => Promise<T>): Promise<T> {
    const cached = await this.get<T>(key);
    if (cached !== undefined) return cached;
    const value = await load();
    await this.set(key, value, ttlSeconds);
    return value;
  }

  private async read(key: string): Promise<string | undefined> {
    if (this.local) return this.local.get(key)?.json;
    if (!this.redis.ready) return undefined;
    const value = await this.redis.client?.get(key).catch(() => null);
    return value ?? undefined;
  }
}
