import { isSiteReturnPath } from '@fuel/domain';

/**
 * How a failed `POST /api/order-process/place` goes on. The Idempotency-Key names one attempt: while the
 * outcome is unknown (no answer, a server fault, the first request still running) a retry must send the
 * same key, so the server answers it with the first result instead of ordering twice. Once the server has
 * refused the attempt (new price, changed order, declined payment) the next click is a new attempt.
 */
export type PlacementFailure =
  /** Outcome unknown: retry with the same key. */
  | 'retry'
  /** The first request with this key is still running: wait, then ask again with the same key. */
  | 'in-progress'
  /** The held price is gone; the summary shows the new one and the customer must agree again. */
  | 'price-changed'
  /** Another request (a second tab) placed this order already: the customer is shown that order. */
  | 'already-placed'
  /** The session ended; the page's loader sends the visitor to the sign-in that returns here. */
  | 'signed-out'
  /** Refused for another reason: show the message; the next click is a new attempt. */
  | 'refused';

interface ErrorBodyLike {
  status?: unknown;
  error?: unknown;
  placedOrder?: { SuccessPath?: unknown } | null;
}

function errorBody(error: unknown): ErrorBodyLike | undefined {
  return error && typeof error === 'object' ? (error as ErrorBodyLike) : undefined;
}

export function placementFailure(error: unknown): PlacementFailure {
  const body = errorBody(error);
  const status = typeof body?.status === 'number' ? body.status : undefined;
  if (status === undefined || status >= 500) return 'retry';
  if (body?.error === 'ORDER_IN_PROGRESS') return 'in-progress';
  if (body?.error === 'PRICE_CHANGED') return 'price-changed';
  if (body?.error === 'ORDER_ALREADY_PLACED') return 'already-placed';
  if (status === 401) return 'signed-out';
  return 'refused';
}

/** The success page of the order an ORDER_ALREADY_PLACED answer names (site-relative), if it names one. */
export function alreadyPlacedPath(error: unknown): string | undefined {
  const path = errorBody(error)?.placedOrder?.SuccessPath;
  return isSiteReturnPath(path) ? path : undefined;
}

/** Whether the next request of this customer must carry a fresh Idempotency-Key. */
export function needsNewAttemptKey(failure: PlacementFailure): boolean {
  return failure === 'price-changed' || failure === 'refused' || failure === 'already-placed';
}

/** A key the API accepts (8–100 letters, digits, - or _), unique per attempt. */
export function newAttemptKey(): string {
  return crypto.randomUUID();
}
