export { loadStatistics } from './statistics.server';
