import { ApiProperty } from '@nestjs/swagger';

export class AdvertRowOutput {
  @ApiProperty({ example: 4 })
  id: number;

  @ApiProperty({ example: 'Winteraktion Heizöl' })
  name: string;

  @ApiProperty({ example: 'Mustermann Energie GmbH' })
  advertiser: string;

  @ApiProperty({ type: String, nullable: true, example: 'https://www.example.com/winter' })
  linkUrl: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'advert-4-3f2a9c1b7d0e.css',
    description: 'The current stylesheet, served at /api/iam/content/css/{file}',
  })
  stylesFileName: string | null;

  @ApiProperty({ example: 2, description: 'Campaigns the advert belongs to' })
  campaignCount: number;

  @ApiProperty({ format: 'date-time' })
  updatedAt: string;
}

export class AdvertListOutput {
  @ApiProperty({ type: [AdvertRowOutput], description: 'By name' })
  items: AdvertRowOutput[];
}

export class AdvertCampaignOutput {
  @ApiProperty({ example: 7 })
  id: number;

  @ApiProperty({ example: 'Winter Bayern' })
  name: string;
}

export class AdvertOutput {
  @ApiProperty({ example: 4 })
  id: number;

  @ApiProperty({ example: 'Winteraktion Heizöl' })
  name: string;

  @ApiProperty({ example: 'Mustermann Energie GmbH' })
  advertiser: string;

  @ApiProperty({ description: 'The sanitised HTML as stored' })
  html: string;

  @ApiProperty({ type: String, nullable: true })
  linkUrl: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'advert-4-3f2a9c1b7d0e.css' })
  stylesFileName: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'The current stylesheet as served (scoped)' })
  css: string | null;

  @ApiProperty({ type: [AdvertCampaignOutput], description: 'Campaigns the advert belongs to, by name' })
  campaigns: AdvertCampaignOutput[];

  @ApiProperty({
    description: 'True when this save’s sanitising removed or changed something in the HTML (false on reads)',
  })
  htmlAdjusted: boolean;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt: string;
}

export class AdvertImageOutput {
  @ApiProperty({ example: 12 })
  id: number;

  @ApiProperty({ example: '/media/3f…/original.jpg', description: 'The library path an advert may use' })
  src: string;

  @ApiProperty({ example: 'Tankwagen vor einem Haus', description: 'Alt text (empty when none)' })
  alt: string;

  @ApiProperty({ example: 'Tankwagen', description: 'Title, or the file name' })
  title: string;

  @ApiProperty({ type: Number, nullable: true, example: 1200 })
  width: number | null;

  @ApiProperty({ type: Number, nullable: true, example: 800 })
  height: number | null;
}

export class AdvertImageListOutput {
  @ApiProperty({ type: [AdvertImageOutput], description: 'Newest first' })
  items: AdvertImageOutput[];

  @ApiProperty({ example: 1 })
  page: number;

  @ApiProperty({ example: 3 })
  pageCount: number;
}
