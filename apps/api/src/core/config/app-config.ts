import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type CountryCode, type OperatorContact, isCountryCode, operatorContacts } from '@fuel/domain';
import { MEDIA_MAX_BYTES } from '@fuel/domain/content';
import { DEFAULT_ERROR_RETENTION_DAYS } from '@fuel/domain/errors';

/** Repository root, the same from apps/api/src/core/config and apps/api/dist/core/config. */
const REPO_ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));

export type NodeEnv = 'development' | 'production' | 'test';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface AppConfig {
  readonly nodeEnv: NodeEnv;
  readonly host: string;
  readonly port: number;
  /** Unset: the embedded PGlite database in `dataDir`. */
  readonly databaseUrl: string | undefined;
  readonly dataDir: string;
  readonly dbPoolSize: number;
  /** Unset: an in-process cache and counters. */
  readonly redisUrl: string | undefined;
  readonly cacheMaxEntries: number;
  readonly logLevel: LogLevel;
  readonly logPretty: boolean;
  readonly shutdownTimeoutMs: number;
  /** Express `trust proxy`: the web server in front of the API forwards the client address. */
  readonly trustProxy: string;
  /** How often each API process checks whether the market changed and reloads its in-memory copy. */
  readonly marketRefreshSeconds: number;
  /** HS256 key of the session tokens; production refuses to start without one. */
  readonly jwtSecret: string;
  readonly accessTokenTtlSeconds: number;
  readonly refreshTokenTtlSeconds: number;
  /** A refresh token presented again this soon after its rotation is a race between tabs, not theft. */
  readonly refreshReuseGraceSeconds: number;
  /** The operator's name inside the staff role names (Role_{provider}_Admin …). */
  readonly providerName: string;
  /** Origin of the web site, for links in mails; the site prefix (/at, /ch) is appended. */
  readonly publicBaseUrl: string;
  /**
   * The operator's contact per site for the mails' footer (`OPERATOR_*`, `CUSTOMER_PHONE_*`,
   * `CUSTOMER_SERVICE_HOURS_*`), read by @fuel/domain's operatorContacts like the web's footer and legal pages.
   */
  readonly operators: Readonly<Record<CountryCode, OperatorContact>>;
  /** `smtp` delivers over SMTP_URL; `log` writes mails to the log instead (local work without a catcher). */
  readonly mailTransport: 'smtp' | 'log';
  readonly smtpUrl: string;
  readonly mailFrom: string;
  /** How often this process's mail worker looks for a delivery job (pg-boss polling, at least 500 ms). */
  readonly mailWorkerIntervalMs: number;
  /**
   * Whether this process starts the job queue (pg-boss): its schedules, its workers, and sending jobs. Off
   * under NODE_ENV=test, where tests run the work themselves.
   */
  readonly jobsEnabled: boolean;
  /**
   * Outside payment services (instalment partner, PayPal gateway); unset: the sandbox provider outside
   * production, and the method is not offered in production.
   */
  readonly paymentProviders: Readonly<Record<OutsidePaymentMethod, PaymentProviderConfig | undefined>>;
  /** Sites whose households the modernisation partner serves (`LEAD_PARTNER_COUNTRIES`, e.g. `de,at`). */
  readonly leadPartnerCountries: readonly CountryCode[];
  /**
   * The key the web server sends its 5xx with (`x-error-trace-token`); unset: the API refuses every such
   * report.
   */
  readonly errorTraceToken: string | undefined;
  /** The web build's hidden source maps (`build/sourcemaps/assets/*.js.map`), which map browser stacks. */
  readonly sourceMapsDir: string;
  /** Error occurrences, and groups not seen since, are deleted after this many days. */
  readonly errorRetentionDays: number;
  /** The media library's files (issue #16). */
  readonly media: MediaConfig;
}

export interface MediaConfig {
  /** Where the files lie: a local folder (the default), or S3-compatible storage when MEDIA_S3_BUCKET is set. */
  readonly storage:
    | { readonly kind: 'local'; readonly dir: string }
    | {
        readonly kind: 's3';
        readonly bucket: string;
        /** Unset: AWS itself; MinIO and others give their URL (then with path-style addresses). */
        readonly endpoint: string | undefined;
        readonly region: string;
        /** Unset: the SDK's own credential chain (instance role, AWS_* variables). */
        readonly credentials: { readonly accessKeyId: string; readonly secretAccessKey: string } | undefined;
        readonly forcePathStyle: boolean;
      };
  /** Largest upload in bytes (413 beyond). */
  readonly maxBytes: number;
}

export type OutsidePaymentMethod = 'instalment' | 'paypal';

export interface PaymentProviderConfig {
  /** Base URL of the provider's authorization API (https in production). */
  readonly url: string;
  /** API key sent as a bearer token. */
  readonly key: string;
}

/** Used outside production only, so local work and tests need no configuration. */
const DEVELOPMENT_JWT_SECRET = 'development-only-jwt-secret-never-use-in-production';
const MIN_JWT_SECRET_LENGTH = 32;
const MIN_ERROR_TRACE_TOKEN_LENGTH = 32;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
  }
}

type Env = Record<string, string | undefined>;

/** Reads and validates the environment once at start; every problem is named, none is guessed. */
export function loadConfig(env: Env = process.env): AppConfig {
  const problems: string[] = [];
  const read = new EnvReader(env, problems);
  const databaseUrl = read.url('DATABASE_URL', ['postgres:', 'postgresql:']);
  const nodeEnv = read.oneOf('NODE_ENV', ['development', 'production', 'test'], 'development');
  const config: AppConfig = {
    nodeEnv,
    host: read.string('API_HOST', '0.0.0.0'),
    port: read.integer('API_PORT', 3001, 1, 65535),
    databaseUrl,
    dataDir: resolve(REPO_ROOT, read.string('DATA_DIR', '.data')),
    dbPoolSize: read.integer('DB_POOL_SIZE', 10, 1, 200),
    redisUrl: read.url('REDIS_URL', ['redis:', 'rediss:']),
    cacheMaxEntries: read.integer('CACHE_MAX_ENTRIES', 10_000, 10, 10_000_000),
    logLevel: read.oneOf('LOG_LEVEL', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], 'info'),
    logPretty: read.boolean('LOG_PRETTY', false),
    shutdownTimeoutMs: read.integer('SHUTDOWN_TIMEOUT_MS', 10_000, 0, 600_000),
    trustProxy: read.string('TRUST_PROXY', 'loopback'),
    marketRefreshSeconds: read.integer('MARKET_REFRESH_SECONDS', 30, 1, 86_400),
    jwtSecret: read.secret(
      'JWT_SECRET',
      MIN_JWT_SECRET_LENGTH,
      nodeEnv === 'production' ? undefined : DEVELOPMENT_JWT_SECRET,
    ),
    accessTokenTtlSeconds: read.integer('ACCESS_TOKEN_TTL_SECONDS', 900, 1, 86_400),
    refreshTokenTtlSeconds: read.integer('REFRESH_TOKEN_TTL_SECONDS', 2_592_000, 60, 31_536_000),
    refreshReuseGraceSeconds: read.integer('REFRESH_REUSE_GRACE_SECONDS', 10, 0, 300),
    providerName: read.matching(
      'PROVIDER_NAME',
      /^[A-Za-z][A-Za-z0-9]{0,39}$/,
      'letters and digits',
      'Interaid',
    ),
    publicBaseUrl: (read.url('PUBLIC_BASE_URL', ['http:', 'https:']) ?? 'http://localhost:3000').replace(
      /\/+$/,
      '',
    ),
    operators: read.operators(),
    mailTransport: read.oneOf('MAIL_TRANSPORT', ['smtp', 'log'], 'smtp'),
    smtpUrl: read.url('SMTP_URL', ['smtp:', 'smtps:']) ?? 'smtp://localhost:1025',
    mailFrom: read.string('MAIL_FROM', 'Heizöl-Marktplatz <noreply@example.com>'),
    mailWorkerIntervalMs: read.integer('MAIL_WORKER_INTERVAL_MS', 1_000, 500, 3_600_000),
    jobsEnabled: read.boolean('JOBS_ENABLED', nodeEnv !== 'test'),
    paymentProviders: {
      instalment: read.provider('INSTALMENT_PROVIDER_URL', 'INSTALMENT_PROVIDER_KEY'),
      paypal: read.provider('PAYPAL_PROVIDER_URL', 'PAYPAL_PROVIDER_KEY'),
    },
    leadPartnerCountries: read.countryCodes('LEAD_PARTNER_COUNTRIES', ['de', 'at']),
    errorTraceToken: read.optionalSecret('ERROR_TRACE_TOKEN', MIN_ERROR_TRACE_TOKEN_LENGTH),
    sourceMapsDir: resolve(REPO_ROOT, read.string('SOURCE_MAPS_DIR', 'apps/web/build/sourcemaps')),
    errorRetentionDays: read.integer('ERROR_RETENTION_DAYS', DEFAULT_ERROR_RETENTION_DAYS, 1, 365),
    media: read.media(resolve(REPO_ROOT, read.string('DATA_DIR', '.data'))),
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

class EnvReader {
  constructor(
    private readonly env: Env,
    private readonly problems: string[],
  ) {}

  private raw(name: string): string | undefined {
    const value = this.env[name]?.trim();
    return value === '' ? undefined : value;
  }

  string(name: string, fallback: string): string {
    return this.raw(name) ?? fallback;
  }

  integer(name: string, fallback: number, min: number, max: number): number {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    const parsed = Number(value);
    if (!/^-?\d+$/.test(value) || parsed < min || parsed > max) {
      this.problems.push(`${name} must be a whole number from ${min} to ${max} (got '${value}')`);
      return fallback;
    }
    return parsed;
  }

  boolean(name: string, fallback: boolean): boolean {
    const value = this.raw(name)?.toLowerCase();
    if (value === undefined) return fallback;
    if (['true', '1', 'yes'].includes(value)) return true;
    if (['false', '0', 'no'].includes(value)) return false;
    this.problems.push(`${name} must be true or false (got '${value}')`);
    return fallback;
  }

  /** A required secret (no fallback) must be set; any secret must be long enough to resist guessing. */
  secret(name: string, minLength: number, fallback: string | undefined): string {
    const value = this.raw(name);
    if (value === undefined) {
      if (fallback !== undefined) return fallback;
      this.problems.push(`${name} must be set in production (at least ${minLength} characters)`);
      return '';
    }
    if (value.length < minLength) this.problems.push(`${name} must be at least ${minLength} characters long`);
    return value;
  }

  /** A secret a feature needs only when it is used: unset leaves the feature off, a short one is refused. */
  optionalSecret(name: string, minLength: number): string | undefined {
    const value = this.raw(name);
    if (value !== undefined && value.length < minLength) {
      this.problems.push(`${name} must be at least ${minLength} characters long`);
    }
    return value;
  }

  matching(name: string, pattern: RegExp, meaning: string, fallback: string): string {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    if (pattern.test(value)) return value;
    this.problems.push(`${name} must be ${meaning} (got '${value}')`);
    return fallback;
  }

  oneOf<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    if ((allowed as readonly string[]).includes(value)) return value as T;
    this.problems.push(`${name} must be one of ${allowed.join(', ')} (got '${value}')`);
    return fallback;
  }

  /** The operator's contact; its malformed variables join the other problems (demo values meanwhile). */
  operators(): Readonly<Record<CountryCode, OperatorContact>> {
    try {
      return operatorContacts(this.env);
    } catch (error) {
      this.problems.push(...(error as Error).message.split('\n'));
      return operatorContacts({});
    }
  }

  /** A comma-separated list of site codes (`de,at`); an empty value means none. */
  countryCodes(name: string, fallback: readonly CountryCode[]): readonly CountryCode[] {
    const value = this.env[name];
    if (value === undefined) return fallback;
    const codes = value
      .split(',')
      .map((code) => code.trim().toLowerCase())
      .filter((code) => code !== '');
    const unknown = codes.filter((code) => !isCountryCode(code));
    if (unknown.length > 0) {
      this.problems.push(`${name} must list site codes de, at, ch (got '${unknown.join(', ')}')`);
      return fallback;
    }
    return [...new Set(codes as CountryCode[])];
  }

  /**
   * MEDIA_DIR (default: `media` in the data directory), MEDIA_MAX_BYTES and the MEDIA_S3_* variables (S3 when
   * MEDIA_S3_BUCKET is set).
   */
  media(dataDir: string): MediaConfig {
    const maxBytes = this.integer('MEDIA_MAX_BYTES', MEDIA_MAX_BYTES, 1024, 1024 * 1024 * 1024);
    const bucket = this.raw('MEDIA_S3_BUCKET');
    if (bucket === undefined) {
      return {
        storage: { kind: 'local', dir: resolve(REPO_ROOT, this.string('MEDIA_DIR', join(dataDir, 'media'))) },
        maxBytes,
      };
    }
    const endpoint = this.url('MEDIA_S3_ENDPOINT', ['https:', 'http:']);
    const accessKeyId = this.raw('MEDIA_S3_ACCESS_KEY_ID');
    const secretAccessKey = this.raw('MEDIA_S3_SECRET_ACCESS_KEY');
    if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
      this.problems.push('MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET_ACCESS_KEY must be set together');
    }
    return {
      storage: {
        kind: 's3',
        bucket,
        endpoint,
        region: this.string('MEDIA_S3_REGION', 'us-east-1'),
        credentials:
          accessKeyId !== undefined && secretAccessKey !== undefined
            ? { accessKeyId, secretAccessKey }
            : undefined,
        forcePathStyle: this.boolean('MEDIA_S3_FORCE_PATH_STYLE', endpoint !== undefined),
      },
      maxBytes,
    };
  }

  /** An outside service needs both its URL and its key; one without the other is a mistake. */
  provider(urlName: string, keyName: string): PaymentProviderConfig | undefined {
    const url = this.url(urlName, ['https:', 'http:']);
    const key = this.raw(keyName);
    if ((this.raw(urlName) === undefined) !== (key === undefined)) {
      this.problems.push(`${urlName} and ${keyName} must be set together`);
      return undefined;
    }
    return url !== undefined && key !== undefined ? { url: url.replace(/\/+$/, ''), key } : undefined;
  }

  url(name: string, protocols: readonly string[]): string | undefined {
    const value = this.raw(name);
    if (value === undefined) return undefined;
    try {
      const url = new URL(value);
      if (protocols.includes(url.protocol)) return value;
    } catch {
      // reported below
    }
    this.problems.push(`${name} must be a ${protocols.map((p) => `${p}//`).join(' or ')} URL`);
    return undefined;
  }
}
