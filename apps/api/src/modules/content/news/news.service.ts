import { Injectable } from '@nestjs/common';
import { CACHE_TTL_SECONDS, type CountryId } from '@fuel/domain';
import { CacheService } from '../../../core/cache/cache.service.js';
import { notFound } from '../../../core/http/not-found.js';
import type { NewsArticleListOutput } from './dto/news-article-list.output.js';
import type { NewsArticleOutput, NewsArticleSummaryOutput } from './dto/news-article.output.js';
import { type NewsArticleRow, NewsRepository } from './news.repository.js';
import type { NewsContent } from '@fuel/domain/content';
import { sanitizeRichText } from '../domain/rich-text.js';
import type { ResponsiveImageOutput } from '../media/dto/responsive-image.output.js';
import { MediaImagesService } from '../media/media-images.service.js';

const NEWS_ARTICLE_ROOT = '/news/artikel';

type Images = ReadonlyMap<number, ResponsiveImageOutput>;

function toSummary(row: NewsArticleRow, images: Images): NewsArticleSummaryOutput {
  const image = row.imageId === null ? undefined : images.get(row.imageId);
  return {
    Id: row.id,
    ArtikelString: row.slug,
    Title: row.title,
    Teaser: row.teaser,
    FilePath: image?.src ?? row.filePath,
    Image: image ?? null,
    ImageAlt: row.imageAlt ?? image?.altText ?? null,
    Author: row.author,
    Featured: row.featured,
    // The site lists published articles only, which have their time.
    PublishedAt: (row.publishedAt ?? row.createdAt).toISOString(),
    UpdatedAt: row.updatedAt.toISOString(),
    Link: `${NEWS_ARTICLE_ROOT}/${row.slug}`,
  };
}

/** News of a site: pages newest first, the featured article and single articles. */
@Injectable()
export class NewsService {
  constructor(
    private readonly repository: NewsRepository,
    private readonly cache: CacheService,
    private readonly images: MediaImagesService,
  ) {}

  private imagesOf(rows: readonly NewsArticleRow[]): Promise<Images> {
    return this.images.responsive(rows.flatMap((row) => (row.imageId === null ? [] : [row.imageId])));
  }

  /** A page past the last one is empty (the page then answers 404 itself). */
  list(countryId: CountryId, page: number, size: number): Promise<NewsArticleListOutput> {
    return this.cache.wrap(`news:list:${countryId}:${page}:${size}`, CACHE_TTL_SECONDS.news, async () => {
      const [rows, total] = await Promise.all([
        this.repository.page(countryId, (page - 1) * size, size),
        this.repository.total(countryId),
      ]);
      const images = await this.imagesOf(rows);
      return {
        Items: rows.map((row) => toSummary(row, images)),
        Total: total,
        Page: page,
        Size: size,
        PageCount: Math.ceil(total / size),
      };
    });
  }

  /** The newest featured article; without one the newest article leads. */
  featured(countryId: CountryId): Promise<NewsArticleSummaryOutput> {
    return this.cache.wrap(`news:featured:${countryId}`, CACHE_TTL_SECONDS.news, async () => {
      const row =
        (await this.repository.newestFeatured(countryId)) ?? (await this.repository.page(countryId, 0, 1))[0];
      if (!row) throw notFound('Auf dieser Seite gibt es noch keine Nachrichten.', 'countryId');
      return toSummary(row, await this.imagesOf([row]));
    });
  }

  detail(countryId: CountryId, slug: string): Promise<NewsArticleOutput> {
    return this.cache.wrap(`news:detail:${countryId}:${slug}`, CACHE_TTL_SECONDS.news, async () => {
      const row = await this.repository.bySlug(countryId, slug);
      if (!row) throw notFound('Diesen Artikel gibt es auf dieser Seite nicht.', 'artikelString');
      return { ...toSummary(row, await this.imagesOf([row])), Content: sanitizeRichText(row.content) };
    });
  }

  /** An article's draft as the site would show it (the preview). */
  async draftView(row: NewsArticleRow, draft: NewsContent): Promise<NewsArticleOutput> {
    const shown: NewsArticleRow = {
      ...row,
      title: draft.title,
      teaser: draft.teaser,
      author: draft.author,
      featured: draft.featured,
      imageId: draft.imageId,
      imageAlt: draft.imageAlt,
      filePath: draft.imageId === row.imageId ? row.filePath : null,
    };
    return { ...toSummary(shown, await this.imagesOf([shown])), Content: sanitizeRichText(draft.body) };
  }
}
