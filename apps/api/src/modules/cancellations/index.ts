/** The cancellations module's public surface. */
export { CancellationsModule } from './cancellations.module.js';
/** The count of unbooked cancellations (`openCount`) for the console's dashboard. */
export { CancellationsService } from './cancellations.service.js';
