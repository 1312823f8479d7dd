import { Controller, Get, Param, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { CACHE_TTL_SECONDS, type CountryId } from '@fuel/domain';
import { Public } from '../../core/auth/auth.decorators.js';
import { ErrorResponse } from '../../core/http/error-response.js';
import { CachedRead } from '../../core/http/etag.decorator.js';
import { COUNTRY_ID_PARAM } from '../../core/http/id-param.pipe.js';
import { NewsDetailQuery, NewsListQuery } from './dto/content-queries.input.js';
import { NewsArticleListOutput, NewsArticleOutput, NewsArticleSummaryOutput } from './dto/content.output.js';
import { NewsService } from './news.service.js';

@ApiTags('news')
@ApiBadRequestResponse({ type: ErrorResponse })
@ApiParam({ name: 'countryId', enum: [1, 2, 3] })
@Controller('api/site/:countryId/news-articles')
export class NewsController {
  constructor(private readonly news: NewsService) {}

  @Get()
  @Public()
  @CachedRead(CACHE_TTL_SECONDS.news)
  @ApiOperation({ operationId: 'listNewsArticles', summary: 'A page of the news of a site, newest first' })
  @ApiOkResponse({ type: NewsArticleListOutput })
  list(
    @Param('countryId', COUNTRY_ID_PARAM) countryId: CountryId,
    @Query() query: NewsListQuery,
  ): Promise<NewsArticleListOutput> {
    return this.news.list(countryId, query.page, query.size);
  }

  @Get('featured')
  @Public()
  @CachedRead(CACHE_TTL_SECONDS.news)
  @ApiOperation({ operationId: 'getFeaturedNewsArticle', summary: 'The article leading the news page' })
  @ApiOkResponse({ type: NewsArticleSummaryOutput })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'The site has no news' })
  featured(@Param('countryId', COUNTRY_ID_PARAM) countryId: CountryId): Promise<NewsArticleSummaryOutput> {
    return this.news.featured(countryId);
  }

  @Get('detail')
  @Public()
  @CachedRead(CACHE_TTL_SECONDS.news)
  @ApiOperation({ operationId: 'getNewsArticle', summary: 'One article with its content' })
  @ApiOkResponse({ type: NewsArticleOutput })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'Unknown article' })
  detail(
    @Param('countryId', COUNTRY_ID_PARAM) countryId: CountryId,
    @Query() query: NewsDetailQuery,
  ): Promise<NewsArticleOutput> {
    return this.news.detail(countryId, query.artikelString);
  }
}
