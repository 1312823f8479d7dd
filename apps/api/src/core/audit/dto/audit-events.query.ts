import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsOptional, Matches } from 'class-validator';
import { CursorField, DayField, IsDatabaseId } from '../../http/field.decorators.js';

export class AuditEventsQuery {
  @ApiPropertyOptional({ description: 'The acting user' })
  @IsOptional()
  @Type(() => Number)
  @IsDatabaseId('Die Benutzernummer')
  actorUserId?: number;

  @ApiPropertyOptional({ example: 'order' })
  @IsOptional()
  @Matches(/^[a-z_]{1,40}$/, { message: 'Die Objektart ist ungültig.' })
  entityType?: string;

  @ApiPropertyOptional({ example: '42' })
  @IsOptional()
  @Matches(/^[\w-]{1,64}$/, { message: 'Die Objektnummer ist ungültig.' })
  entityId?: string;

  @ApiPropertyOptional({ example: 'orders.add-note' })
  @IsOptional()
  @Matches(/^[a-z-]{1,40}\.[a-z-]{1,40}$/, { message: 'Die Aktion ist ungültig.' })
  action?: string;

  @DayField()
  from?: string;

  @DayField()
  to?: string;

  @CursorField()
  after?: string;
}
