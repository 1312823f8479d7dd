// The content module's public surface: its Nest module, and the media library's services the ads back office
// uses (images for adverts, where-used of their HTML).
export { ContentModule } from './content.module.js';
export { MediaService } from './media/media.service.js';
export { MediaUsageService } from './media/media-usage.service.js';
