/** The statistics module's public surface. */
export { StatisticsModule } from './statistics.module.js';
