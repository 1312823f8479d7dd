import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { loadConfig } from '../../core/config/app-config.js';
import { PaymentMethods } from './payment-methods.js';
import {
  HttpPaymentProvider,
  PaymentProviderUnavailable,
  SandboxPaymentProvider,
} from './payment-providers.js';

interface Seen {
  path: string;
  authorization: string | undefined;
  body: unknown;
}

/** A stand-in provider: the amount decides the answer, so each test walks one path. */
function stubProvider(seen: Seen[]): Server {
  return createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw || '{}') as { amount?: number };
      seen.push({ path: req.url ?? '', authorization: req.headers.authorization, body });
      if (req.url?.endsWith('/release')) return res.writeHead(204).end();
      if (body.amount === 500) return res.writeHead(500).end();
      if (body.amount === 404) return res.writeHead(200).end('not json');
      if (body.amount === 408) return void setTimeout(() => res.writeHead(200).end('{}'), 500);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body.amount === 1 ? { approved: true, reference: 'R-1' } : { approved: false }));
    });
  });
}

describe('payment providers', () => {
  const seen: Seen[] = [];
  const server = stubProvider(seen);
  let provider: HttpPaymentProvider;
  /** Gives up after 200 ms: the stub's slow answer (500 ms) is a timeout. */
  let impatient: HttpPaymentProvider;

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const keys = { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, key: 'k-1' };
    // The answers themselves take a few ms, but a busy test machine may need more than 200 ms for a first request.
    provider = new HttpPaymentProvider('instalment', keys, 5_000);
    impatient = new HttpPaymentProvider('instalment', keys, 200);
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('asks the configured provider with its key and takes its approval and reference', async () => {
    await expect(provider.authorize(1, 'EUR', '7-key')).resolves.toEqual({
      approved: true,
      reference: 'R-1',
    });
    expect(seen.at(-1)).toEqual({
      path: '/v1/authorizations',
      authorization: 'Bearer k-1',
      body: { amount: 1, currency: 'EUR', orderReference: '7-key' },
    });
    await expect(provider.authorize(2, 'EUR', '7-key')).resolves.toEqual({ approved: false });
    await provider.release('R/1');
    expect(seen.at(-1)?.path).toBe('/v1/authorizations/R%2F1/release');
  });

  it('never counts an error, a malformed answer or a timeout as approved', async () => {
    for (const amount of [500, 404]) {
      await expect(provider.authorize(amount, 'EUR', 'x')).rejects.toBeInstanceOf(PaymentProviderUnavailable);
    }
    await expect(impatient.authorize(408, 'EUR', 'x')).rejects.toBeInstanceOf(PaymentProviderUnavailable);
  });

  it('the sandbox approves up to 5,000.00 and declines above, deterministically', async () => {
    const sandbox = new SandboxPaymentProvider('sandbox-paypal');
    await expect(sandbox.authorize(500_000)).resolves.toMatchObject({ approved: true });
    await expect(sandbox.authorize(500_001)).resolves.toEqual({ approved: false });
  });

  it('offers instalment and PayPal in production only with configured keys', () => {
    const context = {
      dealerPaymentIds: [23, 15],
      monthlyRateCount: 12,
      isGuest: false,
      countryId: 1,
    } as const;
    const secret = 'p'.repeat(40);
    const ids = (env: Record<string, string>) =>
      new PaymentMethods(loadConfig({ JWT_SECRET: secret, ...env })).offered(context).map((m) => m.paymentId);
    expect(ids({ NODE_ENV: 'development' })).toEqual(expect.arrayContaining([23, 15]));
    const bare = ids({ NODE_ENV: 'production' });
    expect(bare).not.toContain(23);
    expect(bare).not.toContain(15);
    const paypal = { PAYPAL_PROVIDER_URL: 'https://pay.example', PAYPAL_PROVIDER_KEY: 'k' };
    const production = ids({ NODE_ENV: 'production', ...paypal });
    expect(production).toContain(15);
    expect(production).not.toContain(23);
    const methods = new PaymentMethods(loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret, ...paypal }));
    expect(methods.provider(15)).toBeInstanceOf(HttpPaymentProvider);
  });

  it('offers no SEPA direct debit on the ch site, neither the dealer nor the marketplace', () => {
    const methods = new PaymentMethods(loadConfig({ JWT_SECRET: 'p'.repeat(40), NODE_ENV: 'development' }));
    const offered = (countryId: 1 | 2 | 3) =>
      methods
        .offered({ dealerPaymentIds: [11, 12, 15], monthlyRateCount: null, isGuest: false, countryId })
        .map((m) => m.label);
    expect(offered(1)).toEqual(
      expect.arrayContaining(['SEPA-Lastschrift über den Marktplatz', 'SEPA-Lastschrift des Händlers']),
    );
    expect(offered(2)).toContain('SEPA-Lastschrift des Händlers');
    expect(offered(3).filter((label) => label.includes('SEPA'))).toEqual([]);
    expect(offered(3)).toEqual(['Rechnung über den Marktplatz', 'Rechnung des Händlers', 'PayPal']);
  });
});
