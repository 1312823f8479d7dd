/** The operations feature (back-office cache screen): its public surface. */
export { CachePage } from './components/cache-page';
export type { CacheActionResult } from './cache.constant';
