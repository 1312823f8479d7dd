import { Module } from '@nestjs/common';
import { AdsCoreModule } from '../ads-core.module.js';

/** The public delivery (spec 2 §7, `/api/iam/...`): slots, adverts, stylesheets, and the counted events. */
@Module({
  imports: [AdsCoreModule],
  controllers: [],
  providers: [],
})
export class AdsDeliveryModule {}
