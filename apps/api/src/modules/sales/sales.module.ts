import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/index.js';
import { DealersModule } from '../dealers/index.js';
import { SalesController } from './sales.controller.js';
import { SalesRepository } from './sales.repository.js';
import { SalesService } from './sales.service.js';

/**
 * The back office's sales list. Owns dealer_commission; aggregates `order`, `order_cancellation` and `dealer`
 * read-only in the database (see the repository).
 */
@Module({
  imports: [AccountsModule, DealersModule],
  controllers: [SalesController],
  providers: [SalesRepository, SalesService],
})
export class SalesModule {}
