import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { COUNTRY_IDS, type CountryId } from '@fuel/domain';
import { REVISED_ENTITIES, type RevisedEntity } from '@fuel/domain/content';
import { NewsArticleOutput } from '../../news/dto/news-article.output.js';
import { SitePageOutput } from '../../pages/dto/site-page.output.js';

export class PreviewLinkOutput {
  @ApiProperty({
    example: '/vorschau/page.3.1764000000.Zm9v…',
    description: 'Site path of the private preview',
  })
  url: string;

  @ApiProperty({ example: '2026-11-25T10:15:00.000Z', format: 'date-time' })
  expiresAt: string;
}

/** The current draft behind a preview link, shaped as the site's public call answers it. */
export class CmsPreviewOutput {
  @ApiProperty({ enum: REVISED_ENTITIES, example: 'page' })
  entity: RevisedEntity;

  @ApiProperty({ enum: COUNTRY_IDS, example: 1, description: 'The site to render it on' })
  countryId: CountryId;

  @ApiPropertyOptional({ type: SitePageOutput })
  page?: SitePageOutput;

  @ApiPropertyOptional({ type: NewsArticleOutput })
  news?: NewsArticleOutput;
}
