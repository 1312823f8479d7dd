import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { ERROR_GROUP_STATUSES, type ErrorGroupStatus } from '@fuel/domain/errors';

/** Resolve a group (its next occurrence reopens it) or reopen it by hand. */
export class SetErrorGroupStatusInput {
  @ApiProperty({ enum: ERROR_GROUP_STATUSES })
  @IsIn(ERROR_GROUP_STATUSES, {
    message: `Der Status muss einer dieser Werte sein: ${ERROR_GROUP_STATUSES.join(', ')}.`,
  })
  status: ErrorGroupStatus;
}
