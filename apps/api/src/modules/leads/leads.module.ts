import { Module } from '@nestjs/common';
import { APP_CONFIG } from '../../core/config/config.module.js';
import type { AppConfig } from '../../core/config/app-config.js';
import { LocationModule } from '../location/index.js';
import { MailModule } from '../mail/index.js';
import { OffersModule } from '../offers/index.js';
import { ConsumptionComparisonService } from './guide/consumption-comparison.service.js';
import { GuidesController } from './guide/guides.controller.js';
import { GuidesRepository } from './guide/guides.repository.js';
import { GuidesService } from './guide/guides.service.js';
import { LEAD_PARTNER, NoLeadPartner, SandboxLeadPartner } from './partner/lead-partner.js';
import { PartnerAvailabilityController } from './partner/partner-availability.controller.js';
import { PartnerAvailabilityService } from './partner/partner-availability.service.js';
import { LeadRequestsController } from './requests/lead-requests.controller.js';
import { LeadRequestsRepository } from './requests/lead-requests.repository.js';
import { LeadRequestsService } from './requests/lead-requests.service.js';
import { LeadRetentionJob } from './requests/lead-retention.job.js';
import { LeadTransferService } from './requests/lead-transfer.service.js';
import { SupportLeadsController } from './support/support-leads.controller.js';
import { SupportLeadsRepository } from './support/support-leads.repository.js';
import { SupportLeadsService } from './support/support-leads.service.js';

/** The consumption guide and its leads (issue #14); tables and calls in the README. */
@Module({
  imports: [LocationModule, OffersModule, MailModule],
  controllers: [
    GuidesController,
    PartnerAvailabilityController,
    LeadRequestsController,
    SupportLeadsController,
  ],
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
    GuidesRepository,
    GuidesService,
    ConsumptionComparisonService,
    PartnerAvailabilityService,
    LeadRequestsRepository,
    LeadRequestsService,
    LeadTransferService,
    LeadRetentionJob,
    SupportLeadsRepository,
    SupportLeadsService,
  ],
})
export class LeadsModule {}
