import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { requestIdOf } from '../http/request-id.middleware.js';
import { buildRequestContext, type RequestContext } from './request-context.js';

// Beside the request rather than on `req.user`, which passport's typings claim for their own shape.
const contexts = new WeakMap<Request, RequestContext>();

/** Set by the AuthGuard once it knows the caller, on every route. */
export function setRequestContext(req: Request, ctx: RequestContext): void {
  contexts.set(req, ctx);
}

export function requestContextOf(req: Request): RequestContext {
  const found = contexts.get(req);
  if (found) return found;
  // Only reachable when no guard ran (a route outside Nest's pipeline): an anonymous caller.
  return buildRequestContext({
    requestId: requestIdOf(req),
    countryId: undefined,
    session: undefined,
    providerName: '',
  });
}

/** The request's context: the first argument of every service method that acts for a caller. */
export const Ctx = createParamDecorator((_data: unknown, context: ExecutionContext): RequestContext =>
  requestContextOf(context.switchToHttp().getRequest<Request>()),
);
