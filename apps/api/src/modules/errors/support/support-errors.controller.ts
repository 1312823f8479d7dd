import { Body, Controller, Get, Param, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Permission } from '../../../core/auth/auth.decorators.js';
import { Ctx } from '../../../core/context/ctx.decorator.js';
import type { RequestContext } from '../../../core/context/request-context.js';
import { databaseIdPipe } from '../../../core/http/database-id.pipe.js';
import { Endpoint } from '../../../core/http/endpoint.decorator.js';
import { ErrorGroupSearchQuery, ErrorOccurrenceQuery } from './dto/error-group-search.query.js';
import {
  ErrorGroupDetailsOutput,
  ErrorGroupPageOutput,
  ErrorGroupRowOutput,
  ErrorOccurrencePageOutput,
} from './dto/error-group.output.js';
import { SetErrorGroupStatusInput } from './dto/set-error-group-status.input.js';
import { errorGroupNotFound, SupportErrorsService } from './support-errors.service.js';

/** An id that cannot be a group's is a group that does not exist. */
const GROUP_ID_PIPE = databaseIdPipe(errorGroupNotFound);

/** The error trace in the back office (`errors.manage`; admin holds every permission). */
@ApiTags('support')
@Controller('api/support/errors')
export class SupportErrorsController {
  constructor(private readonly errors: SupportErrorsService) {}

  @Get()
  @Permission('errors.manage')
  @Endpoint({
    operationId: 'searchErrorGroups',
    summary: 'Error groups by status and source, sorted by last seen or by count, 50 a page',
    ok: ErrorGroupPageOutput,
  })
  search(@Query() query: ErrorGroupSearchQuery): Promise<ErrorGroupPageOutput> {
    return this.errors.search(query);
  }

  @Get(':groupId')
  @Permission('errors.manage')
  @Endpoint({
    operationId: 'getErrorGroup',
    summary: 'An error group with its browsers, URLs and sites over the kept occurrences',
    ok: ErrorGroupDetailsOutput,
    errors: { 404: 'No such group' },
  })
  details(@Param('groupId', GROUP_ID_PIPE) groupId: number): Promise<ErrorGroupDetailsOutput> {
    return this.errors.details(groupId);
  }

  @Get(':groupId/occurrences')
  @Permission('errors.manage')
  @Endpoint({
    operationId: 'listErrorOccurrences',
    summary: "A group's occurrences, newest first, 20 a page, each with its mapped stack",
    ok: ErrorOccurrencePageOutput,
    errors: { 404: 'No such group' },
  })
  occurrences(
    @Param('groupId', GROUP_ID_PIPE) groupId: number,
    @Query() query: ErrorOccurrenceQuery,
  ): Promise<ErrorOccurrencePageOutput> {
    return this.errors.occurrences(groupId, query);
  }

  @Put(':groupId/status')
  @Permission('errors.manage')
  @Endpoint({
    operationId: 'setErrorGroupStatus',
    summary: 'Marks a group resolved (its next occurrence reopens it) or open again; audited',
    ok: ErrorGroupRowOutput,
    errors: { 404: 'No such group' },
  })
  setStatus(
    @Ctx() ctx: RequestContext,
    @Param('groupId', GROUP_ID_PIPE) groupId: number,
    @Body() input: SetErrorGroupStatusInput,
  ): Promise<ErrorGroupRowOutput> {
    return this.errors.setStatus(ctx, groupId, input.status);
  }
}
