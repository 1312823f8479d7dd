import { describe, expect, it } from '@jest/globals';
import type { Request, Response } from 'express';
import { createRootLogger } from '../src/core/logging/root-logger.js';
import { createApp } from '../src/bootstrap.js';
import { testConfig } from './test-app.js';

describe('graceful shutdown', () => {
  it('finishes a request in flight, then refuses new connections', async () => {
    const config = testConfig();
    const app = await createApp(config, createRootLogger(config));
    // A deliberately slow route, mounted only in this test, stands for any long request. It says when it has
    // the request: closing before that (a busy machine) would test a refused connection instead.
    let arrived: () => void = () => undefined;
    const inside = new Promise<void>((resolve) => (arrived = resolve));
    app.use('/slow', (_req: Request, res: Response) => {
      arrived();
      setTimeout(() => res.json({ done: true }), 400);
    });
    await app.listen(0, '127.0.0.1');
    const { port } = app.getHttpServer().address() as { port: number };

    const inFlight = fetch(`http://127.0.0.1:${port}/slow`).then(async (r) => [r.status, await r.json()]);
    await inside;
    const closing = app.close();

    expect(await inFlight).toEqual([200, { done: true }]);
    await closing;
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
  });
});
