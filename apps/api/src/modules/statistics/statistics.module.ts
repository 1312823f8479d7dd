import { Module } from '@nestjs/common';
import { PeriodStatisticController } from './period-statistic.controller.js';
import { PeriodStatisticRepository } from './period-statistic.repository.js';
import { PeriodStatisticService } from './period-statistic.service.js';

/** The back office's statistics. Owns no table: it aggregates the orders module's `order` read-only. */
@Module({
  controllers: [PeriodStatisticController],
  providers: [PeriodStatisticService, PeriodStatisticRepository],
})
export class StatisticsModule {}
