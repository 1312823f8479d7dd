/** The errors module's public surface. */
export { ErrorsModule } from './errors.module.js';
export { SupportErrorsService } from './support/support-errors.service.js';
export { NewErrorGroupsOutput } from './support/dto/error-group.output.js';
