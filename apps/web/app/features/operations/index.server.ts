export { cacheAction, loadCachePage } from './cache.server';
