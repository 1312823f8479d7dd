import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Permission } from '@fuel/domain/accounts';
import request from 'supertest';
import { startTestApp } from '../../../test/test-app.js';
import { buildOpenApiDocument } from '../../bootstrap.js';
import { createDealer, createUser, sessionFor } from '../../modules/accounts/accounts.fixture.js';
import { ACCESS_EXTENSION, type AccessDoc } from './auth.decorators.js';
import { type AccessRole, ROLE_PERMISSIONS } from './permissions.js';
import { ROLE_KEYS, roleName } from './roles.js';

const PROVIDER = 'Interaid';
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

interface GuardedCall {
  readonly name: string;
  readonly permission: Permission;
  /** Calls it with an empty body, with the token when one is given. */
  readonly send: (token?: string) => request.Test;
}

/** A path with its parameters filled: a site id where one is asked, else an id nobody has. */
function filled(path: string): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => (name === 'countryId' ? '1' : '987654321'));
}

/** Every account that is not a guest is a customer too (effectiveRoles), staff and dealers included. */
function rowsHeldBy(role: AccessRole): AccessRole[] {
  if (role === 'guest' || role === 'customer') return [role];
  return [role, 'customer'];
}

/**
 * The permission matrix on the real app: every operation guarded by a permission, called by anonymous, by a
 * holder of each role of the table (the guest flag and dealer staff included) and by admin. Without a token
 * it is 401; a role lacking the permission gets 403 before anything is read; a role holding it gets past the
 * guard (its answer is then the endpoint's own: 200, 400 for the empty body, 404 for the unknown id).
 */
describe('permission matrix: every guarded call x every role', () => {
  let app: NestExpressApplication;
  let calls: GuardedCall[];
  const tokens = new Map<AccessRole, string>();

  beforeAll(async () => {
    // Errors are logged, so an unexpected 5xx leaves its stack in the test output.
    app = await startTestApp({ logLevel: 'error' });
    const document = buildOpenApiDocument(app);
    calls = Object.entries(document.paths).flatMap(([path, item]) =>
      METHODS.flatMap((method) => {
        const access = (item[method] as Record<string, AccessDoc | undefined> | undefined)?.[
          ACCESS_EXTENSION
        ];
        if (!access || !('permission' in access)) return [];
        return [
          {
            name: `${method.toUpperCase()} ${path}`,
            permission: access.permission,
            send: (token?: string) => {
              const test = request(app.getHttpServer())[method](filled(path));
              return (token ? test.set('Authorization', `Bearer ${token}`) : test).send({});
            },
          },
        ];
      }),
    );
    const dealerId = await createDealer(app);
    for (const role of [...ROLE_KEYS, 'guest'] as const) {
      const user = await createUser(app, {
        roles:
          role === 'guest' || role === 'customer' || role === 'mexCustomer' ? [] : [roleName(role, PROVIDER)],
        isGuest: role === 'guest',
        password: role === 'guest' ? null : undefined,
        hasMexEnabled: role === 'mexCustomer',
        dealerId: role === 'dealer' ? dealerId : null,
      });
      tokens.set(role, (await sessionFor(app, user)).token);
    }
  });
  afterAll(async () => {
    await app.close();
  });

  it('finds the back-office calls', () => {
    expect(calls.some((call) => call.permission === 'backoffice.view')).toBe(true);
    // The consumption guide's leads (#14): list, export, details and deletion, Marketing's.
    expect(calls.filter((call) => call.permission === 'leads.manage').map((call) => call.name)).toEqual(
      expect.arrayContaining([
        'GET /api/support/leads',
        'GET /api/support/leads/export',
        'GET /api/support/leads/{leadId}',
        'DELETE /api/support/leads/{leadId}',
      ]),
    );
    // The error trace (#15): admin's only.
    expect(calls.filter((call) => call.permission === 'errors.manage').map((call) => call.name)).toEqual([
      'GET /api/support/errors',
      'GET /api/support/errors/{groupId}',
      'GET /api/support/errors/{groupId}/occurrences',
      'PUT /api/support/errors/{groupId}/status',
    ]);
  });

  it('answers 401 without a token', async () => {
    for (const call of calls) {
      const res = await call.send();
      expect({ call: call.name, status: res.status }).toEqual({ call: call.name, status: 401 });
    }
  });

  it('answers 403 to every role without the permission and lets every role with it past the guard', async () => {
    const outcomes: string[] = [];
    for (const call of calls) {
      for (const [role, token] of tokens) {
        const granted = rowsHeldBy(role).some((row) => ROLE_PERMISSIONS[row].includes(call.permission));
        const res = await call.send(token);
        // The guard's refusal is FORBIDDEN; an endpoint may refuse on its own terms (NO_DEALER: an admin has
        // no dealer profile of their own), which means the guard let the caller through.
        const passed = res.status !== 401 && !(res.status === 403 && res.body?.error === 'FORBIDDEN');
        if (passed !== granted || res.status >= 500) {
          // The answer's code and request id lead to the server's log line of a 5xx.
          outcomes.push(`${call.name} as ${role}: ${res.status} ${JSON.stringify(res.body)}`);
        }
      }
    }
    expect(outcomes).toEqual([]);
    // 43 calls × 15 roles, one after another: 20 s on a quiet machine, past Jest's 30 s on a busy one.
  }, 180_000);
});
