import { ApiProperty } from '@nestjs/swagger';
import { REVISION_ACTIONS, type RevisionAction } from '@fuel/domain/content';

export class RevisionOutput {
  @ApiProperty({ example: 42 })
  id: number;

  @ApiProperty({ enum: REVISION_ACTIONS, example: 'save' })
  action: RevisionAction;

  @ApiProperty({ example: '2026-11-24T10:15:00.000Z' })
  createdAt: string;

  @ApiProperty({
    example: 'Erika Redakteurin',
    nullable: true,
    type: String,
    description: 'Who wrote it; null for scheduled publishing, the seed or a deleted account',
  })
  createdByName: string | null;

  @ApiProperty({ example: 'Impressum', description: 'The title of that version' })
  title: string;
}

/** A page's or article's revisions, newest first (at most REVISION_LIST_LIMIT). */
export class RevisionListOutput {
  @ApiProperty({ type: [RevisionOutput] })
  items: RevisionOutput[];
}
