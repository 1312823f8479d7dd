import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CACHE_TTL_SECONDS, type CountryId } from '@fuel/domain';
import { Public } from '../../../core/auth/auth.decorators.js';
import { Endpoint } from '../../../core/http/endpoint.decorator.js';
import { CachedRead } from '../../../core/http/etag.decorator.js';
import { COUNTRY_ID_PARAM, ApiCountryIdParam } from '../../../core/http/id-param.pipe.js';
import { NewsDetailQuery } from './dto/get-news-article.input.js';
import { NewsListQuery } from './dto/list-news-articles.input.js';
import { NewsArticleListOutput } from './dto/news-article-list.output.js';
import { NewsArticleOutput, NewsArticleSummaryOutput } from './dto/news-article.output.js';
import { NewsService } from './news.service.js';

@ApiTags('news')
@ApiCountryIdParam()
@Controller('api/site/:countryId/news-articles')
export class NewsController {
  constructor(private readonly news: NewsService) {}

  @Get()
  @Public()
  @CachedRead(CACHE_TTL_SECONDS.news)
  @Endpoint({
    operationId: 'listNewsArticles',
    summary: 'A page of the news of a site, newest first',
    ok: NewsArticleListOutput,
  })
  list(
    @Param('countryId', COUNTRY_ID_PARAM) countryId: CountryId,
    @Query() query: NewsListQuery,
  ): Promise<NewsArticleListOutput> {
    return this.news.list(countryId, query.page, query.size);
  }

  @Get('featured')
  @Public()
  @CachedRead(CACHE_TTL_SECONDS.news)
  @Endpoint({
    operationId: 'getFeaturedNewsArticle',
    summary: 'The article leading the news page',
    ok: NewsArticleSummaryOutput,
    errors: { 404: 'The site has no news' },
  })
  featured(@Param('countryId', COUNTRY_ID_PARAM) countryId: CountryId): Promise<NewsArticleSummaryOutput> {
    return this.news.featured(countryId);
  }

  @Get('detail')
  @Public()
  @CachedRead(CACHE_TTL_SECONDS.news)
  @Endpoint({
    operationId: 'getNewsArticle',
    summary: 'One article with its content',
    ok: NewsArticleOutput,
    errors: { 404: 'Unknown article' },
  })
  detail(
    @Param('countryId', COUNTRY_ID_PARAM) countryId: CountryId,
    @Query() query: NewsDetailQuery,
  ): Promise<NewsArticleOutput> {
    return this.news.detail(countryId, query.artikelString);
  }
}
