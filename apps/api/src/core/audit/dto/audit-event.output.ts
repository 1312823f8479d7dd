import { ApiProperty } from '@nestjs/swagger';

export class AuditEventOutput {
  @ApiProperty()
  id: number;

  @ApiProperty({ format: 'date-time' })
  at: string;

  @ApiProperty({ enum: ['customer', 'dealer', 'staff', 'system'] })
  actorKind: string;

  @ApiProperty({ type: Number, nullable: true })
  actorUserId: number | null;

  @ApiProperty({ type: Number, nullable: true })
  onBehalfOfUserId: number | null;

  @ApiProperty({ example: 'orders.add-note' })
  action: string;

  @ApiProperty({ example: 'order' })
  entityType: string;

  @ApiProperty()
  entityId: string;

  @ApiProperty({ type: 'object', additionalProperties: true, nullable: true })
  before: Record<string, unknown> | null;

  @ApiProperty({ type: 'object', additionalProperties: true, nullable: true })
  after: Record<string, unknown> | null;
}

export class AuditEventPageOutput {
  @ApiProperty({ type: [AuditEventOutput], description: 'Newest first' })
  rows: AuditEventOutput[];

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Pass as `after` for the next page; null on the last',
  })
  nextCursor: string | null;
}
