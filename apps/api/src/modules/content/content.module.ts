import { Module } from '@nestjs/common';
import { LocationModule } from '../location/index.js';
import { MailModule } from '../mail/index.js';
import { BlocksController } from './blocks/blocks.controller.js';
import { BlocksRepository } from './blocks/blocks.repository.js';
import { BlocksService } from './blocks/blocks.service.js';
import { SiteBlocksController } from './blocks/site-blocks.controller.js';
import { CrossLinksController } from './cross-links.controller.js';
import { CrossLinksService } from './cross-links.service.js';
import { MediaFilesController } from './media/media-files.controller.js';
import { MediaFoldersController } from './media/media-folders.controller.js';
import { MediaFoldersService } from './media/media-folders.service.js';
import { MediaImagesService } from './media/media-images.service.js';
import { MediaUploadInterceptor } from './media/media-upload.interceptor.js';
import { MediaUsageRepository } from './media/media-usage.repository.js';
import { MediaUsageService } from './media/media-usage.service.js';
import { MediaController } from './media/media.controller.js';
import { MediaRepository } from './media/media.repository.js';
import { MediaService } from './media/media.service.js';
import { mediaStorageProvider } from './media/storage/media-storage.provider.js';
import { NewsController } from './news/news.controller.js';
import { NewsRepository } from './news/news.repository.js';
import { NewsService } from './news/news.service.js';
import { CmsNewsController } from './news/cms-news.controller.js';
import { CmsNewsRepository } from './news/cms-news.repository.js';
import { CmsNewsService } from './news/cms-news.service.js';
import { CmsPagesController } from './pages/cms-pages.controller.js';
import { CmsPagesRepository } from './pages/cms-pages.repository.js';
import { CmsPagesService } from './pages/cms-pages.service.js';
import { SitePagesController } from './pages/site-pages.controller.js';
import { SitePagesService } from './pages/site-pages.service.js';
import { CmsPreviewController } from './publishing/cms-preview.controller.js';
import { CmsPreviewService } from './publishing/cms-preview.service.js';
import { ContentCacheService } from './publishing/content-cache.service.js';
import { ContentPublishJob } from './publishing/content-publish.job.js';
import { LinkCheckService } from './publishing/link-check.service.js';
import { PreviewTokenService } from './publishing/preview-token.service.js';
import { PublicationFlow } from './publishing/publication-flow.service.js';
import { NoticesController } from './notices/notices.controller.js';
import { NoticesRepository } from './notices/notices.repository.js';
import { NoticesService } from './notices/notices.service.js';
import { SiteNoticesController } from './notices/site-notices.controller.js';
import { RevisionsRepository } from './revisions/revisions.repository.js';
import { RevisionsService } from './revisions/revisions.service.js';

/**
 * Site content (issue #16): CMS pages, news, content blocks, site notices, revisions and the media library,
 * and the cross-links between price and dealer pages.
 */
@Module({
  imports: [LocationModule, MailModule],
  controllers: [
    NewsController,
    CrossLinksController,
    BlocksController,
    SiteBlocksController,
    NoticesController,
    SiteNoticesController,
    CmsPagesController,
    SitePagesController,
    CmsNewsController,
    CmsPreviewController,
    MediaController,
    MediaFoldersController,
    MediaFilesController,
  ],
  providers: [
    NewsRepository,
    NewsService,
    CrossLinksService,
    RevisionsRepository,
    RevisionsService,
    CmsPagesRepository,
    CmsPagesService,
    SitePagesService,
    CmsNewsRepository,
    CmsNewsService,
    CmsPreviewService,
    ContentCacheService,
    ContentPublishJob,
    LinkCheckService,
    PreviewTokenService,
    PublicationFlow,
    MediaUsageRepository,
    MediaUsageService,
    BlocksRepository,
    BlocksService,
    NoticesRepository,
    NoticesService,
    MediaRepository,
    MediaImagesService,
    MediaService,
    MediaFoldersService,
    MediaUploadInterceptor,
    mediaStorageProvider,
  ],
  // The ads back office offers library images to adverts and records where they are used.
  exports: [MediaService, MediaUsageService],
})
export class ContentModule {}
