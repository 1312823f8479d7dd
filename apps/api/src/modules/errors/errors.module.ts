import { Module } from '@nestjs/common';
import { ServerErrorRecorder } from '../../core/http/server-error-recorder.js';
import { SupportErrorsController } from './support/support-errors.controller.js';
import { SupportErrorsRepository } from './support/support-errors.repository.js';
import { SupportErrorsService } from './support/support-errors.service.js';
import { ErrorRetentionJob } from './trace/error-retention.job.js';
import { ErrorTraceController } from './trace/error-trace.controller.js';
import { ErrorTraceRepository } from './trace/error-trace.repository.js';
import { ErrorTraceService } from './trace/error-trace.service.js';
import { SourceMapStore } from './trace/source-map-store.js';

/** The error trace (issue #15): browser errors and server 5xx, grouped, viewed in the back office. */
@Module({
  controllers: [ErrorTraceController, SupportErrorsController],
  providers: [
    ErrorTraceRepository,
    ErrorTraceService,
    SourceMapStore,
    ErrorRetentionJob,
    // The exceptions filter records the API's 5xx through it (bootstrap.ts hands it to the filter).
    { provide: ServerErrorRecorder, useExisting: ErrorTraceService },
    SupportErrorsRepository,
    SupportErrorsService,
  ],
  exports: [SupportErrorsService],
})
export class ErrorsModule {}
