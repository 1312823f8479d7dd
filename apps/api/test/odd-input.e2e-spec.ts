import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import request from 'supertest';
import {
  createDealer,
  createUser,
  randomClientAddress,
  signIn,
} from '../src/modules/accounts/accounts.fixture.js';
import { useSeededTestApp } from './test-app.js';

/**
 * A sweep over every operation of the OpenAPI document: odd path values, query values and bodies, sent
 * anonymously and as customer, dealer staff and admin, must each get a 4xx (or a 2xx where the input is
 * harmless), never a 5xx. Catches the one endpoint a hand-written spec forgot.
 */

interface Schema {
  $ref?: string;
  type?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
}
interface Operation {
  parameters?: { name: string; in: 'path' | 'query' | 'header' }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

const document = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../../libs/api-client/openapi.json'), 'utf8'),
) as OpenApiDocument;

/** Calls that end the caller's session; swept last so that the other calls keep theirs. */
const SESSION_ENDING = new Set(['/api/account/jwt/abmelden', '/api/support/impersonation/ende']);

const ODD_PATH_VALUES = ['abc', '-1', '0', '99999999999999999999', '1.5', '%C3%A4%20x', 'null'];
const ODD_QUERY_VALUES = [
  '',
  'abc',
  '-1',
  '1e999',
  '99999999999999999999',
  '[object Object]',
  'ä'.repeat(300),
];
/** Values of the wrong kind for any field: wrong types, extremes, nesting. */
const ODD_FIELD_VALUES: unknown[] = [null, 'x', -1, 1e20, 1.5, true, [], {}, [{}], 'ä'.repeat(5000)];

interface Call {
  method: string;
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  /** Text sent as JSON as it is (malformed on purpose). */
  raw?: string;
}

function resolveSchema(schema: Schema | undefined): Schema | undefined {
  if (!schema?.$ref) return schema;
  return document.components.schemas[schema.$ref.split('/').at(-1) as string];
}

/** A plausible value per property (so one odd field is tested with the others present). */
function plausibleBody(schema: Schema | undefined): Record<string, unknown> {
  const properties = resolveSchema(schema)?.properties ?? {};
  return Object.fromEntries(
    Object.entries(properties).map(([name, property]) => {
      const type = resolveSchema(property)?.type;
      const value =
        type === 'number' || type === 'integer'
          ? 1
          : type === 'boolean'
            ? true
            : type === 'array'
              ? []
              : type === 'object'
                ? {}
                : '1';
      return [name, value];
    }),
  );
}

function callsOf(method: string, template: string, operation: Operation): Call[] {
  const parameters = operation.parameters ?? [];
  const pathNames = parameters.filter((p) => p.in === 'path').map((p) => p.name);
  const queryNames = parameters.filter((p) => p.in === 'query').map((p) => p.name);
  const pathWith = (odd?: [string, string]) =>
    pathNames.reduce(
      (path, name) => path.replace(`{${name}}`, odd && odd[0] === name ? odd[1] : '1'),
      template,
    );
  const calls: Call[] = [{ method, path: pathWith() }];
  for (const name of pathNames)
    for (const value of ODD_PATH_VALUES) calls.push({ method, path: pathWith([name, value]) });
  for (const name of queryNames)
    for (const value of ODD_QUERY_VALUES) calls.push({ method, path: pathWith(), query: { [name]: value } });
  calls.push({ method, path: pathWith(), query: { unknownParameter: '1' } });
  const schema = operation.requestBody?.content['application/json']?.schema;
  if (method !== 'get') {
    calls.push({ method, path: pathWith(), raw: '{"broken":' });
    for (const body of [[], 'text', 42, { unknownField: 1 }]) calls.push({ method, path: pathWith(), body });
    const plausible = plausibleBody(schema);
    calls.push({ method, path: pathWith(), body: plausible });
    for (const field of Object.keys(plausible))
      for (const value of ODD_FIELD_VALUES)
        calls.push({ method, path: pathWith(), body: { ...plausible, [field]: value } });
  }
  return calls;
}

const operations = Object.entries(document.paths)
  .flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({ path, method, operation })),
  )
  .sort((a, b) => Number(SESSION_ENDING.has(a.path)) - Number(SESSION_ENDING.has(b.path)));

describe('every operation with odd input', () => {
  const app = useSeededTestApp();

  it('answers with a 4xx and a message, never a 5xx, whoever calls', async () => {
    const dealerId = await createDealer(app());
    const users = await Promise.all([
      createUser(app()),
      createUser(app(), { roles: ['Role_Dealer'], dealerId }),
      createUser(app(), { roles: ['Role_Interaid_Admin'] }),
    ]);
    const identities: Record<string, string>[] = [{}];
    for (const user of users)
      identities.push({ Authorization: `Bearer ${(await signIn(app(), user.email)).token}` });

    const failures: string[] = [];
    let count = 0;
    for (const { path, method, operation } of operations)
      for (const call of callsOf(method, path, operation))
        for (const headers of identities) {
          const http = request(app().getHttpServer());
          const req = http[method as 'get' | 'post' | 'put'](call.path)
            .query(call.query ?? {})
            .set(headers)
            .set('X-Forwarded-For', randomClientAddress())
            .set('Idempotency-Key', `odd-${count}`);
          const raw = call.raw ?? (call.body === undefined ? undefined : JSON.stringify(call.body));
          const res =
            raw === undefined ? await req : await req.set('Content-Type', 'application/json').send(raw);
          count += 1;
          const what = `${method.toUpperCase()} ${call.path} ${JSON.stringify(call.query ?? {})} ${JSON.stringify(call.raw ?? call.body ?? '').slice(0, 80)}`;
          if (res.status >= 500)
            failures.push(`${res.status} ${what}: ${JSON.stringify(res.body).slice(0, 200)}`);
          else if (
            res.status >= 400 &&
            res.type === 'application/json' &&
            typeof res.body?.message !== 'string'
          )
            failures.push(`${res.status} without message ${what}`);
        }
    expect(count).toBeGreaterThan(1000);
    expect(failures).toEqual([]);
  }, 300_000);
});
