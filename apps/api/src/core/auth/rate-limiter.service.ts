import { HttpStatus, Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { AppException } from '../http/error-response.js';
import { RedisService } from '../redis/redis.service.js';

const KEY_PREFIX = 'fuel:limit:';

export interface RateLimit {
  /** What is limited and for whom, e.g. `login:account:kunde@example.com`. */
  readonly key: string;
  readonly max: number;
  readonly windowSeconds: number;
}

/** 429 with the seconds to wait; RetryAfterInterceptor copies them into the Retry-After header. */
export class TooManyRequestsException extends AppException {
  constructor(readonly retryAfterSeconds: number) {
    super(
      HttpStatus.TOO_MANY_REQUESTS,
      'TOO_MANY_REQUESTS',
      'Zu viele Versuche. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.',
    );
  }
}

// Atomic fixed window: the first hit starts the window.
const HIT_SCRIPT = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
return {n, redis.call('TTL', KEYS[1])}`;

interface LocalWindow {
  count: number;
  resetAt: number;
}

/**
 * Fixed-window counters shared by all API processes through Redis; in-process when REDIS_URL is unset or
 * Redis is away, so a Redis outage weakens the limit to one process but never turns it off.
 */
@Injectable()
export class RateLimiter {
  private readonly local = new LRUCache<string, LocalWindow>({ max: 100_000 });

  constructor(private readonly redis: RedisService) {}

  /** Throws 429 when any limit is already used up; counts nothing. */
  async assertAvailable(limits: readonly RateLimit[]): Promise<void> {
    for (const limit of limits) {
      const state = await this.read(limit);
      if (state.count >= limit.max) throw new TooManyRequestsException(state.retryAfterSeconds);
    }
  }

  /** Counts one attempt against each limit. */
  async hit(limits: readonly RateLimit[]): Promise<void> {
    await Promise.all(limits.map((limit) => this.increment(limit)));
  }

  /** Counts and then throws 429 when the attempt went over a limit. */
  async consume(limits: readonly RateLimit[]): Promise<void> {
    await this.assertAvailable(limits);
    await this.hit(limits);
  }

  async reset(limit: RateLimit): Promise<void> {
    this.local.delete(limit.key);
    if (this.redis.ready) await this.redis.client?.del(KEY_PREFIX + limit.key).catch(() => undefined);
  }

  private async read(limit: RateLimit): Promise<{ count: number; retryAfterSeconds: number }> {
    const client = this.redis.ready ? this.redis.client : undefined;
    if (client) {
      try {
        const [count, ttl] = await Promise.all([
          client.get(KEY_PREFIX + limit.key),
          client.ttl(KEY_PREFIX + limit.key),
        ]);
        return { count: Number(count ?? 0), retryAfterSeconds: Math.max(ttl, 1) };
      } catch {
        // fall through to the in-process window
      }
    }
    const window = this.localWindow(limit, false);
    return {
      count: window?.count ?? 0,
      retryAfterSeconds: Math.max(Math.ceil(((window?.resetAt ?? 0) - Date.now()) / 1000), 1),
    };
  }

  private async increment(limit: RateLimit): Promise<void> {
    const client = this.redis.ready ? this.redis.client : undefined;
    if (client) {
      try {
        await client.eval(HIT_SCRIPT, 1, KEY_PREFIX + limit.key, String(limit.windowSeconds));
        return;
      } catch {
        // fall through to the in-process window
      }
    }
    const window = this.localWindow(limit, true) as LocalWindow;
    window.count += 1;
  }

  private localWindow(limit: RateLimit, create: boolean): LocalWindow | undefined {
    const now = Date.now();
    const existing = this.local.get(limit.key);
    if (existing && existing.resetAt > now) return existing;
    if (!create) return undefined;
    const fresh = { count: 0, resetAt: now + limit.windowSeconds * 1000 };
    this.local.set(limit.key, fresh, { ttl: limit.windowSeconds * 1000 });
    return fresh;
  }
}
