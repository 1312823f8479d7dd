import { createServer, type Server, type Socket, connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { startTestApp } from '../../../test/test-app.js';
import { RedisService } from '../redis/redis.service.js';
import { CacheService } from './cache.service.js';

/** A TCP relay in front of the real Redis that can be cut and restored, to play a Redis outage. */
class RedisRelay {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  port = 0;

  constructor(private readonly target: URL) {}

  async open(): Promise<void> {
    this.server = createServer((client) => {
      const upstream = connect(Number(this.target.port || 6379), this.target.hostname);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('error', () => undefined);
        socket.on('close', () => this.sockets.delete(socket));
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server?.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as { port: number }).port;
  }

  async cut(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('cache over Redis', () => {
  const relay = new RedisRelay(new URL(process.env['TEST_REDIS_URL'] as string));
  let app: NestExpressApplication;
  let cache: CacheService;
  let redis: RedisService;

  beforeAll(async () => {
    await relay.open();
    app = await startTestApp({ redisUrl: `redis://127.0.0.1:${relay.port}` });
    cache = app.get(CacheService);
    redis = app.get(RedisService);
    await until(() => redis.ready);
  });
  afterAll(async () => {
    await app.close();
    await relay.cut().catch(() => undefined);
  });

  it('stores JSON values with a time to live', async () => {
    const key = `test:${Date.now()}`;
    await cache.set(key, { price: 9845, at: 'de' }, 1);
    expect(await cache.get(key)).toEqual({ price: 9845, at: 'de' });
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await cache.get(key)).toBeUndefined();
  });

  it('drops the values of a key prefix, and only those', async () => {
    const run = `prefix-${Date.now()}`;
    await Promise.all([
      cache.set(`${run}:a:1`, 1, 60),
      cache.set(`${run}:a:2`, 2, 60),
      cache.set(`${run}:b:1`, 3, 60),
    ]);
    await cache.deleteByPrefix(`${run}:a`);
    expect(await cache.get(`${run}:a:1`)).toBeUndefined();
    expect(await cache.get(`${run}:a:2`)).toBeUndefined();
    expect(await cache.get(`${run}:b:1`)).toBe(3);
  });

  it('keeps serving without cache while Redis is away and uses it again when it is back', async () => {
    const key = `outage:${Date.now()}`;
    let loads = 0;
    const load = async () => ++loads;

    await relay.cut();
    await until(() => !redis.ready);
    expect(await cache.wrap(key, 60, load)).toBe(1);
    expect(await cache.wrap(key, 60, load)).toBe(2);
    expect(await redis.state()).toBe('down');

    await relay.open();
    await until(() => redis.ready, 15_000);
    expect(await cache.wrap(key, 60, load)).toBe(3);
    expect(await cache.wrap(key, 60, load)).toBe(3);
    expect(await redis.state()).toBe('up');
  });
});

describe('cache in process (no REDIS_URL)', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await startTestApp({ redisUrl: undefined });
  });
  afterAll(async () => {
    await app.close();
  });

  it('drops the values of a key prefix, and only those', async () => {
    const cache = app.get(CacheService);
    await cache.set('prices:faq:1:bayern', 1, 60);
    await cache.set('prices:faq:2:tirol', 2, 60);
    await cache.deleteByPrefix('prices:faq:1');
    expect(await cache.get('prices:faq:1:bayern')).toBeUndefined();
    expect(await cache.get('prices:faq:2:tirol')).toBe(2);
  });
});
