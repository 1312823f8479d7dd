import { applyDecorators, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';

/** What every controller of the account API shares: its tag and the path prefix. */
export function AccountApiController(prefix?: string): ClassDecorator {
  return applyDecorators(ApiTags('account'), prefix === undefined ? Controller() : Controller(prefix));
}
