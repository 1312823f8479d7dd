import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { emptyOnError, isNotFoundError, nullOnNotFound, recoverQuery } from './query-fallback.util';

function failingQuery(error: unknown) {
  return { queryKey: ['test', String(error)] as const, queryFn: () => Promise.reject(error) };
}

describe('recoverQuery', () => {
  const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

  it('turns the API 404 into null (spec 2 §8) and keeps other errors', async () => {
    const notFound = { status: 404, error: 'NOT_FOUND', message: 'no such dealer' };
    expect(await client().fetchQuery(recoverQuery(failingQuery(notFound), nullOnNotFound))).toBeNull();
    const failure = { status: 500, error: 'INTERNAL_ERROR', message: 'boom' };
    await expect(client().fetchQuery(recoverQuery(failingQuery(failure), nullOnNotFound))).rejects.toBe(
      failure,
    );
  });

  it('turns any failure into {} for optional content, and passes data through', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await client().fetchQuery(recoverQuery(failingQuery(new Error('offline')), emptyOnError))).toEqual(
      {},
    );
    const ok = { queryKey: ['ok'] as const, queryFn: () => Promise.resolve({ Path: '/x' }) };
    expect(await client().fetchQuery(recoverQuery(ok, emptyOnError))).toEqual({ Path: '/x' });
  });

  it('recognises the error body of a 404 only', () => {
    expect(isNotFoundError({ status: 404 })).toBe(true);
    expect([{ status: 400 }, null, 'x', new Error('404')].some(isNotFoundError)).toBe(false);
  });
});
