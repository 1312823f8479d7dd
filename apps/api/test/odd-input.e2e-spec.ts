import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { isErrorCode } from '@fuel/domain';
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
 * harmless), never a 5xx. Catches the one endpoint a hand-written spec forgot. Besides wrong types per
 * top-level field, every string field at any depth gets a NUL byte and a 100 kB text, every nested object
 * is left out once, and each body is also sent 10,000 levels deep and as a form or plain text.
 */

/**
 * English wording of a library or framework ("ZipCode must match …", "property x should not exist", "Cannot
 * GET …"): no error message may carry it. Lower-case words only, so field names (ZipCode, unknownField) pass.
 */
const ENGLISH =
  /\b(must|should|not|is|are|be|was|the|of|invalid|required|unknown|found|expected|cannot|could|exist|error|occurred)\b|Cannot|Unexpected/;

/** The documented code and German messages of an error body, or what is wrong with them. */
function languageProblem(body: {
  error?: unknown;
  message?: unknown;
  fieldErrors?: unknown;
}): string | undefined {
  if (!isErrorCode(body.error)) return `undocumented code ${String(body.error)}`;
  const fieldMessages = Array.isArray(body.fieldErrors)
    ? (body.fieldErrors as { messages?: unknown[] }[]).flatMap((e) => e.messages ?? [])
    : [];
  const english = [body.message, ...fieldMessages].find((m) => typeof m === 'string' && ENGLISH.test(m));
  return english === undefined ? undefined : `English message ${JSON.stringify(english)}`;
}

interface Schema {
  $ref?: string;
  type?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  allOf?: Schema[];
  example?: unknown;
  enum?: unknown[];
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

/**
 * Calls that end the caller's session (a new impersonation ends the staff member's other sessions); swept
 * last so that the other calls keep theirs.
 */
const SESSION_ENDING = new Set([
  '/api/support/impersonation/{userId}',
  '/api/account/jwt/abmelden',
  '/api/support/impersonation/ende',
]);

const ODD_PATH_VALUES = ['abc', '-1', '0', '99999999999999999999', '1.5', '%C3%A4%20x', 'null', '1%00'];
const ODD_QUERY_VALUES = [
  '',
  'abc',
  '-1',
  '1e999',
  '99999999999999999999',
  '[object Object]',
  'ä'.repeat(300),
  'a\u0000b',
];
/** Values of the wrong kind for any field: wrong types, extremes, nesting. */
const ODD_FIELD_VALUES: unknown[] = [null, 'x', -1, 1e20, 1.5, true, [], {}, [{}], 'ä'.repeat(5000)];

interface Call {
  method: string;
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  /** Text sent as it is (malformed on purpose), as JSON unless contentType says otherwise. */
  raw?: string;
  contentType?: string;
  /** The whole plausible body: the first caller it does not refuse is the one the calls below use. */
  probe?: boolean;
  /**
   * Sent only as that caller: the body is looked at only once the guard lets a caller in, so one caller
   * per operation covers it, and the sweep stays short.
   */
  asAdmittedCaller?: boolean;
}

const NUL_TEXT = 'a\u0000b';
const LONG_TEXT = 'x'.repeat(100 * 1024);
const DEEP_JSON = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;
/** How a cross-site form or a careless client sends a body; state-changing calls take JSON only. */
const NON_JSON_BODIES: Pick<Call, 'raw' | 'contentType'>[] = [
  { raw: 'UserName=a&Password=b', contentType: 'application/x-www-form-urlencoded' },
  { raw: '{"UserName":"a"}', contentType: 'text/plain' },
];

function resolveSchema(schema: Schema | undefined): Schema | undefined {
  // A nullable nested object reads `{ allOf: [{ $ref }] }`.
  const reference = schema?.$ref ?? schema?.allOf?.[0]?.$ref;
  if (!reference) return schema;
  return document.components.schemas[reference.split('/').at(-1) as string];
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

type Path = (string | number)[];

/**
 * A body with every nested object filled in (arrays of objects with one item), and the paths of its string
 * fields and of its nested objects, so each can be given odd content or left out once.
 */
function fullBody(
  schema: Schema | undefined,
  depth = 0,
): { body: unknown; strings: Path[]; objects: Path[] } {
  const resolved = resolveSchema(schema);
  if (resolved?.type === 'array' && resolved.items) {
    const item = fullBody(resolved.items, depth + 1);
    return {
      body: [item.body],
      strings: item.strings.map((path) => [0, ...path]),
      objects: item.objects.map((path) => [0, ...path]),
    };
  }
  const body: Record<string, unknown> = {};
  const strings: Path[] = [];
  const objects: Path[] = [];
  for (const [name, property] of Object.entries(resolved?.properties ?? {})) {
    const type = resolveSchema(property)?.type;
    const nested = resolveSchema(property)?.properties !== undefined;
    const items = resolveSchema(property)?.items;
    if (nested && depth < 4) {
      const inner = fullBody(property, depth + 1);
      body[name] = inner.body;
      objects.push([name]);
      strings.push(...inner.strings.map((path) => [name, ...path]));
      objects.push(...inner.objects.map((path) => [name, ...path]));
    } else if (type === 'array' && resolveSchema(items)?.properties && depth < 4) {
      const inner = fullBody(items, depth + 1);
      body[name] = [inner.body];
      strings.push(...inner.strings.map((path) => [name, 0, ...path]));
      objects.push([name, 0], ...inner.objects.map((path) => [name, 0, ...path]));
    } else {
      // The documented example or first allowed value, so that the other fields pass validation and the
      // odd one is looked at by the service too.
      const example = property.example ?? property.enum?.[0];
      body[name] =
        example !== undefined && typeof example !== 'object'
          ? example
          : plausibleBody({ properties: { [name]: property } })[name];
      if (type === 'string' || type === undefined) strings.push([name]);
    }
  }
  return { body, strings, objects };
}

/** A deep copy of `body` with the value at `path` replaced, or removed when `value` is undefined. */
function withValue(body: unknown, path: Path, value: unknown): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path.at(-1) as string | number;
  if (value === undefined) delete parent[last];
  else parent[last] = value;
  return copy;
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
    const full = fullBody(schema);
    calls.push({ method, path: pathWith(), body: full.body, probe: true });
    const admitted = { method, path: pathWith(), asAdmittedCaller: true };
    calls.push({ ...admitted, raw: DEEP_JSON });
    for (const nonJson of NON_JSON_BODIES) calls.push({ ...admitted, ...nonJson });
    for (const field of full.strings)
      for (const value of [NUL_TEXT, LONG_TEXT])
        calls.push({ ...admitted, body: withValue(full.body, field, value) });
    for (const object of full.objects)
      calls.push({ ...admitted, body: withValue(full.body, object, undefined) });
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

  it('answers with a 4xx and a documented code and German messages, never a 5xx, whoever calls', async () => {
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
    for (const { path, method, operation } of operations) {
      let admittedCaller: number | undefined;
      for (const call of callsOf(method, path, operation))
        for (const [caller, headers] of identities.entries()) {
          if (call.asAdmittedCaller && caller !== admittedCaller) continue;
          const http = request(app().getHttpServer());
          const req = http[method as 'get' | 'post' | 'put'](call.path)
            .query(call.query ?? {})
            .set(headers)
            .set('X-Forwarded-For', randomClientAddress())
            .set('Idempotency-Key', `odd-${count}`);
          const raw = call.raw ?? (call.body === undefined ? undefined : JSON.stringify(call.body));
          const res =
            raw === undefined
              ? await req
              : await req.set('Content-Type', call.contentType ?? 'application/json').send(raw);
          count += 1;
          const what = `${method.toUpperCase()} ${call.path} ${JSON.stringify(call.query ?? {}).slice(0, 80)} ${JSON.stringify(call.raw ?? call.body ?? '').slice(0, 120)}`;
          if (res.status >= 500)
            failures.push(`${res.status} ${what}: ${JSON.stringify(res.body).slice(0, 200)}`);
          else if (
            res.status >= 400 &&
            res.type === 'application/json' &&
            typeof res.body?.message !== 'string'
          )
            failures.push(`${res.status} without message ${what}`);
          else if (res.status >= 400 && res.type === 'application/json') {
            const problem = languageProblem(res.body as Record<string, unknown>);
            if (problem) failures.push(`${res.status} ${problem} ${what}`);
          }
          const refused =
            [401, 403].includes(res.status) && ['UNAUTHORIZED', 'FORBIDDEN'].includes(res.body?.error);
          if (call.probe && admittedCaller === undefined && !refused) admittedCaller = caller;
        }
    }
    expect(count).toBeGreaterThan(1000);
    expect(failures).toEqual([]);
  }, 300_000);
});
