import { Injectable, NotImplementedException } from '@nestjs/common';
import type { JsErrorReportInput } from './dto/js-error-report.input.js';
import type { ServerErrorReportInput } from './dto/server-error-report.input.js';

/** The web server proves it is the web server with the token both are configured with. */
export const ERROR_TRACE_TOKEN_HEADER = 'x-error-trace-token';

/** Records reported errors into their groups. CONTRACT STUB: implemented in #15. */
@Injectable()
export class ErrorTraceService {
  recordJsErrors(_clientAddress: string | undefined, _report: JsErrorReportInput): Promise<void> {
    throw new NotImplementedException();
  }

  recordWebServerError(_token: string | undefined, _report: ServerErrorReportInput): Promise<void> {
    throw new NotImplementedException();
  }
}
