import { Module } from '@nestjs/common';
import { LocationModule } from '../../location/index.js';
import { AdsCoreModule } from '../ads-core.module.js';
import { AdContentController } from './ad-content.controller.js';
import { AdDeliveryRepository } from './ad-delivery.repository.js';
import { AdDeliveryService } from './ad-delivery.service.js';
import { AdEventsController } from './ad-events.controller.js';
import { AdSlotsController } from './ad-slots.controller.js';

/** The public delivery (spec 2 §7, `/api/iam/...`): slots, adverts, stylesheets, and the counted events. */
@Module({
  imports: [AdsCoreModule, LocationModule],
  controllers: [AdSlotsController, AdContentController, AdEventsController],
  providers: [AdDeliveryRepository, AdDeliveryService],
})
export class AdsDeliveryModule {}
