import { Module } from '@nestjs/common';
import { AdsDeliveryModule } from './delivery/ads-delivery.module.js';
import { AdsManagementModule } from './management/ads-management.module.js';

/** Ad slots (issue #17): the delivery API the site's slots call, and the ad managers' back office. */
@Module({ imports: [AdsDeliveryModule, AdsManagementModule] })
export class AdsModule {}
