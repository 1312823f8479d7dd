import { randomUUID } from 'node:crypto';

export const REQUEST_ID_HEADER = 'x-request-id';
/** The API's rule (request-id.middleware.ts): a caller's id is kept only when it is harmless in logs and headers. */
const SAFE_REQUEST_ID = /^[\w.-]{1,128}$/;

/** The caller's id (a load balancer's, or the browser's) when it is safe to repeat, else a new one. */
export function requestIdFrom(incoming: string | string[] | undefined): string {
  return typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}
