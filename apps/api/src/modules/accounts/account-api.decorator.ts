import { applyDecorators, Controller } from '@nestjs/common';
import { ApiBadRequestResponse, ApiTags } from '@nestjs/swagger';
import { ErrorResponse } from '../../core/http/error-response.js';

/** What every controller of the account API shares: its tag, the documented 400 and the path prefix. */
export function AccountApiController(prefix?: string): ClassDecorator {
  return applyDecorators(
    ApiTags('account'),
    ApiBadRequestResponse({ type: ErrorResponse, description: 'Invalid input; fieldErrors name the fields' }),
    prefix === undefined ? Controller() : Controller(prefix),
  );
}
