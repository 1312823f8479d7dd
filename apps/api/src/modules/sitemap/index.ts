// The sitemap module's public surface: only its Nest module (no other module uses its services).
export { SitemapModule } from './sitemap.module.js';
