import { Module } from '@nestjs/common';
import { CancellationsController } from './cancellations.controller.js';
import { CancellationsRepository } from './cancellations.repository.js';
import { CancellationsService } from './cancellations.service.js';

/**
 * Cancellation management of the back office. Owns order_cancellation and order_cancellation_comment; reads
 * orders, their events, dealers and users by a read-only join (see the repository).
 */
@Module({
  controllers: [CancellationsController],
  providers: [CancellationsRepository, CancellationsService],
  exports: [CancellationsService],
})
export class CancellationsModule {}
