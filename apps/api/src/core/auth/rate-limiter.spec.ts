import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { testConfig } from '../../../test/test-app.js';
import { RedisService } from '../redis/redis.service.js';
import { type RateLimit, RateLimiter, TooManyRequestsException } from './rate-limiter.service.js';

const uniqueKey = (name: string) => `test:${name}:${randomBytes(6).toString('hex')}`;

/** The refusal of `promise`: the 429's seconds to wait, or null when it was admitted. */
async function refusal(promise: Promise<void>): Promise<number | null> {
  try {
    await promise;
    return null;
  } catch (error) {
    if (error instanceof TooManyRequestsException) return error.retryAfterSeconds;
    throw error;
  }
}

describe.each([
  ['in-process (no Redis)', false],
  ['Redis', true],
])('RateLimiter %s', (_name, withRedis) => {
  let redis: RedisService;
  let limiter: RateLimiter;

  beforeAll(async () => {
    redis = new RedisService(testConfig(withRedis ? {} : { redisUrl: undefined }));
    redis.onModuleInit();
    if (withRedis) {
      for (let i = 0; i < 50 && !redis.ready; i++) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(redis.ready).toBe(true);
    }
    limiter = new RateLimiter(redis);
  });
  afterAll(async () => {
    await redis.onApplicationShutdown();
  });

  it('counts before the work: of a burst of 100 at once, exactly `max` are admitted', async () => {
    const limit: RateLimit = { key: uniqueKey('burst'), max: 5, windowSeconds: 60 };
    const results = await Promise.all(Array.from({ length: 100 }, () => refusal(limiter.consume([limit]))));
    expect(results.filter((wait) => wait === null)).toHaveLength(5);
    for (const wait of results.filter((w) => w !== null)) {
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(60);
    }
  });

  it('counts in all limits or in none: a refused attempt uses up nothing of the others', async () => {
    const tight: RateLimit = { key: uniqueKey('tight'), max: 1, windowSeconds: 60 };
    const wide: RateLimit = { key: uniqueKey('wide'), max: 3, windowSeconds: 60 };
    await limiter.consume([tight, wide]);
    for (let i = 0; i < 5; i++) expect(await refusal(limiter.consume([tight, wide]))).not.toBeNull();
    // `wide` has counted one attempt only: two more fit.
    await limiter.consume([wide]);
    await limiter.consume([wide]);
    expect(await refusal(limiter.consume([wide]))).not.toBeNull();
  });

  it('admits again once the window is over', async () => {
    const limit: RateLimit = { key: uniqueKey('window'), max: 2, windowSeconds: 1 };
    const now = Date.now();
    await limiter.consume([limit], now);
    await limiter.consume([limit], now);
    expect(await refusal(limiter.consume([limit], now))).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await limiter.consume([limit]);
  });

  it('gives an attempt back (release) and forgets a limit (reset)', async () => {
    const limit: RateLimit = { key: uniqueKey('release'), max: 2, windowSeconds: 60 };
    await limiter.consume([limit]);
    await limiter.consume([limit]);
    await limiter.release([limit]);
    await limiter.consume([limit]);
    expect(await refusal(limiter.consume([limit]))).not.toBeNull();
    await limiter.reset(limit);
    await limiter.consume([limit]);
    // Releasing a limit without attempts counts nothing below zero.
    const fresh: RateLimit = { key: uniqueKey('fresh'), max: 1, windowSeconds: 60 };
    await limiter.release([fresh]);
    await limiter.consume([fresh]);
    expect(await refusal(limiter.consume([fresh]))).not.toBeNull();
  });

  it('with backoff: `max` free attempts, then one per delay, the delay doubling up to the cap', async () => {
    const limit: RateLimit = {
      key: uniqueKey('backoff'),
      max: 3,
      windowSeconds: 3_600,
      backoff: { firstSeconds: 2, capSeconds: 10 },
    };
    let now = Date.now();
    for (let i = 0; i < 3; i++) await limiter.consume([limit], now);
    // The third attempt started the first delay: 2 s, then 4, 8, and never more than 10.
    for (const expected of [2, 4, 8, 10, 10]) {
      const wait = await refusal(limiter.consume([limit], now));
      expect(wait).toBe(expected);
      now += expected * 1000;
      await limiter.consume([limit], now);
    }
    // A burst in the delay gets nothing through.
    const burst = await Promise.all(Array.from({ length: 20 }, () => refusal(limiter.consume([limit], now))));
    expect(burst.every((wait) => wait !== null && wait <= 10)).toBe(true);
  });

  it('remembers marks', async () => {
    const key = uniqueKey('mark');
    expect(await limiter.isMarked(key)).toBe(false);
    await limiter.mark(key, 60);
    expect(await limiter.isMarked(key)).toBe(true);
    // Another process (a second limiter on the same Redis) knows it too; in-process marks stay local.
    expect(await new RateLimiter(redis).isMarked(key)).toBe(withRedis);
  });
});
