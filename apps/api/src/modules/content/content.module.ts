import { Module } from '@nestjs/common';
import { LocationModule } from '../location/index.js';
import { CrossLinksController } from './cross-links.controller.js';
import { CrossLinksService } from './cross-links.service.js';
import { MediaImagesService } from './media/media-images.service.js';
import { MediaUsageRepository } from './media/media-usage.repository.js';
import { MediaUsageService } from './media/media-usage.service.js';
import { MediaRepository } from './media/media.repository.js';
import { NewsController } from './news.controller.js';
import { NewsRepository } from './news.repository.js';
import { NewsService } from './news.service.js';
import { RevisionsRepository } from './revisions/revisions.repository.js';

/**
 * Site content (issue #16): CMS pages, news, content blocks, site notices, revisions and the media library,
 * and the cross-links between price and dealer pages.
 */
@Module({
  imports: [LocationModule],
  controllers: [NewsController, CrossLinksController],
  providers: [
    NewsRepository,
    NewsService,
    CrossLinksService,
    RevisionsRepository,
    MediaUsageRepository,
    MediaUsageService,
    MediaRepository,
    MediaImagesService,
  ],
})
export class ContentModule {}
