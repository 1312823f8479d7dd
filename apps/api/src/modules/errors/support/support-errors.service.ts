import { HttpStatus, Injectable, NotImplementedException } from '@nestjs/common';
import type { ErrorGroupStatus } from '@fuel/domain/errors';
import type { RequestContext } from '../../../core/context/request-context.js';
import { AppException } from '../../../core/http/error-response.js';
import type { ErrorGroupSearchQuery, ErrorOccurrenceQuery } from './dto/error-group-search.query.js';
import type {
  ErrorGroupDetailsOutput,
  ErrorGroupPageOutput,
  ErrorGroupRowOutput,
  ErrorOccurrencePageOutput,
  NewErrorGroupsOutput,
} from './dto/error-group.output.js';

export function errorGroupNotFound(): AppException {
  return new AppException(HttpStatus.NOT_FOUND, 'NOT_FOUND', 'Diese Fehlergruppe gibt es nicht.');
}

/** The back office's error trace: groups, their occurrences, resolving. CONTRACT STUB: implemented in #15. */
@Injectable()
export class SupportErrorsService {
  search(_query: ErrorGroupSearchQuery): Promise<ErrorGroupPageOutput> {
    throw new NotImplementedException();
  }

  details(_groupId: number): Promise<ErrorGroupDetailsOutput> {
    throw new NotImplementedException();
  }

  occurrences(_groupId: number, _query: ErrorOccurrenceQuery): Promise<ErrorOccurrencePageOutput> {
    throw new NotImplementedException();
  }

  setStatus(_ctx: RequestContext, _groupId: number, _status: ErrorGroupStatus): Promise<ErrorGroupRowOutput> {
    throw new NotImplementedException();
  }

  /** The dashboard's section: groups first seen in the last 24 hours. */
  newGroups(_now: Date): Promise<NewErrorGroupsOutput> {
    throw new NotImplementedException();
  }
}
