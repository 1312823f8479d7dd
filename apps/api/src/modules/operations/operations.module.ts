import { Module } from '@nestjs/common';
import { OffersModule } from '../offers/index.js';
import { CacheAdminController } from './cache-admin.controller.js';
import { CacheAdminService } from './cache-admin.service.js';

/**
 * Running the platform from the back office: the shared cache and the market reload. Owns no table; its own
 * module rather than offers because the cache spans every module's data, and the reload is only a call on
 * offers' MarketRevision.
 */
@Module({ imports: [OffersModule], controllers: [CacheAdminController], providers: [CacheAdminService] })
export class OperationsModule {}
