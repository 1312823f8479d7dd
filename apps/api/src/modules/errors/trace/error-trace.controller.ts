import { Body, Controller, Headers, Post, Req, UseInterceptors } from '@nestjs/common';
import { ApiHeader, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '../../../core/auth/auth.decorators.js';
import { RetryAfterInterceptor } from '../../../core/auth/retry-after.interceptor.js';
import { Endpoint } from '../../../core/http/endpoint.decorator.js';
import { JsErrorReportInput } from './dto/js-error-report.input.js';
import { ServerErrorReportInput } from './dto/server-error-report.input.js';
import { ERROR_TRACE_TOKEN_HEADER, ErrorTraceService } from './error-trace.service.js';

/** Where errors are reported: the browser's (spec 2 §7) and the web server's 5xx. */
@ApiTags('error-trace')
@Controller('api/error-trace')
export class ErrorTraceController {
  constructor(private readonly trace: ErrorTraceService) {}

  @Post('js-error')
  @Public()
  @Endpoint({
    operationId: 'reportJsError',
    summary:
      "The browser's JavaScript errors of one page view, sent after a navigation and when the page is left " +
      '(spec 2 §7); each error is scrubbed of personal data, source-mapped and grouped',
    status: 204,
    errors: { 413: 'Body too large', 429: 'Too many reports from this address' },
  })
  @UseInterceptors(RetryAfterInterceptor)
  reportJsError(@Req() req: Request, @Body() report: JsErrorReportInput): Promise<void> {
    return this.trace.recordJsErrors(req.ip, report);
  }

  @Post('server-error')
  @Public()
  @Endpoint({
    operationId: 'reportServerError',
    summary: 'A 5xx of the web server, sent by the web server with the shared ERROR_TRACE_TOKEN',
    status: 204,
    errors: { 401: 'Missing or wrong token (or none configured)' },
  })
  @ApiHeader({ name: ERROR_TRACE_TOKEN_HEADER, required: true })
  reportServerError(
    @Headers(ERROR_TRACE_TOKEN_HEADER) token: string | undefined,
    @Body() report: ServerErrorReportInput,
  ): Promise<void> {
    return this.trace.recordWebServerError(token, report);
  }
}
