import { Module } from '@nestjs/common';
import { SupportErrorsController } from './support/support-errors.controller.js';
import { SupportErrorsRepository } from './support/support-errors.repository.js';
import { SupportErrorsService } from './support/support-errors.service.js';
import { ErrorTraceController } from './trace/error-trace.controller.js';
import { ErrorTraceRepository } from './trace/error-trace.repository.js';
import { ErrorTraceService } from './trace/error-trace.service.js';

/** The error trace (issue #15): browser errors and server 5xx, grouped, viewed in the back office. */
@Module({
  controllers: [ErrorTraceController, SupportErrorsController],
  providers: [ErrorTraceRepository, ErrorTraceService, SupportErrorsRepository, SupportErrorsService],
  exports: [SupportErrorsService],
})
export class ErrorsModule {}
