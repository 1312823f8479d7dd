import { Body, Controller, Get, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Permission } from '../../core/auth/auth.decorators.js';
import { Ctx } from '../../core/context/ctx.decorator.js';
import type { RequestContext } from '../../core/context/request-context.js';
import { Endpoint } from '../../core/http/endpoint.decorator.js';
import { CacheAdminService } from './cache-admin.service.js';
import { CacheStatusOutput, PurgeCacheInput, PurgeCacheOutput } from './dto/cache.dto.js';

/** /support/cache (admin): the shared cache's state, purge by prefix, reload the market now. */
@ApiTags('back office')
@Controller('api/support/cache')
export class CacheAdminController {
  constructor(private readonly caches: CacheAdminService) {}

  @Get()
  @Permission('cache.manage')
  @Endpoint({
    operationId: 'getCacheStatus',
    summary: 'The cache backend, whether it is reachable, and the values held per key prefix',
    ok: CacheStatusOutput,
  })
  status(): Promise<CacheStatusOutput> {
    return this.caches.status();
  }

  @Post('purge')
  @Permission('cache.manage')
  @Endpoint({
    operationId: 'purgeCache',
    summary: 'Drops every cached value of one known key prefix (audited)',
    ok: PurgeCacheOutput,
  })
  purge(@Ctx() ctx: RequestContext, @Body() input: PurgeCacheInput): Promise<PurgeCacheOutput> {
    return this.caches.purge(ctx, input.prefix);
  }

  @Post('reload-market')
  @Permission('cache.manage')
  @Endpoint({
    operationId: 'reloadMarket',
    summary: 'Bumps the market revision: every API process reloads its calculator market (audited)',
    status: 204,
  })
  reloadMarket(@Ctx() ctx: RequestContext): Promise<void> {
    return this.caches.reloadMarket(ctx);
  }
}
