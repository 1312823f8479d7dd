import { Module } from '@nestjs/common';
import { SitemapController } from './sitemap.controller.js';
import { SitemapRepository } from './sitemap.repository.js';
import { SitemapService } from './sitemap.service.js';

/** The lists behind the web server's sitemap.xml: price, dealer and branch pages, news articles, CMS pages. */
@Module({
  controllers: [SitemapController],
  providers: [SitemapRepository, SitemapService],
})
export class SitemapModule {}
