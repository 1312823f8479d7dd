import { Module } from '@nestjs/common';
import { APP_CONFIG } from '../../core/config/config.module.js';
import type { AppConfig } from '../../core/config/app-config.js';
import { LEAD_PARTNER, NoLeadPartner, SandboxLeadPartner } from './partner/lead-partner.js';

/** The consumption guide and its leads (issue #14); tables and calls in the README. */
@Module({
  providers: [
    {
      provide: LEAD_PARTNER,
      inject: [APP_CONFIG],
      // No partner API is connected yet: the sandbox everywhere but in production, which offers no transfer.
      useFactory: (config: AppConfig) =>
        config.nodeEnv === 'production'
          ? new NoLeadPartner()
          : new SandboxLeadPartner(config.leadPartnerCountries),
    },
  ],
})
export class LeadsModule {}
