import { ApiProperty, ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import { IsIn, IsOptional, MaxLength } from 'class-validator';
import { Type } from 'class-transformer';
import { COUNTRY_IDS, type CountryId } from '@fuel/domain';
import { PAGE_KINDS, PUBLICATION_STATES, type PageKind, type PublicationState } from '@fuel/domain/content';
import { PageContentOutput } from './page-content.output.js';

/** A page in the back office's tree. */
export class CmsPageRowOutput {
  @ApiProperty({ example: 3 })
  id: number;

  @ApiProperty({ example: null, nullable: true, type: Number })
  parentId: number | null;

  @ApiProperty({ enum: PAGE_KINDS, example: 'imprint' })
  kind: PageKind;

  @ApiProperty({ example: 'impressum' })
  slug: string;

  @ApiProperty({ example: '/impressum' })
  path: string;

  @ApiProperty({ type: [Number], enum: COUNTRY_IDS, example: [1, 2, 3] })
  countryIds: CountryId[];

  @ApiProperty({ example: 0 })
  sortOrder: number;

  @ApiProperty({ enum: PUBLICATION_STATES, example: 'published' })
  state: PublicationState;

  @ApiProperty({ example: 'Impressum', description: 'The draft’s title, else the published one' })
  title: string;

  @ApiProperty({ example: false, description: 'A saved draft differs from the published version' })
  hasDraft: boolean;

  @ApiProperty({ example: null, nullable: true, type: String, format: 'date-time' })
  scheduledAt: string | null;

  @ApiProperty({ example: '2026-11-24T10:15:00.000Z', nullable: true, type: String, format: 'date-time' })
  publishedAt: string | null;

  @ApiProperty({ example: '2026-11-24T10:15:00.000Z', format: 'date-time' })
  updatedAt: string;
}

export class CmsPageListOutput {
  @ApiProperty({
    type: [CmsPageRowOutput],
    description: 'Tree order: each page after its parent, siblings by sortOrder',
  })
  items: CmsPageRowOutput[];
}

/** A page with its published version and the draft the editor works on. */
export class CmsPageOutput extends OmitType(CmsPageRowOutput, ['title', 'updatedAt'] as const) {
  @ApiProperty({
    type: PageContentOutput,
    nullable: true,
    description: 'What the sites show; null before the first publication',
  })
  published: PageContentOutput | null;

  @ApiProperty({
    type: PageContentOutput,
    description: 'The saved draft, or a copy of the published version',
  })
  draft: PageContentOutput;

  @ApiProperty({ example: '2026-11-20T08:00:00.000Z', format: 'date-time' })
  createdAt: string;

  @ApiProperty({
    example: '2026-11-24T10:15:00.000Z',
    format: 'date-time',
    description: 'Send it back as expectedUpdatedAt when saving',
  })
  updatedAt: string;

  @ApiProperty({
    type: [String],
    example: ['/info-center/gibt-es-nicht'],
    description: 'Internal links of the draft to no published page (publishing refuses them)',
  })
  brokenLinks: string[];
}

export class CmsPagesQuery {
  @ApiPropertyOptional({ enum: COUNTRY_IDS, example: 1, description: 'Pages on this site' })
  @IsOptional()
  @Type(() => Number)
  @IsIn(COUNTRY_IDS, { message: 'Die Website muss 1 (Deutschland), 2 (Österreich) oder 3 (Schweiz) sein.' })
  countryId?: CountryId;

  @ApiPropertyOptional({ enum: PAGE_KINDS })
  @IsOptional()
  @IsIn(PAGE_KINDS, { message: `Die Seitenart muss eine dieser sein: ${PAGE_KINDS.join(', ')}.` })
  kind?: PageKind;

  @ApiPropertyOptional({ enum: PUBLICATION_STATES })
  @IsOptional()
  @IsIn(PUBLICATION_STATES, {
    message: `Der Status muss einer dieser sein: ${PUBLICATION_STATES.join(', ')}.`,
  })
  state?: PublicationState;

  @ApiPropertyOptional({ example: 'impressum', description: 'Part of the title or path' })
  @IsOptional()
  @MaxLength(100, { message: 'Der Suchbegriff darf höchstens 100 Zeichen lang sein.' })
  q?: string;
}
