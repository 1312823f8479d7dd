import { describe, expect, it } from '@jest/globals';
import { ConfigError, loadConfig } from './app-config.js';

describe('loadConfig', () => {
  it('runs on embedded defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3001,
      databaseUrl: undefined,
      redisUrl: undefined,
      nodeEnv: 'development',
    });
    expect(config.dataDir).toMatch(/\.data$/);
  });

  it('names every bad variable in one error', () => {
    const attempt = () =>
      loadConfig({
        API_PORT: 'abc',
        DATABASE_URL: 'mysql://x',
        REDIS_URL: 'nope',
        LOG_LEVEL: 'loud',
        LOG_PRETTY: 'maybe',
      });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      for (const name of ['API_PORT', 'DATABASE_URL', 'REDIS_URL', 'LOG_LEVEL', 'LOG_PRETTY']) {
        expect(message).toContain(name);
      }
    }
  });

  it('refuses to start in production without a JWT secret, and refuses a short one anywhere', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET must be set in production/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET must be at least 32/);
    const secret = 'a'.repeat(40);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret }).jwtSecret).toBe(secret);
    expect(loadConfig({}).jwtSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('reads the account and mail settings', () => {
    const config = loadConfig({
      PROVIDER_NAME: 'Acme',
      PUBLIC_BASE_URL: 'https://heizoel.example/',
      SMTP_URL: 'smtp://mail:1025',
      CUSTOMER_PHONE_AT: '+43 1 234',
    });
    expect(config).toMatchObject({
      providerName: 'Acme',
      publicBaseUrl: 'https://heizoel.example',
      smtpUrl: 'smtp://mail:1025',
      mailTransport: 'smtp',
      accessTokenTtlSeconds: 900,
      mailWorkerIntervalMs: 1000,
    });
    expect(config.operators.at.customerPhone).toBe('+43 1 234');
    expect(config.operators.de.customerPhone).toBe('+49 800 0000000');
    const bad = () =>
      loadConfig({
        PROVIDER_NAME: 'A B',
        SMTP_URL: 'http://x',
        MAIL_TRANSPORT: 'pigeon',
        OPERATOR_EMAIL: 'x',
      });
    for (const name of ['PROVIDER_NAME', 'SMTP_URL', 'MAIL_TRANSPORT', 'OPERATOR_EMAIL'])
      expect(bad).toThrow(name);
  });

  it('starts the job queue except under tests, and polls for mail no faster than pg-boss can', () => {
    expect(loadConfig({}).jobsEnabled).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).jobsEnabled).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', JOBS_ENABLED: 'true' }).jobsEnabled).toBe(true);
    expect(loadConfig({ MAIL_WORKER_INTERVAL_MS: '500' }).mailWorkerIntervalMs).toBe(500);
    expect(() => loadConfig({ MAIL_WORKER_INTERVAL_MS: '0' })).toThrow(/MAIL_WORKER_INTERVAL_MS must be/);
  });

  it('reads the outside payment providers, each as URL and key together', () => {
    expect(loadConfig({}).paymentProviders).toEqual({ instalment: undefined, paypal: undefined });
    const config = loadConfig({
      INSTALMENT_PROVIDER_URL: 'https://raten.example/api/',
      INSTALMENT_PROVIDER_KEY: 'k-1',
    });
    expect(config.paymentProviders.instalment).toEqual({ url: 'https://raten.example/api', key: 'k-1' });
    expect(() => loadConfig({ PAYPAL_PROVIDER_KEY: 'k' })).toThrow(
      /PAYPAL_PROVIDER_URL and PAYPAL_PROVIDER_KEY must be set together/,
    );
    expect(() => loadConfig({ PAYPAL_PROVIDER_URL: 'ftp://x', PAYPAL_PROVIDER_KEY: 'k' })).toThrow(
      /PAYPAL_PROVIDER_URL must be a https:\/\/ or http:\/\/ URL/,
    );
  });

  it("reads the error trace: the web server's token (off when unset), the source maps, the retention", () => {
    const defaults = loadConfig({});
    expect(defaults.errorTraceToken).toBeUndefined();
    expect(defaults.sourceMapsDir).toMatch(/apps\/web\/build\/sourcemaps$/);
    expect(defaults.errorRetentionDays).toBe(30);
    const token = 'f'.repeat(32);
    const config = loadConfig({
      ERROR_TRACE_TOKEN: token,
      SOURCE_MAPS_DIR: '/srv/web/sourcemaps',
      ERROR_RETENTION_DAYS: '90',
    });
    expect(config).toMatchObject({
      errorTraceToken: token,
      sourceMapsDir: '/srv/web/sourcemaps',
      errorRetentionDays: 90,
    });
    expect(() => loadConfig({ ERROR_TRACE_TOKEN: 'kurz' })).toThrow(/ERROR_TRACE_TOKEN must be at least 32/);
    for (const days of ['0', '366', 'x'])
      expect(() => loadConfig({ ERROR_RETENTION_DAYS: days })).toThrow(/ERROR_RETENTION_DAYS must be/);
  });
});
