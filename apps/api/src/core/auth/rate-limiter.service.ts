import { HttpStatus, Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { AppException } from '../http/error-response.js';
import { RedisService } from '../redis/redis.service.js';

// Hashes {count, next}; a new prefix, so counters of the earlier string format are never read as hashes.
const KEY_PREFIX = 'fuel:rate:';
const MARK_PREFIX = 'fuel:mark:';

export interface RateLimit {
  /** What is limited and for whom, e.g. `login:account:kunde@example.com`. */
  readonly key: string;
  /** Attempts admitted per window; with `backoff`, the attempts admitted without delay. */
  readonly max: number;
  /** The window starts with its first attempt. */
  readonly windowSeconds: number;
  /**
   * Past `max`, instead of refusing until the window ends: one attempt is admitted per delay, the delay
   * doubling with each attempt from `firstSeconds` up to `capSeconds`. Nobody waits longer than the cap.
   */
  readonly backoff?: { readonly firstSeconds: number; readonly capSeconds: number };
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

/**
 * Checks every limit and, only when none refuses, counts the attempt in all of them, in one step.
 * KEYS: the limits. ARGV[1]: now (ms); then per key: max, window (ms), first delay (ms, 0: no backoff), cap (ms).
 * Returns 0 when counted, else the milliseconds to wait.
 */
const RESERVE_SCRIPT = `
local now = tonumber(ARGV[1])
local wait = 0
for i, key in ipairs(KEYS) do
  local max = tonumber(ARGV[i * 4 - 2])
  local first = tonumber(ARGV[i * 4])
  local count = tonumber(redis.call('HGET', key, 'count') or '0')
  if count >= max then
    local free_at
    if first > 0 then
      free_at = tonumber(redis.call('HGET', key, 'next') or '0')
    else
      local ttl = redis.call('PTTL', key)
      if ttl < 0 then ttl = 1000 end
      free_at = now + ttl
    end
    if free_at - now > wait then wait = free_at - now end
  end
end
if wait > 0 then return math.ceil(wait) end
for i, key in ipairs(KEYS) do
  local max = tonumber(ARGV[i * 4 - 2])
  local first = tonumber(ARGV[i * 4])
  local count = redis.call('HINCRBY', key, 'count', 1)
  if count == 1 then redis.call('PEXPIRE', key, ARGV[i * 4 - 1]) end
  if first > 0 and count >= max then
    local delay = math.min(first * 2 ^ (count - max), tonumber(ARGV[i * 4 + 1]))
    redis.call('HSET', key, 'next', math.floor(now + delay))
  end
end
return 0`;

/** Gives back one counted attempt per key; never below zero, never creates a key. */
const RELEASE_SCRIPT = `
for _, key in ipairs(KEYS) do
  local count = tonumber(redis.call('HGET', key, 'count') or '0')
  if count > 0 then redis.call('HINCRBY', key, 'count', -1) end
end
return 0`;

interface LocalWindow {
  count: number;
  resetAt: number;
  /** With backoff: when the next attempt may be admitted (ms). */
  next: number;
}

/**
 * Attempt counters shared by all API processes through Redis; in-process when REDIS_URL is unset or Redis
 * is away, so a Redis outage weakens a limit to one process but never turns it off. An attempt is counted
 * before the work it limits (`consume`) in one atomic step, so a burst of any size passes no more attempts
 * than the limits allow; work that turns out fine can give its attempt back (`release`).
 */
@Injectable()
export class RateLimiter {
  private readonly local = new LRUCache<string, LocalWindow>({ max: 100_000 });
  private readonly marks = new LRUCache<string, true>({ max: 100_000 });

  constructor(private readonly redis: RedisService) {}

  /** Counts one attempt against every limit, or against none and throws 429 when any limit refuses. */
  async consume(limits: readonly RateLimit[], now = Date.now()): Promise<void> {
    const waitMs = await this.reserve(limits, now);
    if (waitMs > 0) throw new TooManyRequestsException(Math.max(Math.ceil(waitMs / 1000), 1));
  }

  /** Gives back the attempt `consume` counted, e.g. because it was a correct sign-in. */
  async release(limits: readonly RateLimit[]): Promise<void> {
    const client = this.redis.ready ? this.redis.client : undefined;
    if (client) {
      try {
        await client.eval(RELEASE_SCRIPT, limits.length, ...limits.map((limit) => KEY_PREFIX + limit.key));
        return;
      } catch {
        // fall through to the in-process windows
      }
    }
    for (const limit of limits) {
      const window = this.localWindow(limit, Date.now());
      if (window && window.count > 0) window.count -= 1;
    }
  }

  /** Forgets the attempts of one limit. */
  async reset(limit: RateLimit): Promise<void> {
    this.local.delete(limit.key);
    if (this.redis.ready) await this.redis.client?.del(KEY_PREFIX + limit.key).catch(() => undefined);
  }

  /** Remembers a fact (e.g. a sign-in from this address) for `seconds`. */
  async mark(key: string, seconds: number): Promise<void> {
    this.marks.set(key, true, { ttl: seconds * 1000 });
    if (this.redis.ready) {
      await this.redis.client?.set(MARK_PREFIX + key, '1', 'EX', seconds).catch(() => undefined);
    }
  }

  async isMarked(key: string): Promise<boolean> {
    if (this.marks.has(key)) return true;
    if (!this.redis.ready) return false;
    return (await this.redis.client?.exists(MARK_PREFIX + key).catch(() => 0)) === 1;
  }

  /** 0 when the attempt was counted, else the milliseconds to wait. */
  private async reserve(limits: readonly RateLimit[], now: number): Promise<number> {
    const client = this.redis.ready ? this.redis.client : undefined;
    if (client) {
      try {
        const args = limits.flatMap((limit) => [
          limit.max,
          limit.windowSeconds * 1000,
          (limit.backoff?.firstSeconds ?? 0) * 1000,
          (limit.backoff?.capSeconds ?? 0) * 1000,
        ]);
        const keys = limits.map((limit) => KEY_PREFIX + limit.key);
        return Number(await client.eval(RESERVE_SCRIPT, keys.length, ...keys, now, ...args));
      } catch {
        // fall through to the in-process windows
      }
    }
    return this.reserveLocally(limits, now);
  }

  /** The script's steps without an await in between: atomic within the process. */
  private reserveLocally(limits: readonly RateLimit[], now: number): number {
    let wait = 0;
    for (const limit of limits) {
      const window = this.localWindow(limit, now);
      if (!window || window.count < limit.max) continue;
      const freeAt = limit.backoff ? window.next : window.resetAt;
      wait = Math.max(wait, freeAt - now);
    }
    if (wait > 0) return Math.ceil(wait);
    for (const limit of limits) {
      let window = this.localWindow(limit, now);
      if (!window) {
        window = { count: 0, resetAt: now + limit.windowSeconds * 1000, next: 0 };
        this.local.set(limit.key, window, { ttl: limit.windowSeconds * 1000 });
      }
      window.count += 1;
      if (limit.backoff && window.count >= limit.max) {
        const delay = Math.min(
          limit.backoff.firstSeconds * 2 ** (window.count - limit.max),
          limit.backoff.capSeconds,
        );
        window.next = now + delay * 1000;
      }
    }
    return 0;
  }

  private localWindow(limit: RateLimit, now: number): LocalWindow | undefined {
    const existing = this.local.get(limit.key);
    return existing && existing.resetAt > now ? existing : undefined;
  }
}
