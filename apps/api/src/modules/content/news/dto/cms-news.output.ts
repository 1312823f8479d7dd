import { ApiProperty, OmitType } from '@nestjs/swagger';
import { COUNTRY_IDS, type CountryId } from '@fuel/domain';
import { PUBLICATION_STATES, type NewsContent, type PublicationState } from '@fuel/domain/content';
import { ResponsiveImageOutput } from '../../media/dto/responsive-image.output.js';

export class NewsContentOutput implements NewsContent {
  @ApiProperty({ example: 'Heizölpreise im Winter' })
  title: string;

  @ApiProperty({ example: 'Die Heizperiode ist da …' })
  teaser: string;

  @ApiProperty({ example: '<p>…</p>', description: 'Sanitised HTML' })
  body: string;

  @ApiProperty({ example: 'Redaktion Heizöl-Marktplatz' })
  author: string;

  @ApiProperty({ example: false })
  featured: boolean;

  @ApiProperty({ example: null, nullable: true, type: Number })
  imageId: number | null;

  @ApiProperty({ example: null, nullable: true, type: String })
  imageAlt: string | null;
}

export class CmsNewsRowOutput {
  @ApiProperty({ example: 7 })
  id: number;

  @ApiProperty({ enum: COUNTRY_IDS, example: 1 })
  countryId: CountryId;

  @ApiProperty({ example: 'heizoelpreise-im-winter' })
  slug: string;

  @ApiProperty({ enum: PUBLICATION_STATES, example: 'published' })
  state: PublicationState;

  @ApiProperty({
    example: 'Heizölpreise im Winter',
    description: 'The draft’s title, else the published one',
  })
  title: string;

  @ApiProperty({ example: false })
  featured: boolean;

  @ApiProperty({ example: false })
  hasDraft: boolean;

  @ApiProperty({ example: '2026-11-22T06:00:00.000Z', nullable: true, type: String, format: 'date-time' })
  publishedAt: string | null;

  @ApiProperty({ example: null, nullable: true, type: String, format: 'date-time' })
  scheduledAt: string | null;

  @ApiProperty({ example: '2026-11-22T06:00:00.000Z', format: 'date-time' })
  updatedAt: string;
}

export class CmsNewsListOutput {
  @ApiProperty({ type: [CmsNewsRowOutput], description: 'Last changed first' })
  items: CmsNewsRowOutput[];

  @ApiProperty({ example: 39 })
  total: number;

  @ApiProperty({ example: 1 })
  page: number;

  @ApiProperty({ example: 1 })
  pageCount: number;
}

/** An article with its published version and the draft the editor works on. */
export class CmsNewsOutput extends OmitType(CmsNewsRowOutput, ['title', 'featured', 'updatedAt'] as const) {
  @ApiProperty({
    type: NewsContentOutput,
    nullable: true,
    description: 'What the site shows; null before the first publication',
  })
  published: NewsContentOutput | null;

  @ApiProperty({
    type: NewsContentOutput,
    description: 'The saved draft, or a copy of the published version',
  })
  draft: NewsContentOutput;

  @ApiProperty({ example: '2026-11-20T08:00:00.000Z', format: 'date-time' })
  createdAt: string;

  @ApiProperty({
    example: '2026-11-22T06:00:00.000Z',
    format: 'date-time',
    description: 'Send it back as expectedUpdatedAt',
  })
  updatedAt: string;

  @ApiProperty({ type: ResponsiveImageOutput, nullable: true, description: 'The draft’s library image' })
  image: ResponsiveImageOutput | null;

  @ApiProperty({
    type: [String],
    example: [],
    description: 'Internal links of the draft to no published page',
  })
  brokenLinks: string[];
}
