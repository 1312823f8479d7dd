import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import {
  ERROR_GROUP_SORTS,
  ERROR_GROUP_STATUSES,
  ERROR_SOURCES,
  type ErrorGroupSort,
  type ErrorGroupStatus,
  type ErrorSource,
} from '@fuel/domain/errors';
import { CursorField, PageNumberField } from '../../../../core/http/field.decorators.js';

/** The error trace's group list: open groups by last seen unless asked otherwise. */
export class ErrorGroupSearchQuery {
  @ApiPropertyOptional({ enum: ERROR_GROUP_STATUSES, description: 'Left out: open and resolved' })
  @IsOptional()
  @IsIn(ERROR_GROUP_STATUSES, {
    message: `Der Status muss einer dieser Werte sein: ${ERROR_GROUP_STATUSES.join(', ')}.`,
  })
  status?: ErrorGroupStatus;

  @ApiPropertyOptional({ enum: ERROR_SOURCES })
  @IsOptional()
  @IsIn(ERROR_SOURCES, { message: `Die Quelle muss einer dieser Werte sein: ${ERROR_SOURCES.join(', ')}.` })
  source?: ErrorSource;

  @ApiPropertyOptional({ enum: ERROR_GROUP_SORTS, default: 'lastSeen' })
  @IsOptional()
  @IsIn(ERROR_GROUP_SORTS, {
    message: `Die Sortierung muss einer dieser Werte sein: ${ERROR_GROUP_SORTS.join(', ')}.`,
  })
  sort?: ErrorGroupSort;

  @PageNumberField(1000)
  page?: number;
}

/** A group's occurrences, newest first. */
export class ErrorOccurrenceQuery {
  @CursorField('serial')
  after?: string;
}
