import { ApiProperty } from '@nestjs/swagger';
import {
  IMAGE_VARIANT_FORMATS,
  MEDIA_KINDS,
  MEDIA_USERS,
  type MediaKind,
  type MediaUser,
} from '@fuel/domain/content';
import { ResponsiveImageOutput } from './responsive-image.output.js';

export class ImageVariantOutput {
  @ApiProperty({ enum: IMAGE_VARIANT_FORMATS, example: 'avif' })
  format: (typeof IMAGE_VARIANT_FORMATS)[number];

  @ApiProperty({ example: 640 })
  width: number;

  @ApiProperty({ example: 360 })
  height: number;

  @ApiProperty({ example: 18_204 })
  bytes: number;

  @ApiProperty({ example: '/media/3f1c…/640.avif' })
  path: string;
}

export class MediaAssetOutput {
  @ApiProperty({ example: 12 })
  id: number;

  @ApiProperty({ example: 3, nullable: true, type: Number })
  folderId: number | null;

  @ApiProperty({ enum: MEDIA_KINDS, example: 'image' })
  kind: MediaKind;

  @ApiProperty({ example: 'tankwagen.jpg', description: 'As uploaded (for the list); never a storage path' })
  fileName: string;

  @ApiProperty({ example: 'image/jpeg', description: 'Sniffed from the content' })
  contentType: string;

  @ApiProperty({ example: 245_120 })
  bytes: number;

  @ApiProperty({ example: '3f1c…', description: 'SHA-256 of the uploaded file (addresses its URLs)' })
  sha256: string;

  @ApiProperty({ example: 1600, nullable: true, type: Number })
  width: number | null;

  @ApiProperty({ example: 900, nullable: true, type: Number })
  height: number | null;

  @ApiProperty({ example: 'Tankwagen vor einem Einfamilienhaus', nullable: true, type: String })
  altText: string | null;

  @ApiProperty({ example: 'Tankwagen', nullable: true, type: String })
  title: string | null;

  @ApiProperty({ example: '/media/3f1c…/original.jpg', description: 'The original, EXIF removed' })
  path: string;

  @ApiProperty({ type: [ImageVariantOutput] })
  variants: ImageVariantOutput[];

  @ApiProperty({ type: ResponsiveImageOutput, nullable: true, description: 'Null for PDFs' })
  image: ResponsiveImageOutput | null;

  @ApiProperty({ example: '2026-11-24T10:00:00.000Z' })
  createdAt: string;
}

export class MediaUsageOutput {
  @ApiProperty({ enum: MEDIA_USERS, example: 'news' })
  user: MediaUser;

  @ApiProperty({ example: '7', description: "The page's or article's id, or a block's `<countryId>:<key>`" })
  userId: string;

  @ApiProperty({ example: 'News: Heizölpreise im Winter' })
  label: string;

  @ApiProperty({ example: '/support/cms/news/7', description: 'Where the back office edits it' })
  link: string;
}

export class MediaAssetDetailOutput extends MediaAssetOutput {
  @ApiProperty({ type: [MediaUsageOutput], description: 'Where it is used (delete is refused while any)' })
  usages: MediaUsageOutput[];
}

export class MediaAssetListOutput {
  @ApiProperty({ type: [MediaAssetOutput] })
  items: MediaAssetOutput[];

  @ApiProperty({ example: 48 })
  total: number;

  @ApiProperty({ example: 1 })
  page: number;

  @ApiProperty({ example: 2 })
  pageCount: number;
}
