import { ApiProperty } from '@nestjs/swagger';
import { CONTENT_BLOCK_KEYS, type ContentBlockFormat, type ContentBlockKey } from '@fuel/domain/content';

export class CmsContentBlockOutput {
  @ApiProperty({ enum: CONTENT_BLOCK_KEYS, enumName: 'ContentBlockKey', example: 'home.hero.title' })
  key: ContentBlockKey;

  @ApiProperty({ example: 'Startseite: Überschrift', description: 'German name' })
  name: string;

  @ApiProperty({ description: 'Where the block shows, for the editor' })
  where: string;

  @ApiProperty({ enum: ['plain', 'rich'], enumName: 'ContentBlockFormat' })
  format: ContentBlockFormat;

  @ApiProperty({ example: 120 })
  maxLength: number;

  @ApiProperty({ description: 'Plain blocks: line breaks are kept' })
  multiline: boolean;

  @ApiProperty({
    description: 'What the site shows: the stored text, or the default while the block is empty',
  })
  value: string;

  @ApiProperty({ description: "The site's default (today's text)" })
  defaultValue: string;

  @ApiProperty()
  isDefault: boolean;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'Null while the default shows',
  })
  updatedAt: string | null;
}

export class CmsContentBlockListOutput {
  @ApiProperty({ type: [CmsContentBlockOutput] })
  items: CmsContentBlockOutput[];
}

/** One property per block key, each with its value or default (rich values sanitised). */
export class SiteContentBlockValues implements Record<ContentBlockKey, string> {
  @ApiProperty({ example: 'Heizöl günstig bestellen – Preise vergleichen in Deutschland' })
  'home.hero.title': string;

  @ApiProperty()
  'home.hero.text': string;

  @ApiProperty({ description: 'HTML' })
  'home.trust': string;

  @ApiProperty({ description: 'HTML' })
  'offers.hints': string;

  @ApiProperty()
  'footer.text': string;

  @ApiProperty({ description: 'Line breaks separate lines' })
  'mail.signature': string;
}

export class SiteContentBlocksOutput {
  @ApiProperty({ type: SiteContentBlockValues })
  blocks: SiteContentBlockValues;
}
