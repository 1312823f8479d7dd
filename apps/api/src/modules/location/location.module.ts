import { Module } from '@nestjs/common';
import { LocationController } from './location.controller.js';
import { LocationRepository } from './location.repository.js';
import { LocationService } from './location.service.js';
import { PlaceDirectory } from './place-directory.service.js';

/** Postal codes, places and states of the sites; their lookups for other modules go through PlaceDirectory. */
@Module({
  controllers: [LocationController],
  providers: [LocationService, LocationRepository, PlaceDirectory],
  exports: [PlaceDirectory],
})
export class LocationModule {}
