/**
 * Codes the API gives only to errors it did not raise itself (derived from the HTTP status: framework, body
 * parser, crashes); their message is generic, so a page says something fitting instead. Every other code
 * comes with a German message written for the user.
 */
export const GENERIC_ERROR_CODES = [
  'BAD_REQUEST',
  'METHOD_NOT_ALLOWED',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNPROCESSABLE_ENTITY',
  'SERVICE_UNAVAILABLE',
  'REQUEST_FAILED',
  'INTERNAL_ERROR',
] as const;

/**
 * Every `error` code an API error body can carry (the `ErrorResponse.error` enum of the OpenAPI document).
 * The API raises only these (`AppException` takes an `ErrorCode`); the web has a German text for each.
 */
export const ERROR_CODES = [
  // Input and lookup
  'VALIDATION_FAILED',
  'NOT_FOUND',
  'UNSUPPORTED_MEDIA_TYPE',
  // Access and sessions
  'UNAUTHORIZED',
  'FORBIDDEN',
  'CSRF_FAILED',
  'TOO_MANY_REQUESTS',
  'INVALID_CREDENTIALS',
  'INVALID_REFRESH_TOKEN',
  'REFRESH_TOKEN_REUSED',
  'REFRESH_CONFLICT',
  'ACCOUNT_LOCKED',
  'NO_DEALER',
  'IMPERSONATION_FORBIDDEN',
  'NOT_IMPERSONATING',
  // Accounts and e-mailed links
  'EMAIL_TAKEN',
  'ALREADY_CONFIRMED',
  /** What only a registered account has (roles, password, address change): a guest has none. */
  'GUEST_ACCOUNT',
  /** The last admin account keeps its admin role. */
  'LAST_ADMIN',
  'TOKEN_INVALID',
  'TOKEN_USED',
  'TOKEN_EXPIRED',
  'LINK_EXPIRED',
  // Orders
  'NO_ORDER_IN_PROGRESS',
  'ORDER_CHANGED',
  'ORDER_IN_PROGRESS',
  'ORDER_ALREADY_PLACED',
  'STEP_NOT_REACHABLE',
  'QUOTE_EXPIRED',
  'PRICE_CHANGED',
  'DEALER_NOT_AVAILABLE',
  'IDEMPOTENCY_KEY_REUSED',
  'PAYMENT_DECLINED',
  'PAYMENT_PROVIDER_UNAVAILABLE',
  'INVALID_TRANSITION',
  'WITHDRAWAL_PERIOD_OVER',
  'ALREADY_RATED',
  'EXPORT_NOT_READY',
  // Pages and news (issue #16)
  'STALE_DRAFT',
  'PATH_TAKEN',
  'BROKEN_LINKS',
  'GONE',
  // Leads
  'PARTNER_NOT_SERVING',
  'PARTNER_UNAVAILABLE',
  // Media library (issue #16)
  'MEDIA_IN_USE',
  'MEDIA_TOO_LARGE',
  'FOLDER_NOT_EMPTY',
  // Ad slots (issue #17)
  'AD_SLOT_KEY_TAKEN',
  'AD_SLOT_IN_USE',
  'AD_CAMPAIGN_HAS_FIGURES',
  'AD_ADVERT_IN_USE',
  ...GENERIC_ERROR_CODES,
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
