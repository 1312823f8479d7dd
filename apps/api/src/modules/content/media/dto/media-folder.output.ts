import { ApiProperty } from '@nestjs/swagger';

export class MediaFolderOutput {
  @ApiProperty({ example: 3 })
  id: number;

  @ApiProperty({ example: null, nullable: true, type: Number })
  parentId: number | null;

  @ApiProperty({ example: 'News-Bilder' })
  name: string;

  @ApiProperty({ example: 12, description: 'Files directly in it' })
  assetCount: number;
}

export class MediaFolderListOutput {
  @ApiProperty({ type: [MediaFolderOutput], description: 'By name' })
  items: MediaFolderOutput[];
}
