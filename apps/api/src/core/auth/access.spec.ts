import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { OpenAPIObject } from '@nestjs/swagger';
import { buildOpenApiDocument, createApp } from '../../bootstrap.js';
import { loadConfig } from '../config/app-config.js';
import { createRootLogger } from '../logging/root-logger.js';
import { ACCESS_EXTENSION, type AccessDoc } from './auth.decorators.js';
import { PERMISSIONS } from '@fuel/domain/accounts';
import { type AccessRole, RESERVED_PERMISSIONS, ROLE_PERMISSIONS } from './permissions.js';
import { ROLE_KEYS } from './roles.js';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head'] as const;

interface Operation {
  readonly id: string;
  readonly access: AccessDoc | undefined;
  readonly responses: Record<string, unknown>;
}

/** Every operation of the document, named "METHOD path (operationId)". */
function operationsOf(document: OpenAPIObject): Operation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = item[method];
      if (!operation) return [];
      return [
        {
          id: `${method.toUpperCase()} ${path} (${operation.operationId ?? '?'})`,
          access: (operation as unknown as Record<string, AccessDoc | undefined>)[ACCESS_EXTENSION],
          responses: operation.responses as Record<string, unknown>,
        },
      ];
    }),
  );
}

/** The document as the emitter builds it: the whole app, no port, no database. */
describe('access of every operation (OpenAPI x-access)', () => {
  let app: NestExpressApplication;
  let operations: Operation[];

  beforeAll(async () => {
    const config = { ...loadConfig({}), logLevel: 'silent' as const };
    app = await createApp(config, createRootLogger(config));
    operations = operationsOf(buildOpenApiDocument(app));
  });
  afterAll(async () => {
    await app.close();
  });

  it('finds the operations', () => {
    expect(operations.length).toBeGreaterThan(60);
  });

  it('declares access on every operation: @Public(), @Authenticated() or @Permission(...)', () => {
    const undeclared = operations.filter((operation) => operation.access === undefined).map((o) => o.id);
    expect(undeclared).toEqual([]);
  });

  it('declares exactly one kind of access, naming a known permission', () => {
    const odd = operations.filter(({ access }) => {
      if (!access) return false;
      const kinds = ['public', 'authenticated', 'permission'].filter((kind) => kind in access);
      if (kinds.length !== 1) return true;
      return 'permission' in access && !(PERMISSIONS as readonly string[]).includes(access.permission);
    });
    expect(odd.map((o) => o.id)).toEqual([]);
  });

  it('documents 401 and 403 on every operation that needs a token', () => {
    const missing = operations.filter(
      ({ access, responses }) =>
        access !== undefined && !('public' in access) && !('401' in responses && '403' in responses),
    );
    expect(missing.map((o) => o.id)).toEqual([]);
  });

  it('uses every permission on an endpoint, unless it is reserved (with its reason in permissions.ts)', () => {
    const used = new Set(
      operations.flatMap(({ access }) => (access && 'permission' in access ? [access.permission] : [])),
    );
    const unused = PERMISSIONS.filter((p) => !used.has(p) && !RESERVED_PERMISSIONS.includes(p));
    expect(unused).toEqual([]);
    // A reserved permission that an endpoint now uses is no longer reserved.
    expect(RESERVED_PERMISSIONS.filter((p) => used.has(p))).toEqual([]);
  });
});

describe('role → permission table', () => {
  it('gives admin every permission', () => {
    expect([...ROLE_PERMISSIONS.admin].sort()).toEqual([...PERMISSIONS].sort());
  });

  it('has a row for every role of the spec and the guest flag, and no other', () => {
    const rows: AccessRole[] = [...ROLE_KEYS, 'guest'];
    expect(Object.keys(ROLE_PERMISSIONS).sort()).toEqual([...rows].sort());
  });

  it('lets no guest, press or advertising partner hold a permission today', () => {
    expect(ROLE_PERMISSIONS.guest).toEqual([]);
    expect(ROLE_PERMISSIONS.press).toEqual([]);
    expect(ROLE_PERMISSIONS.advertisingPartner).toEqual([]);
  });
});

describe("the README's permission table", () => {
  /** The README names roles in words; "every back-office role" and "(admin only)" stand for sets. */
  const ROLE_WORDS: Readonly<Record<string, AccessRole>> = {
    customer: 'customer',
    dealer: 'dealer',
    'customer support': 'customerSupport',
    'dealer support': 'dealerSupport',
    'meX support': 'mexSupport',
    financial: 'financial',
    marketing: 'marketing',
    editor: 'editor',
    'ad manager': 'adManager',
  };
  const BACK_OFFICE: AccessRole[] = [
    'customerSupport',
    'dealerSupport',
    'editor',
    'financial',
    'marketing',
    'mexSupport',
    'adManager',
  ];

  it('says which roles hold each permission, as ROLE_PERMISSIONS does', () => {
    const readme = readFileSync(resolve(import.meta.dirname, '../../../../../README.md'), 'utf8');
    const start = readme.indexOf('| Permission ');
    const table = readme.slice(start, readme.indexOf('\n\n', start));
    const documented = new Map(
      [...table.matchAll(/^\s*\| `([a-z.]+)`\s*\|[^|]*\|([^|]*)\|/gm)].map(([, permission, held]) => {
        const words = (held as string).replace(/\(.*?\)/g, '').trim();
        const roles =
          words === 'every back-office role'
            ? BACK_OFFICE
            : words === '—'
              ? []
              : words.split(',').map((word) => ROLE_WORDS[word.trim()] ?? `unknown: ${word.trim()}`);
        return [permission as string, [...roles].sort()];
      }),
    );
    const actual = new Map(
      PERMISSIONS.map((permission) => [
        permission,
        (Object.keys(ROLE_PERMISSIONS) as AccessRole[])
          .filter((role) => role !== 'admin' && ROLE_PERMISSIONS[role].includes(permission))
          .sort(),
      ]),
    );
    expect(Object.fromEntries(documented)).toEqual(Object.fromEntries(actual));
  });
});
