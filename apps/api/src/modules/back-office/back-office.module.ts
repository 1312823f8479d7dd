import { Module } from '@nestjs/common';
import { CancellationsModule } from '../cancellations/index.js';
import { ErrorsModule } from '../errors/index.js';
import { ConsoleController } from './console.controller.js';
import { ConsoleService } from './console.service.js';

/**
 * The back office's console: start page and dashboard. Owns no table; the screens of each capability
 * (users, orders, cancellations, statistics, …) live in that capability's module.
 */
@Module({
  imports: [CancellationsModule, ErrorsModule],
  controllers: [ConsoleController],
  providers: [ConsoleService],
})
export class BackOfficeModule {}
