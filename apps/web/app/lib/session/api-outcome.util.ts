import type { ApiOutcome } from './session-controller';

interface ClientResult<T> {
  readonly data?: T;
  readonly error?: unknown;
  readonly response?: Response;
}

/** The generated client's result as success with data, or failure with the HTTP status (none: network). */
export async function apiOutcome<T>(call: Promise<ClientResult<T>>): Promise<ApiOutcome<T>> {
  try {
    const result = await call;
    if (result.response?.ok && result.error === undefined) return { ok: true, data: result.data as T };
    return { ok: false, status: result.response?.status };
  } catch {
    return { ok: false };
  }
}
