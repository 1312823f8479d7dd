import { createHash } from 'node:crypto';
import {
  applyDecorators,
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  UseInterceptors,
} from '@nestjs/common';
import type { Response } from 'express';
import { map, type Observable } from 'rxjs';
import { PublicCache } from './cache-control.decorator.js';

/**
 * Sets a weak ETag from the JSON body. Express answers 304 itself when the request's If-None-Match
 * matches (res.send checks freshness), so a revalidating browser or CDN gets no body.
 */
@Injectable()
export class ETagInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const response = context.switchToHttp().getResponse<Response>();
    return next.handle().pipe(
      map((body: unknown) => {
        const hash = createHash('sha1')
          .update(JSON.stringify(body) ?? '')
          .digest('base64url');
        response.setHeader('ETag', `W/"${hash}"`);
        return body;
      }),
    );
  }
}

/** For GET answers whose body alone decides their freshness (no per-user content). */
export function ETagged(): MethodDecorator & ClassDecorator {
  return applyDecorators(UseInterceptors(ETagInterceptor));
}

/** A public, shared-cacheable GET answer for `seconds` that revalidates by ETag. */
export function CachedRead(seconds: number): MethodDecorator {
  return applyDecorators(PublicCache(seconds), ETagged());
}
