import { Global, Module } from '@nestjs/common';
import { JobQueue } from './job-queue.service.js';

/** The job queue (pg-boss); global, so a module registers its jobs without importing this one. */
@Global()
@Module({ providers: [JobQueue], exports: [JobQueue] })
export class JobsModule {}
