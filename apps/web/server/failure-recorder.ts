/**
 * The load context server.ts hands React Router notes the error a request failed with, so that the report of
 * its 5xx carries the error's message and stack. entry.server.tsx lives in the server build, which bundles a
 * copy of this file, so it recognises the context by its shape rather than by class.
 */
export interface FailureRecorder {
  recordFailure(error: unknown): void;
}

export function isFailureRecorder(value: unknown): value is FailureRecorder {
  return (
    typeof value === 'object' &&
    value !== null &&
    'recordFailure' in value &&
    typeof value.recordFailure === 'function'
  );
}
