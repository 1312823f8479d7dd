import { type DynamicModule, Module } from '@nestjs/common';
import type { Logger } from 'pino';
import type { AppConfig } from './core/config/app-config.js';
import { AuditModule } from './core/audit/audit.module.js';
import { AuthModule } from './core/auth/auth.module.js';
import { CacheModule } from './core/cache/cache.module.js';
import { ConfigModule } from './core/config/config.module.js';
import { DatabaseModule } from './core/database/database.module.js';
import { EventsModule } from './core/events/events.module.js';
import { JobsModule } from './core/jobs/jobs.module.js';
import { LoggingModule } from './core/logging/logging.module.js';
import { MetricsModule } from './core/metrics/metrics.module.js';
import { RedisModule } from './core/redis/redis.module.js';
import { AccountsModule } from './modules/accounts/accounts.module.js';
import { AdsModule } from './modules/ads/ads.module.js';
import { BackOfficeModule } from './modules/back-office/back-office.module.js';
import { CancellationsModule } from './modules/cancellations/cancellations.module.js';
import { ContentModule } from './modules/content/content.module.js';
import { DealersModule } from './modules/dealers/dealers.module.js';
import { HealthModule } from './modules/health/health.module.js';
import { LeadsModule } from './modules/leads/leads.module.js';
import { ErrorsModule } from './modules/errors/errors.module.js';
import { LocationModule } from './modules/location/location.module.js';
import { MailModule } from './modules/mail/mail.module.js';
import { OffersModule } from './modules/offers/offers.module.js';
import { OperationsModule } from './modules/operations/operations.module.js';
import { OrdersModule } from './modules/orders/orders.module.js';
import { PricesModule } from './modules/prices/prices.module.js';
import { SalesModule } from './modules/sales/sales.module.js';
import { SitemapModule } from './modules/sitemap/sitemap.module.js';
import { StatisticsModule } from './modules/statistics/statistics.module.js';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, logger: Logger): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggingModule.forRoot(logger),
        MetricsModule,
        DatabaseModule,
        AuditModule,
        EventsModule,
        JobsModule,
        RedisModule,
        CacheModule,
        AuthModule,
        HealthModule,
        LocationModule,
        OffersModule,
        PricesModule,
        DealersModule,
        ContentModule,
        SitemapModule,
        MailModule,
        AccountsModule,
        OrdersModule,
        BackOfficeModule,
        CancellationsModule,
        SalesModule,
        StatisticsModule,
        OperationsModule,
        LeadsModule,
        ErrorsModule,
        AdsModule,
      ],
    };
  }
}
