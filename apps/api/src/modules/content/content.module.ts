import { Module } from '@nestjs/common';
import { LocationModule } from '../location/index.js';
import { CrossLinksController } from './cross-links.controller.js';
import { CrossLinksService } from './cross-links.service.js';
import { NewsController } from './news.controller.js';
import { NewsRepository } from './news.repository.js';
import { NewsService } from './news.service.js';

/** Site content: news articles and the cross-links between price and dealer pages. */
@Module({
  imports: [LocationModule],
  controllers: [NewsController, CrossLinksController],
  providers: [NewsRepository, NewsService, CrossLinksService],
})
export class ContentModule {}
