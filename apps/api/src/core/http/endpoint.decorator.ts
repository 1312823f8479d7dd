import { applyDecorators, HttpCode, type Type } from '@nestjs/common';
import { ApiOperation, ApiResponse } from '@nestjs/swagger';
import { ErrorResponse } from './error-response.js';

/** Error answers an operation documents besides 400 (every operation validates its input). */
type ErrorStatus = 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 503;

export interface EndpointOptions {
  readonly operationId: string;
  readonly summary: string;
  readonly description?: string;
  /** The success answer's body: a DTO class, or `[Class]` for a list; omitted when there is no body. */
  readonly ok?: Type | readonly [Type];
  /**
   * Status of the success answer (and of the route): 200 by default, 201 created, 204 without a body, 302
   * a redirect (the handler sets Location).
   */
  readonly status?: 200 | 201 | 204 | 302;
  /** What the success answer means, when the summary does not say it. */
  readonly okDescription?: string;
  /** Further documented errors: status → when it is answered. The body is always ErrorResponse. */
  readonly errors?: Partial<Record<ErrorStatus, string>>;
}

const SUCCESS_DESCRIPTIONS = {
  200: 'Success',
  201: 'Success',
  204: 'Done, no content',
  302: 'Redirect to the Location header',
} as const;

/**
 * One decorator for what every operation documents: its id and summary, the success answer and its status,
 * 400 for bad input and the further error answers, each with the ErrorResponse body. Access is declared
 * beside it (`@Public()`, `@Authenticated()`, `@Permission()`), the route by `@Get()`/`@Post()`.
 */
export function Endpoint(options: EndpointOptions): MethodDecorator {
  const status = options.status ?? 200;
  const decorators: MethodDecorator[] = [
    ApiOperation({
      operationId: options.operationId,
      summary: options.summary,
      ...(options.description ? { description: options.description } : {}),
    }),
    HttpCode(status),
    ApiResponse({
      status,
      description: options.okDescription ?? SUCCESS_DESCRIPTIONS[status],
      ...(options.ok ? bodyOf(options.ok) : {}),
    }),
    ApiResponse({ status: 400, type: ErrorResponse, description: 'Invalid input' }),
    ...Object.entries(options.errors ?? {}).map(([code, description]) =>
      ApiResponse({ status: Number(code), type: ErrorResponse, description }),
    ),
  ];
  return applyDecorators(...decorators);
}

function bodyOf(ok: Type | readonly [Type]): { type: Type; isArray?: true } {
  return isList(ok) ? { type: ok[0], isArray: true } : { type: ok };
}

function isList(ok: Type | readonly [Type]): ok is readonly [Type] {
  return Array.isArray(ok);
}
