import { describe, expect, it } from '@jest/globals';
import { REDACTED, redactSecrets, redactUrl, scrubQueryParameters, serializeError } from './log-redaction.js';

describe('redactSecrets', () => {
  it('replaces secret-named values at any depth, keeps booleans, copies instead of changing the original', () => {
    const original = { a: { b: { c: { d: { e: { Password: 'x', HasPassword: true, id: 1 } } } } } };
    const redacted = redactSecrets(original);
    expect(redacted.a.b.c.d.e).toEqual({ Password: REDACTED, HasPassword: true, id: 1 });
    expect(original.a.b.c.d.e.Password).toBe('x');
  });

  it('covers the spellings in use', () => {
    const keys = [
      'password',
      'NewPassword',
      'passwordHash',
      'hash',
      'token',
      'refresh_token',
      'CsrfToken',
      'Iban',
      'IBAN',
      'cookie',
      'set-cookie',
      'authorization',
      'jwtSecret',
    ];
    const redacted = redactSecrets(Object.fromEntries(keys.map((key) => [key, 'v'])));
    expect(Object.values(redacted)).toEqual(keys.map(() => REDACTED));
  });

  it('survives cycles', () => {
    const node: Record<string, unknown> = { token: 't' };
    node['self'] = node;
    expect(redactSecrets(node)).toEqual({ token: REDACTED, self: '[Circular]' });
  });
});

describe('failed queries', () => {
  it('cut the parameters out of a message and a stack, up to the first frame', () => {
    expect(scrubQueryParameters('Failed query: select $1\nparams: a@b.de,$argon2id$x')).toBe(
      `Failed query: select $1\nparams: ${REDACTED}`,
    );
    expect(scrubQueryParameters('E: Failed query: q\nparams: a,\nb\n    at f (x.js:1:1)')).toBe(
      `E: Failed query: q\nparams: ${REDACTED}\n    at f (x.js:1:1)`,
    );
  });

  it('serialize without params, detail or quoted values', () => {
    const cause = Object.assign(new Error('invalid input syntax for type integer: "geheim"'), {
      severity: 'ERROR',
      code: '22P02',
      detail: 'Key (email)=(geheim) already exists.',
    });
    const error = Object.assign(new Error('Failed query: select $1::int\nparams: geheim'), {
      query: 'select $1::int',
      params: ['geheim'],
      cause,
    });
    const serialized = JSON.stringify(serializeError(error));
    expect(serialized).not.toContain('geheim');
    expect(serialized).toContain('22P02');
    expect(serialized).toContain('Failed query: select $1::int');
  });
});

describe('redactUrl', () => {
  it('replaces the values of secret query parameters', () => {
    expect(redactUrl('/api/order-rating/1?token=abc&x=1&resetToken=d')).toBe(
      `/api/order-rating/1?token=${REDACTED}&x=1&resetToken=${REDACTED}`,
    );
    expect(redactUrl('/api/site/1/prices/best?zipCode=80331')).toBe('/api/site/1/prices/best?zipCode=80331');
  });
});
