import { Injectable } from '@nestjs/common';
import { notFound } from '../../../core/http/not-found.js';
import { CmsNewsRepository } from '../news/cms-news.repository.js';
import { draftNews } from '../news/cms-news.service.js';
import { NewsService } from '../news/news.service.js';
import { CmsPagesRepository } from '../pages/cms-pages.repository.js';
import { draftContent } from '../pages/page-versions.js';
import { SitePagesService } from '../pages/site-pages.service.js';
import type { CmsPreviewOutput } from './dto/preview.output.js';
import { PreviewTokenService } from './preview-token.service.js';

function previewNotFound() {
  return notFound('Dieser Vorschau-Link ist ungültig oder abgelaufen.', 'token');
}

/** What a preview link shows: the current draft (not the version of when the link was made). */
@Injectable()
export class CmsPreviewService {
  constructor(
    private readonly tokens: PreviewTokenService,
    private readonly pages: CmsPagesRepository,
    private readonly sitePages: SitePagesService,
    private readonly newsArticles: CmsNewsRepository,
    private readonly news: NewsService,
  ) {}

  async preview(token: string): Promise<CmsPreviewOutput> {
    const grant = this.tokens.verify(token);
    if (!grant) throw previewNotFound();
    if (grant.entity === 'page') {
      const row = await this.pages.byId(grant.id);
      const countryId = row?.countryIds[0];
      if (!row || countryId === undefined) throw previewNotFound();
      return {
        entity: 'page',
        countryId,
        page: await this.sitePages.draftView(countryId, row, draftContent(row)),
      };
    }
    const row = await this.newsArticles.byId(grant.id);
    if (!row) throw previewNotFound();
    return { entity: 'news', countryId: row.countryId, news: await this.news.draftView(row, draftNews(row)) };
  }
}
