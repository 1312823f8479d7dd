import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';
const SAFE_REQUEST_ID = /^[\w.-]{1,128}$/;

// pino-http types `id` loosely (string | number | object); this middleware always sets a string.
type RequestWithId = IncomingMessage & { id?: unknown };

/**
 * Runs before body parsing so that even an unreadable body gets an id. Keeps a caller's id when it is
 * harmless, otherwise makes one; echoed in the X-Request-Id response header and on every log line.
 */
export function requestIdMiddleware(req: RequestWithId, res: ServerResponse, next: () => void): void {
  const incoming = req.headers[REQUEST_ID_HEADER];
  const id = typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
  req.id = id;
  res.setHeader('X-Request-Id', id);
  next();
}

export function requestIdOf(req: RequestWithId): string {
  return typeof req.id === 'string' ? req.id : randomUUID();
}
