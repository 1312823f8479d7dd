import { applyDecorators, Header } from '@nestjs/common';

/** Public, shared-cacheable answer for `seconds` (the spec's cache times). */
export function PublicCache(seconds: number): MethodDecorator {
  return applyDecorators(Header('Cache-Control', `public, max-age=${seconds}`));
}
