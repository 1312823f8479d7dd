import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import type { Counter } from 'prom-client';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import { Metrics } from '../metrics/metrics.service.js';
import { RedisService } from '../redis/redis.service.js';

const KEY_PREFIX = 'fuel:cache:';
/** Keys per SCAN step: large enough for few round trips, small enough not to hold Redis up. */
const SCAN_COUNT = 500;
/** A key's first segment as the code writes it (`prices` of `prices:best:1:3000`); anything else is `other`. */
const PREFIX_LABEL = /^[a-z][a-z0-9_-]{0,31}$/;

/** The metrics label of a key: its prefix, which names what is cached, from the few the code uses. */
export function cachePrefixLabel(key: string): string {
  const segment = key.split(':', 1)[0] ?? '';
  return PREFIX_LABEL.test(segment) ? segment : 'other';
}

/**
 * JSON values with a time to live, in Redis when configured, otherwise in an in-process LRU.
 * A cache failure is a miss: the caller computes the value and the request still succeeds.
 */
@Injectable()
export class CacheService {
  private readonly local: LRUCache<string, { json: string }> | undefined;
  private readonly hits: Counter<'prefix'>;
  private readonly misses: Counter<'prefix'>;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly redis: RedisService,
    metrics: Metrics,
  ) {
    this.local = redis.client ? undefined : new LRUCache({ max: config.cacheMaxEntries });
    const labelNames = ['prefix'] as const;
    this.hits = metrics.counter({
      name: 'fuel_cache_hits_total',
      help: 'Cache reads that found a value',
      labelNames,
    });
    this.misses = metrics.counter({
      name: 'fuel_cache_misses_total',
      help: 'Cache reads that found nothing (absent, expired, or the cache unreachable)',
      labelNames,
    });
  }

  async get<T>(key: string): Promise<T | undefined> {
    const json = await this.read(KEY_PREFIX + key);
    (json === undefined ? this.misses : this.hits).inc({ prefix: cachePrefixLabel(key) });
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

  /**
   * Drops every value whose key starts with `prefix` (for data that changed at once, such as a new day) and
   * tells how many it dropped.
   */
  async deleteByPrefix(prefix: string): Promise<number> {
    const full = KEY_PREFIX + prefix;
    if (this.local) {
      const keys = [...this.local.keys()].filter((key) => key.startsWith(full));
      for (const key of keys) this.local.delete(key);
      return keys.length;
    }
    const client = this.redis.client;
    if (!client || !this.redis.ready) return 0;
    let removed = 0;
    try {
      for await (const keys of scan(client, `${escapeGlob(full)}*`)) {
        if (keys.length > 0) removed += await client.unlink(...keys);
      }
    } catch {
      // Like every cache failure: the values expire by their time to live.
    }
    return removed;
  }

  /**
   * How many values each key prefix holds (the key's first segment, `prices` of `prices:best:1:3000`), for the
   * back office. One SCAN over the cache's keys (never KEYS, which blocks Redis); undefined while Redis is away.
   */
  async countByPrefix(): Promise<Map<string, number> | undefined> {
    const counts = new Map<string, number>();
    const add = (key: string) => {
      const segment = key.slice(KEY_PREFIX.length).split(':', 1)[0] ?? '';
      counts.set(segment, (counts.get(segment) ?? 0) + 1);
    };
    if (this.local) {
      for (const key of this.local.keys()) add(key);
      return counts;
    }
    const client = this.redis.client;
    if (!client || !this.redis.ready) return undefined;
    try {
      for await (const keys of scan(client, `${escapeGlob(KEY_PREFIX)}*`)) keys.forEach(add);
    } catch {
      return undefined;
    }
    return counts;
  }

  /** Where the values live: Redis when configured (reachable or not), otherwise this process. */
  get backend(): 'redis' | 'in-process' {
    return this.local ? 'in-process' : 'redis';
  }

  /** Whether the backend answers a ping within `timeoutMs` (the in-process map always does). */
  async reachable(timeoutMs: number): Promise<boolean> {
    const client = this.redis.client;
    if (!client) return true;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs);
    });
    try {
      return await Promise.race([client.ping().then(() => true), timeout]);
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
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

function escapeGlob(text: string): string {
  return text.replace(/[*?[\]\\]/g, '\\$&');
}

function scan(client: Redis, match: string): AsyncIterable<string[]> {
  return client.scanStream({ match, count: SCAN_COUNT }) as AsyncIterable<string[]>;
}
