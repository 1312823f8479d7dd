/**
 * What a log line may not carry: secrets by field name at any depth, the parameters of a failed query, the
 * values PostgreSQL quotes in its messages. pino's own `redact` keeps the fixed header paths; wildcard paths
 * at every depth cost 40–200 µs a line there (measured), against a few µs for the one walk below.
 */

export const REDACTED = '[Redacted]';

/** Field names whose values never reach a log line, in any case and spelling (Password, refresh_token, IBAN). */
const SECRET_KEY = /pass(?:word|wd)?|hash|token|secret|iban|cookie|authori[sz]ation|api-?key/i;

/** Redaction of the header paths of a request or response serialized in full. */
export const REDACTED_HEADER_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
];

/** The query parameters of a logged URL that carry secrets (e-mail link tokens, ratings). */
const SECRET_QUERY_PARAMETER = /([?&][^=&#]*(?:token|pass|secret|hash|iban|key)[^=&#]*=)[^&#]*/gi;

/** A URL for the log with secret query values replaced: /api/order-rating/7?token=[Redacted]. */
export function redactUrl(url: string | undefined): string | undefined {
  return url?.replace(SECRET_QUERY_PARAMETER, `$1${REDACTED}`);
}

function isPlain(value: unknown): value is Record<string, unknown> | unknown[] {
  if (Array.isArray(value)) return true;
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

/**
 * A copy of a plain object (or array) with the values of secret-named fields replaced, at any depth.
 * Booleans stay (HasPassword: true says nothing secret). Errors and other class instances are left to
 * their serializers. The walk is iterative and copies only plain objects.
 */
export function redactSecrets<T>(value: T): T {
  if (!isPlain(value)) return value;
  const root: Record<string, unknown> | unknown[] = Array.isArray(value) ? [...value] : { ...value };
  const pending: (Record<string, unknown> | unknown[])[] = [root];
  const seen = new WeakSet<object>([value]);
  for (let current = pending.pop(); current !== undefined; current = pending.pop()) {
    const entries: [string | number, unknown][] = Array.isArray(current)
      ? current.map((item, index) => [index, item])
      : Object.entries(current);
    for (const [key, item] of entries) {
      const secret = typeof key === 'string' && SECRET_KEY.test(key) && typeof item !== 'boolean';
      let next: unknown = item;
      if (secret && item !== null && item !== undefined) next = REDACTED;
      else if (isPlain(item)) {
        if (seen.has(item)) next = '[Circular]';
        else {
          seen.add(item);
          const copy = Array.isArray(item) ? [...item] : { ...item };
          pending.push(copy);
          next = copy;
        }
      } else if (typeof item === 'string') next = scrubQueryParameters(item);
      (current as Record<string | number, unknown>)[key] = next;
    }
  }
  return root as T;
}

// Drizzle's DrizzleQueryError reads "Failed query: <sql>\nparams: <values>"; its stack repeats it.
const PARAMS_IN_TEXT = /\nparams: [\s\S]*?(?=\n {4}at |$)/g;

/** A text (a message, a stack) with the parameter list of a failed query cut out. */
export function scrubQueryParameters(text: string): string {
  return text.includes('\nparams: ') ? text.replace(PARAMS_IN_TEXT, `\nparams: ${REDACTED}`) : text;
}

// PostgreSQL quotes the offending value at the end: 'invalid input syntax for type uuid: "…"'.
const QUOTED_VALUE_AT_END = /: ".*"$/s;

interface ErrorFields {
  name?: unknown;
  message?: unknown;
  stack?: unknown;
  code?: unknown;
  status?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  schema?: unknown;
  severity?: unknown;
  query?: unknown;
  params?: unknown;
  cause?: unknown;
}

const KEPT_FIELDS = ['code', 'status', 'constraint', 'table', 'column', 'schema'] as const;

/**
 * The err serializer of every logger: type, message, stack and the fields that locate a database error
 * (code, constraint, table, column). A failed query keeps its SQL text (placeholders only) but never its
 * parameters; a PostgreSQL error loses its detail and the value quoted in its message. Every other field
 * of an error (a body-parser error's raw body, a client's request headers) is left out.
 */
export function serializeError(value: unknown, depth = 0): unknown {
  if (!(value instanceof Error)) return isPlain(value) ? redactSecrets(value) : value;
  const error = value as Error & ErrorFields;
  const isQueryError = 'params' in error && 'query' in error;
  const isDatabaseError = typeof error.severity === 'string';
  let message = error.message;
  if (isQueryError)
    message = typeof error.query === 'string' ? `Failed query: ${error.query}` : 'Failed query';
  else if (isDatabaseError) message = message.replace(QUOTED_VALUE_AT_END, `: "${REDACTED}"`);
  message = scrubQueryParameters(message);
  const type = error.constructor.name;
  const header = `${error.name}: ${error.message}`;
  const frames =
    typeof error.stack === 'string' && error.stack.startsWith(header) ? error.stack.slice(header.length) : '';
  const serialized: Record<string, unknown> = {
    type,
    message,
    stack: `${type}: ${message}${scrubQueryParameters(frames)}`,
  };
  for (const field of KEPT_FIELDS) {
    const kept = error[field];
    if (typeof kept === 'string' || typeof kept === 'number') serialized[field] = kept;
  }
  if (error.cause !== undefined && depth < 3) serialized.cause = serializeError(error.cause, depth + 1);
  return serialized;
}

/** pino hook: every call's objects lose their secrets and its texts the parameters of failed queries. */
export function redactLogArguments(args: unknown[]): unknown[] {
  return args.map((arg) => (typeof arg === 'string' ? scrubQueryParameters(arg) : redactSecrets(arg)));
}
