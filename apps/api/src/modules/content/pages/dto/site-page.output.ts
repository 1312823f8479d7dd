import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, Matches, MaxLength } from 'class-validator';
import { PAGE_KINDS, type PageKind } from '@fuel/domain/content';

export class SitePageChildOutput {
  @ApiProperty({ example: '/info-center/lieferung' })
  path: string;

  @ApiProperty({ example: 'So läuft die Lieferung ab' })
  title: string;

  @ApiProperty({ example: 'Vom Liefertermin bis zum Lieferschein' })
  description: string;
}

/** A published page as a site shows it. */
export class SitePageOutput {
  @ApiProperty({ example: 3 })
  id: number;

  @ApiProperty({ enum: PAGE_KINDS, example: 'imprint' })
  kind: PageKind;

  @ApiProperty({ example: '/impressum' })
  path: string;

  @ApiProperty({ example: 'Impressum' })
  title: string;

  @ApiProperty({ example: 'Wer hinter dem Heizöl-Marktplatz steht' })
  description: string;

  @ApiProperty({ example: '<h2>Anbieter</h2><p>…</p>', description: 'Sanitised HTML' })
  body: string;

  @ApiProperty({ example: 'Impressum', description: 'The title when none was set' })
  seoTitle: string;

  @ApiProperty({
    example: 'Wer hinter dem Heizöl-Marktplatz steht',
    description: 'The description when none was set',
  })
  seoDescription: string;

  @ApiProperty({ example: false })
  noIndex: boolean;

  @ApiProperty({ example: '2026-11-24T10:15:00.000Z', format: 'date-time' })
  updatedAt: string;

  @ApiProperty({ type: [SitePageChildOutput], description: 'Published child pages, in their order' })
  children: SitePageChildOutput[];
}

export class SitePageListItemOutput {
  @ApiProperty({ example: 3 })
  id: number;

  @ApiProperty({ enum: PAGE_KINDS, example: 'imprint' })
  kind: PageKind;

  @ApiProperty({ example: '/impressum' })
  path: string;

  @ApiProperty({ example: 'Impressum' })
  title: string;

  @ApiProperty({ example: '2026-11-24T10:15:00.000Z', format: 'date-time' })
  updatedAt: string;

  @ApiProperty({ example: false })
  noIndex: boolean;
}

export class SitePageListOutput {
  @ApiProperty({ type: [SitePageListItemOutput], description: 'Published pages of the site in tree order' })
  items: SitePageListItemOutput[];
}

export class SitePageQuery {
  @ApiProperty({ example: '/impressum', description: 'Path of the page on its site' })
  @MaxLength(400, { message: 'Der Seitenpfad darf höchstens 400 Zeichen lang sein.' })
  @Matches(/^\/[a-z0-9/-]*$/, {
    message: 'Der Seitenpfad muss mit / beginnen und darf nur Kleinbuchstaben, Ziffern, / und - enthalten.',
  })
  path: string;
}

export class SitePagesQuery {
  @ApiPropertyOptional({ enum: PAGE_KINDS, description: 'Only pages of this kind' })
  @IsOptional()
  @IsIn(PAGE_KINDS, { message: `Die Seitenart muss eine dieser sein: ${PAGE_KINDS.join(', ')}.` })
  kind?: PageKind;
}
