import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { OpenAPIObject } from '@nestjs/swagger';
import { buildOpenApiDocument, createApp } from '../../bootstrap.js';
import { loadConfig } from '../config/app-config.js';
import { createRootLogger } from '../logging/root-logger.js';
import { ACCESS_EXTENSION, type AccessDoc } from './auth.decorators.js';
import { type AccessRole, PERMISSIONS, RESERVED_PERMISSIONS, ROLE_PERMISSIONS } from './permissions.js';
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
