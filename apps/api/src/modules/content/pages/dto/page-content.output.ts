import { ApiProperty } from '@nestjs/swagger';
import type { PageContent } from '@fuel/domain/content';

/** A version of a page (published, draft or revision); the body sanitised. */
export class PageContentOutput implements PageContent {
  @ApiProperty({ example: 'Impressum' })
  title: string;

  @ApiProperty({ example: 'Wer hinter dem Heizöl-Marktplatz steht' })
  description: string;

  @ApiProperty({ example: '<h2>Anbieter</h2><p>…</p>' })
  body: string;

  @ApiProperty({ example: '' })
  seoTitle: string;

  @ApiProperty({ example: '' })
  seoDescription: string;

  @ApiProperty({ example: false })
  noIndex: boolean;
}
