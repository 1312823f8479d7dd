import { Module } from '@nestjs/common';
import { ContentModule } from '../../content/index.js';
import { AdsCoreModule } from '../ads-core.module.js';

/** The back office of ad managers (`ads.manage`): adverts, campaigns, slots, previews and figures. */
@Module({
  imports: [AdsCoreModule, ContentModule],
  controllers: [],
  providers: [],
})
export class AdsManagementModule {}
