import { Module } from '@nestjs/common';
import { ContentModule } from '../../content/index.js';
import { AdsCoreModule } from '../ads-core.module.js';
import { AdvertsController } from './adverts/adverts.controller.js';
import { AdvertsRepository } from './adverts/adverts.repository.js';
import { AdvertsService } from './adverts/adverts.service.js';
import { CampaignsController } from './campaigns/campaigns.controller.js';
import { CampaignsRepository } from './campaigns/campaigns.repository.js';
import { CampaignsService } from './campaigns/campaigns.service.js';
import { SlotsController } from './slots/slots.controller.js';
import { SlotsRepository } from './slots/slots.repository.js';
import { SlotsService } from './slots/slots.service.js';

/** The back office of ad managers (`ads.manage`): adverts, campaigns, slots, previews and figures. */
@Module({
  imports: [AdsCoreModule, ContentModule],
  controllers: [AdvertsController, CampaignsController, SlotsController],
  providers: [
    AdvertsRepository,
    AdvertsService,
    CampaignsRepository,
    CampaignsService,
    SlotsRepository,
    SlotsService,
  ],
})
export class AdsManagementModule {}
