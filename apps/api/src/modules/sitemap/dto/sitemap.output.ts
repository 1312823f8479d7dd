import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export const SITEMAP_TYPES = ['prices', 'dealers', 'news', 'pages'] as const;
export type SitemapType = (typeof SITEMAP_TYPES)[number];

export class SitemapEntryOutput {
  @ApiProperty({ example: '/heizoelpreise/bayern/muenchen/80331', description: 'Site path without prefix' })
  Path: string;

  @ApiPropertyOptional({ example: '2026-11-20T08:00:00.000Z', description: 'Last change, where known' })
  LastModified?: string;
}

export class SitemapOutput {
  @ApiProperty({ enum: SITEMAP_TYPES })
  Type: SitemapType;

  @ApiProperty({ type: [SitemapEntryOutput] })
  Entries: SitemapEntryOutput[];
}
