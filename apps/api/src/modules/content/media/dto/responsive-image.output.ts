import { ApiProperty } from '@nestjs/swagger';
import type { ResponsiveImage } from '@fuel/domain/content';

const SOURCE_TYPES = ['image/avif', 'image/webp'] as const;

export class ResponsiveImageSourceOutput {
  @ApiProperty({ enum: SOURCE_TYPES, example: 'image/avif' })
  type: (typeof SOURCE_TYPES)[number];

  @ApiProperty({
    example: '/media/3f1c…/320.avif 320w, /media/3f1c…/640.avif 640w',
    description: 'The `srcset` of a `<source>`: content-addressed variant paths with their widths',
  })
  srcset: string;
}

/** An image of the media library as pages render it: `<picture>` with AVIF and WebP sources. */
export class ResponsiveImageOutput implements ResponsiveImage {
  @ApiProperty({
    example: '/media/3f1c…/original.jpg',
    description: 'The original (EXIF removed), the fallback `<img src>`',
  })
  src: string;

  @ApiProperty({ example: 1600 })
  width: number;

  @ApiProperty({ example: 900 })
  height: number;

  @ApiProperty({ type: [ResponsiveImageSourceOutput], description: 'AVIF first, then WebP; empty for none' })
  sources: ResponsiveImageSourceOutput[];

  @ApiProperty({ example: 'Verschneites Haus', nullable: true, type: String })
  altText: string | null;
}
