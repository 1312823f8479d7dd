import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, posix, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

interface Healthcheck {
  test?: string | string[];
  interval?: string;
  start_period?: string;
}
interface Service {
  image?: string;
  command?: string[];
  entrypoint?: string[];
  expose?: string[];
  build?: { context?: string; dockerfile?: string; target?: string };
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition?: string }>;
  ports?: string[];
  volumes?: (string | { type?: string; source?: string; target?: string; read_only?: boolean })[];
  healthcheck?: Healthcheck;
  restart?: string;
}
interface Compose {
  version?: unknown;
  services: Record<string, Service>;
  volumes?: Record<string, unknown>;
}

// Merge keys (`<<: *operator`) as Compose reads them.
const readYaml = (path: string): unknown => parse(readFileSync(join(root, path), 'utf8'), { merge: true });
const compose = readYaml('docker-compose.yml') as Compose;

function service(name: string): Service {
  const s = compose.services[name];
  if (!s) throw new Error(`service ${name} missing`);
  return s;
}

interface Instruction {
  keyword: string;
  args: string;
}
interface Stage {
  base: string;
  name?: string;
  instructions: Instruction[];
}

/** Splits a Dockerfile into stages of instructions (comments dropped, `\` continuations joined). */
function parseDockerfile(path: string): Stage[] {
  const logical: string[] = [];
  let pending = '';
  for (const raw of readFileSync(path, 'utf8').split('\n')) {
    const line = raw.trim();
    if (line.startsWith('#') || (line === '' && pending === '')) continue;
    if (line.endsWith('\\')) {
      pending += line.slice(0, -1) + ' ';
      continue;
    }
    logical.push((pending + line).trim());
    pending = '';
  }
  if (pending.trim() !== '') logical.push(pending.trim());

  const stages: Stage[] = [];
  for (const line of logical.filter((l) => l !== '')) {
    const match = /^(\S+)\s*(.*)$/.exec(line);
    if (!match) continue;
    const keyword = match[1]!.toUpperCase();
    const args = match[2] ?? '';
    if (keyword === 'FROM') {
      const from = /^(?:--platform=\S+\s+)?(\S+)(?:\s+AS\s+(\S+))?$/i.exec(args);
      if (!from) throw new Error(`unparsable FROM: ${line}`);
      stages.push({ base: from[1]!, name: from[2], instructions: [] });
    } else {
      const current = stages.at(-1);
      if (!current) throw new Error(`${keyword} before the first FROM in ${path}`);
      current.instructions.push({ keyword, args });
    }
  }
  return stages;
}

/** The image a stage finally builds on, following `FROM <earlier stage>` references. */
function baseImage(stages: Stage[], stage: Stage): string {
  const seen = new Set<string>();
  let current = stage;
  for (;;) {
    const parent = stages.find((s) => s.name !== undefined && s.name === current.base);
    if (!parent) return current.base;
    if (seen.has(current.base)) throw new Error(`stage cycle at ${current.base}`);
    seen.add(current.base);
    current = parent;
  }
}

function lastArgs(stage: Stage, keyword: string): string | undefined {
  return stage.instructions.filter((i) => i.keyword === keyword).at(-1)?.args;
}

function execForm(args: string | undefined): string[] {
  expect(args, 'CMD in exec (JSON) form').toMatch(/^\[/);
  return JSON.parse(args!) as string[];
}

function dockerfileOf(name: string): string {
  const build = service(name).build;
  expect(build?.context).toBe('.');
  return join(root, build!.context!, build!.dockerfile!);
}

function runtimeStage(name: string): Stage {
  const stage = parseDockerfile(dockerfileOf(name)).at(-1);
  if (!stage) throw new Error(`no stages in the ${name} Dockerfile`);
  return stage;
}

const WEB_METRICS_PORT = '9464';

function publishedPorts(): string[] {
  return Object.values(compose.services).flatMap((s) =>
    (s.ports ?? []).map((p) => String(p).split(':').at(-2) ?? String(p)),
  );
}

describe('docker-compose.yml', () => {
  it('uses the Compose spec without a version key', () => {
    expect(compose.version).toBeUndefined();
  });

  it('defines the ten services, each long-running one with a healthcheck', () => {
    expect(Object.keys(compose.services).sort()).toEqual([
      'api',
      'grafana',
      'mail',
      'minio',
      'minio-init',
      'postgres',
      'prometheus',
      'redis',
      'seed',
      'web',
    ]);
    for (const [name, s] of Object.entries(compose.services).filter(([, s]) => s.restart !== 'no')) {
      const test = s.healthcheck?.test;
      expect(test, `${name} healthcheck`).toBeDefined();
      expect(Array.isArray(test) ? test.length : String(test).length, `${name} healthcheck`).toBeGreaterThan(
        1,
      );
    }
  });

  it('runs postgres, redis and mailpit with their own health probes', () => {
    const postgres = service('postgres');
    expect(postgres.image).toBe('postgres:16-alpine');
    expect(postgres.environment).toMatchObject({
      POSTGRES_USER: 'fuel',
      POSTGRES_PASSWORD: 'fuel',
      POSTGRES_DB: 'fuel',
    });
    expect(postgres.healthcheck?.test).toEqual(['CMD-SHELL', 'pg_isready -U fuel -d fuel']);
    const volume = String(postgres.volumes?.[0]).split(':')[0]!;
    expect(Object.keys(compose.volumes ?? {})).toContain(volume);

    expect(service('redis').image).toBe('redis:7-alpine');
    expect(service('redis').healthcheck?.test).toEqual(['CMD', 'redis-cli', 'ping']);

    expect(service('mail').image).toMatch(/^axllent\/mailpit(:|$)/);
    expect(service('mail').healthcheck?.test).toEqual(['CMD', '/mailpit', 'readyz']);
  });

  it('seeds once, with the postal codes, before the api starts', () => {
    const seed = service('seed');
    expect(seed.build).toEqual({ context: '.', dockerfile: 'docker/api.Dockerfile', target: 'seed' });
    expect(seed.restart).toBe('no');
    expect(seed.depends_on).toEqual({ postgres: { condition: 'service_healthy' } });
    expect(seed.environment).toMatchObject({
      DATABASE_URL: 'postgres://fuel:fuel@postgres:5432/fuel',
      NODE_ENV: 'production',
      SEED_DEMO: 'true',
      POSTAL_CODES_DIR: '/data/postal-codes',
    });
    expect(seed.volumes).toContainEqual({
      type: 'bind',
      source: '../shared/data/postal-codes',
      target: '/data/postal-codes',
      read_only: true,
    });
    const stage = parseDockerfile(join(root, 'docker/api.Dockerfile')).find((s) => s.name === 'seed');
    if (!stage) throw new Error('no seed stage in docker/api.Dockerfile');
    expect(execForm(lastArgs(stage, 'CMD'))).toEqual(['node', 'libs/seed/dist/bin/seed.js']);
    expect(lastArgs(stage, 'USER')).toBe('node');
  });

  it('configures the api and waits for healthy postgres and redis and a finished seed', () => {
    const api = service('api');
    expect(api.depends_on).toEqual({
      postgres: { condition: 'service_healthy' },
      seed: { condition: 'service_completed_successfully' },
      redis: { condition: 'service_healthy' },
      mail: { condition: 'service_started' },
      'minio-init': { condition: 'service_completed_successfully' },
    });
    expect(api.environment).toMatchObject({
      DATABASE_URL: 'postgres://fuel:fuel@postgres:5432/fuel',
      REDIS_URL: 'redis://redis:6379',
      SMTP_URL: 'smtp://mail:1025',
      NODE_ENV: 'production',
      API_PORT: '3001',
      JWT_SECRET: '${JWT_SECRET:-change-me-in-production-please-0123456789}',
    });
    expect(api.environment).not.toHaveProperty('SEED_DEMO');
    expect(api.healthcheck?.test).toContain(
      "fetch('http://localhost:3001/api/health').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))",
    );
  });

  it('starts the web after a healthy api', () => {
    const web = service('web');
    expect(web.depends_on).toEqual({ api: { condition: 'service_healthy' } });
    expect(web.environment).toMatchObject({
      API_URL: 'http://api:3001',
      WEB_PORT: '3000',
      NODE_ENV: 'production',
    });
    expect(web.healthcheck?.test).toContain(
      "fetch('http://localhost:3000/').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))",
    );
  });

  it('keeps the media library in MinIO: its bucket made once before the api starts, one set of credentials', () => {
    const minio = service('minio');
    expect(minio.image).toMatch(/^minio\/minio:RELEASE\./);
    expect(minio.volumes).toContain('minio-data:/data');
    expect(Object.keys(compose.volumes ?? {})).toContain('minio-data');
    const init = service('minio-init');
    expect(init.restart).toBe('no');
    expect(init.depends_on).toEqual({ minio: { condition: 'service_healthy' } });
    expect(String(init.entrypoint)).toContain('mc mb --ignore-existing media/fuel-media');
    const env = service('api').environment ?? {};
    expect(env).toMatchObject({ MEDIA_S3_BUCKET: 'fuel-media', MEDIA_S3_ENDPOINT: 'http://minio:9000' });
    expect(env['MEDIA_S3_ACCESS_KEY_ID']).toBe(minio.environment?.['MINIO_ROOT_USER']);
    expect(env['MEDIA_S3_SECRET_ACCESS_KEY']).toBe(minio.environment?.['MINIO_ROOT_PASSWORD']);
  });

  it('publishes the web, api, mail UI, Prometheus and Grafana ports, never the web metrics port', () => {
    expect(publishedPorts()).toEqual(expect.arrayContaining(['3000', '3001', '8025', '9090', '3003']));
    expect(publishedPorts()).not.toContain(WEB_METRICS_PORT);
    expect(new Set(publishedPorts()).size).toBe(publishedPorts().length);
  });

  it('gives the api and the web one error trace token of at least 32 characters by default', () => {
    const token = service('api').environment?.['ERROR_TRACE_TOKEN'];
    expect(token).toMatch(/^\$\{ERROR_TRACE_TOKEN:-.+\}$/);
    expect(service('web').environment?.['ERROR_TRACE_TOKEN']).toBe(token);
    const fallback = /^\$\{ERROR_TRACE_TOKEN:-(.+)\}$/.exec(token ?? '')?.[1] ?? '';
    expect(fallback.length).toBeGreaterThanOrEqual(32);
    expect(fallback).toMatch(/^change-me/);
  });

  it('serves the web metrics on their own port and hands the api the source maps its image holds', () => {
    expect(service('web').environment).toMatchObject({ WEB_METRICS_PORT: WEB_METRICS_PORT });
    expect(service('web').expose).toContain(WEB_METRICS_PORT);
    const dir = service('api').environment?.['SOURCE_MAPS_DIR'];
    expect(dir).toBe('/app/apps/web/build/sourcemaps');
    const runtime = runtimeStage('api');
    expect(lastArgs(runtime, 'ENV')).toContain(`SOURCE_MAPS_DIR=${dir}`);
    const copies = runtime.instructions.filter((i) => i.keyword === 'COPY').map((i) => i.args);
    expect(copies).toContain(`--from=web-build /app/apps/web/build/sourcemaps .${dir?.slice('/app'.length)}`);
    const webBuild = parseDockerfile(join(root, 'docker/api.Dockerfile')).find((s) => s.name === 'web-build');
    expect(webBuild?.instructions.map((i) => i.args)).toContain('npx nx run @fuel/web:build');
  });

  it('builds api and web from Dockerfiles that exist', () => {
    expect(service('api').build?.dockerfile).toBe('docker/api.Dockerfile');
    expect(service('web').build?.dockerfile).toBe('docker/web.Dockerfile');
    for (const name of ['api', 'web']) expect(existsSync(dockerfileOf(name)), name).toBe(true);
  });
});

describe.each(['api', 'web'])('%s Dockerfile', (name) => {
  const stages = parseDockerfile(dockerfileOf(name));

  it('builds every stage on node:24-slim', () => {
    expect(stages.length).toBeGreaterThan(1);
    for (const stage of stages) expect(baseImage(stages, stage), stage.name).toBe('node:24-slim');
    expect(stages.at(-1)!.base).toBe('node:24-slim');
  });

  it('installs from the lockfile with every workspace manifest in place', () => {
    const deps = stages.find((s) =>
      s.instructions.some((i) => i.keyword === 'RUN' && /\bnpm ci\b/.test(i.args)),
    );
    expect(deps, 'a stage running npm ci').toBeDefined();
    const copies = deps!.instructions.filter((i) => i.keyword === 'COPY').map((i) => i.args);
    expect(copies).toContainEqual(expect.stringMatching(/^package\.json package-lock\.json /));
    // The workspace folders (apps/*, libs/*) arrive before npm ci, reduced to their package.json files.
    expect(copies).toContainEqual(expect.stringMatching(/\/app\/apps \.\/apps$/));
    expect(copies).toContainEqual(expect.stringMatching(/\/app\/libs \.\/libs$/));
  });

  it('builds the app with Nx', () => {
    const runs = stages.flatMap((s) => s.instructions.filter((i) => i.keyword === 'RUN').map((i) => i.args));
    expect(runs).toContain(`npx nx run @fuel/${name}:build`);
  });

  it('runs as the unprivileged node user in production mode', () => {
    const runtime = stages.at(-1)!;
    expect(lastArgs(runtime, 'USER')).toBe('node');
    expect(lastArgs(runtime, 'ENV')).toMatch(/\bNODE_ENV=production\b/);
    expect(lastArgs(runtime, 'EXPOSE')?.split(' ')[0]).toBe(name === 'api' ? '3001' : '3000');
  });
});

describe('runtime images', () => {
  it('starts the api from apps/api/dist/main.js with the migrations beside it', () => {
    const runtime = runtimeStage('api');
    expect(execForm(lastArgs(runtime, 'CMD'))).toEqual(['node', 'apps/api/dist/main.js']);
    expect(lastArgs(runtime, 'WORKDIR')).toBe('/app');
    const copies = runtime.instructions.filter((i) => i.keyword === 'COPY').map((i) => i.args);
    expect(copies).toContain('--from=build /app/libs/db/migrations ./libs/db/migrations');
    for (const dist of ['apps/api/dist', 'libs/domain/dist', 'libs/db/dist']) {
      expect(copies).toContain(`--from=build /app/${dist} ./${dist}`);
    }
    expect(existsSync(join(root, 'libs/db/migrations'))).toBe(true);
  });

  it('starts the web from apps/web/server.ts next to its build output', () => {
    const runtime = runtimeStage('web');
    const [node, script] = execForm(lastArgs(runtime, 'CMD'));
    expect(node).toBe('node');
    expect(posix.resolve(lastArgs(runtime, 'WORKDIR')!, script!)).toBe('/app/apps/web/server.ts');
    const copies = runtime.instructions.filter((i) => i.keyword === 'COPY').map((i) => i.args);
    for (const path of [
      'apps/web/build/client',
      'apps/web/build/server',
      'apps/web/server.ts',
      'apps/web/package.json',
      'libs/domain/dist',
    ]) {
      expect(copies).toContain(`--from=build /app/${path} ./${path}`);
    }
    // The browser bundle's source maps stay out of the web image: only the API has them.
    expect(copies.filter((args) => /\/build(\/sourcemaps)?\s/.test(args))).toEqual([]);
  });

  it('copies each relative module server.ts imports into the web image', () => {
    const copies = runtimeStage('web')
      .instructions.filter((i) => i.keyword === 'COPY')
      .map((i) => i.args.split(' ').at(-1) ?? '');
    const source = readFileSync(join(root, 'apps/web/server.ts'), 'utf8');
    const imports = [...source.matchAll(/from '(\.\/[^']+)'/g)].map((m) =>
      posix.join('apps/web', m[1] ?? ''),
    );
    for (const path of imports) {
      expect(
        copies.some(
          (target) => path === posix.normalize(target) || path.startsWith(`${posix.normalize(target)}/`),
        ),
        path,
      ).toBe(true);
    }
  });
});

interface ScrapeConfig {
  job_name: string;
  metrics_path?: string;
  static_configs: { targets: string[] }[];
}

describe('Prometheus and Grafana', () => {
  const prometheusConfig = readYaml('docker/prometheus/prometheus.yml') as { scrape_configs: ScrapeConfig[] };
  const dashboard = JSON.parse(
    readFileSync(join(root, 'docker/grafana/dashboards/fuel-operations.json'), 'utf8'),
  ) as {
    uid: string;
    panels: { type: string; title: string; datasource?: { uid: string }; targets?: { expr: string }[] }[];
  };
  const exprs = dashboard.panels.flatMap((panel) => (panel.targets ?? []).map((target) => target.expr));

  /** A bind mount's host file, relative to the repository root, for a container path. */
  function hostPathOf(name: string, target: string): string {
    const mount = (service(name).volumes ?? []).map(String).find((v) => v.split(':')[1] === target);
    if (!mount) throw new Error(`${name} mounts nothing at ${target}`);
    return mount.split(':')[0] ?? '';
  }

  it('runs Prometheus with its configuration from the repository', () => {
    const prometheus = service('prometheus');
    expect(prometheus.image).toMatch(/^prom\/prometheus:v\d+\.\d+\.\d+$/);
    expect(prometheus.command).toContain('--config.file=/etc/prometheus/prometheus.yml');
    expect(hostPathOf('prometheus', '/etc/prometheus/prometheus.yml')).toBe(
      './docker/prometheus/prometheus.yml',
    );
    expect(prometheus.healthcheck?.test).toContain('http://localhost:9090/-/ready');
  });

  it('scrapes /metrics of the api and of the web server on its metrics port', () => {
    const targets = Object.fromEntries(
      prometheusConfig.scrape_configs.map((c) => [
        c.job_name,
        c.static_configs.flatMap((s) => s.targets).map((t) => `${t}${c.metrics_path ?? '/metrics'}`),
      ]),
    );
    expect(targets['api']).toEqual([`api:${service('api').environment?.['API_PORT']}/metrics`]);
    expect(targets['web']).toEqual([`web:${WEB_METRICS_PORT}/metrics`]);
  });

  it('runs Grafana on 3003 with its provisioning, anonymous viewers and an admin password from the environment', () => {
    const grafana = service('grafana');
    expect(grafana.image).toMatch(/^grafana\/grafana:\d+\.\d+\.\d+$/);
    expect(grafana.ports).toEqual(['3003:3000']);
    expect(grafana.environment).toMatchObject({
      GF_AUTH_ANONYMOUS_ENABLED: 'true',
      GF_AUTH_ANONYMOUS_ORG_ROLE: 'Viewer',
      GF_SECURITY_ADMIN_PASSWORD: expect.stringMatching(/^\$\{GRAFANA_ADMIN_PASSWORD:-.+\}$/),
    });
    expect(grafana.depends_on).toEqual({ prometheus: { condition: 'service_healthy' } });
    for (const target of ['/etc/grafana/provisioning', '/etc/grafana/dashboards']) {
      expect(existsSync(join(root, hostPathOf('grafana', target))), target).toBe(true);
    }
    const home = grafana.environment?.['GF_DASHBOARDS_DEFAULT_HOME_DASHBOARD_PATH'] ?? '';
    expect(home).toBe('/etc/grafana/dashboards/fuel-operations.json');
  });

  it('provisions the Prometheus data source and the dashboard folder', () => {
    const datasources = readYaml('docker/grafana/provisioning/datasources/prometheus.yml') as {
      datasources: { uid: string; type: string; url: string }[];
    };
    expect(datasources.datasources).toEqual([
      expect.objectContaining({ uid: 'prometheus', type: 'prometheus', url: 'http://prometheus:9090' }),
    ]);
    const providers = readYaml('docker/grafana/provisioning/dashboards/fuel.yml') as {
      providers: { type: string; options: { path: string } }[];
    };
    expect(providers.providers).toEqual([
      expect.objectContaining({
        type: 'file',
        options: expect.objectContaining({ path: '/etc/grafana/dashboards' }),
      }),
    ]);
  });

  it("draws every figure of the API's metrics on the dashboard, from the provisioned data source", () => {
    expect(dashboard.uid).toBe('fuel-operations');
    for (const panel of dashboard.panels.filter((p) => p.type !== 'row')) {
      expect(panel.datasource?.uid, panel.title).toBe('prometheus');
      expect(panel.targets?.length, panel.title).toBeGreaterThan(0);
    }
    for (const family of [
      'http_requests_total',
      'http_request_duration_seconds_bucket',
      'fuel_job_queue_depth',
      'fuel_job_queue_failed',
      'fuel_mail_outbox_pending',
      'fuel_mail_outbox_oldest_pending_age_seconds',
      'fuel_cache_hits_total',
      'fuel_cache_misses_total',
      'fuel_market_snapshot_age_seconds',
      'fuel_db_pool_connections',
      'fuel_db_pool_waiting_requests',
      'nodejs_eventloop_lag_p99_seconds',
      'nodejs_heap_size_used_bytes',
    ]) {
      expect(
        exprs.some((expr) => expr.includes(family)),
        family,
      ).toBe(true);
    }
    expect(exprs.some((expr) => expr.includes('status=~"5.."'))).toBe(true);
    expect(exprs.some((expr) => expr.startsWith('histogram_quantile(0.95,'))).toBe(true);
  });
});

describe('.dockerignore', () => {
  it('keeps host build state out of the context', () => {
    const entries = readFileSync(join(root, '.dockerignore'), 'utf8')
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l !== '' && !l.startsWith('#'));
    for (const name of [
      'node_modules',
      'dist',
      'build',
      '.data',
      '.nx',
      '.git',
      'test-results',
      'playwright-report',
      '.react-router',
    ]) {
      expect(entries, name).toContain(name);
    }
    // Patterns are anchored at the context root; nested workspace folders need the ** form.
    for (const name of ['node_modules', 'dist', 'build']) expect(entries).toContain(`**/${name}`);
  });
});
