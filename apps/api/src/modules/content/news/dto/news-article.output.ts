import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ResponsiveImageOutput } from '../../media/dto/responsive-image.output.js';

export class NewsArticleSummaryOutput {
  @ApiProperty({ example: 7 })
  Id: number;

  @ApiProperty({ example: 'heizoelpreise-im-winter-jetzt-vergleichen' })
  ArtikelString: string;

  @ApiProperty({ example: 'Heizölpreise im Winter: Warum sich der Vergleich jetzt lohnt' })
  Title: string;

  @ApiProperty({ example: 'Die Heizperiode ist da …' })
  Teaser: string;

  @ApiPropertyOptional({
    example: '/images/news/heizoel-winter.svg',
    nullable: true,
    type: String,
    description:
      'Image of the article (a library image’s original); null → the site shows its fallback image',
  })
  FilePath: string | null;

  @ApiProperty({
    type: ResponsiveImageOutput,
    nullable: true,
    description:
      'The library image in its responsive variants; null for none or an image outside the library',
  })
  Image: ResponsiveImageOutput | null;

  @ApiPropertyOptional({ example: 'Verschneites Haus', nullable: true, type: String })
  ImageAlt: string | null;

  @ApiProperty({ example: 'Redaktion Heizöl-Marktplatz' })
  Author: string;

  @ApiProperty({ example: false })
  Featured: boolean;

  @ApiProperty({ example: '2026-11-22T06:00:00.000Z' })
  PublishedAt: string;

  @ApiProperty({ example: '2026-11-22T06:00:00.000Z' })
  UpdatedAt: string;

  @ApiProperty({ example: '/news/artikel/heizoelpreise-im-winter-jetzt-vergleichen' })
  Link: string;
}

export class NewsArticleOutput extends NewsArticleSummaryOutput {
  @ApiProperty({ example: '<p>…</p>', description: 'Sanitised HTML (p, h2, ul, li, strong)' })
  Content: string;
}
