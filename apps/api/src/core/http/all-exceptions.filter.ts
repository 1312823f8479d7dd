import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { ErrorCode } from '@fuel/domain';
import { serializeError } from '../logging/log-redaction.js';
import { AppException, type ErrorResponse, errorCodeFor } from './error-response.js';
import { requestIdOf } from './request-id.middleware.js';
import type { ServerErrorRecorder, ServerErrorReport } from './server-error-recorder.js';

interface HttpErrorLike {
  status?: number;
  statusCode?: number;
}

/**
 * The German message of an error the API did not raise itself (Nest's routing, body-parser, a crash): the
 * framework's English text ("Cannot GET /x", "request entity too large") never reaches a page.
 */
const FRAMEWORK_MESSAGES: Readonly<Partial<Record<ErrorCode, string>>> = {
  BAD_REQUEST: 'Die Anfrage konnte nicht gelesen werden.',
  UNAUTHORIZED: 'Bitte melden Sie sich an.',
  FORBIDDEN: 'Dafür fehlt Ihnen die Berechtigung.',
  NOT_FOUND: 'Diese Adresse gibt es nicht.',
  METHOD_NOT_ALLOWED: 'Diese Aktion ist hier nicht möglich.',
  CONFLICT: 'Die Anfrage steht im Widerspruch zum aktuellen Stand. Bitte laden Sie die Seite neu.',
  PAYLOAD_TOO_LARGE: 'Die Anfrage ist zu groß.',
  UNSUPPORTED_MEDIA_TYPE: 'Die Anfrage muss als JSON gesendet werden.',
  UNPROCESSABLE_ENTITY: 'Die Anfrage kann so nicht verarbeitet werden.',
  TOO_MANY_REQUESTS: 'Zu viele Anfragen. Bitte warten Sie einen Moment.',
  SERVICE_UNAVAILABLE: 'Der Dienst ist gerade nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.',
};
const REQUEST_FAILED_MESSAGE = 'Die Anfrage konnte nicht bearbeitet werden.';
const INTERNAL_ERROR_MESSAGE =
  'Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es später noch einmal.';

function frameworkBody(status: number, requestId: string): ErrorResponse {
  const error = errorCodeFor(status);
  const message =
    FRAMEWORK_MESSAGES[error] ??
    (error === 'INTERNAL_ERROR' ? INTERNAL_ERROR_MESSAGE : REQUEST_FAILED_MESSAGE);
  return { status, error, message, requestId };
}

/** A text field of the logged form of an error (serializeError: query parameters and quoted values cut). */
function textField(value: unknown, field: 'type' | 'message' | 'stack'): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const text: unknown = Reflect.get(value, field);
  return typeof text === 'string' ? text : undefined;
}

/** What the error trace keeps of a thrown value: what the log keeps of it. */
function describeFailure(exception: unknown): Pick<ServerErrorReport, 'message' | 'stack'> {
  const logged = serializeError(exception);
  const type = textField(logged, 'type');
  const message = textField(logged, 'message') ?? String(exception);
  return { message: type ? `${type}: ${message}` : message, stack: textField(logged, 'stack') };
}

/**
 * Turns every failure into one JSON shape; unexpected errors are logged and never leak details. Each 5xx goes
 * to the error trace (the recorder, when the application has one) after the answer is written.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  constructor(private readonly recorder?: ServerErrorRecorder) {}

  catch(thrown: unknown, host: ArgumentsHost): void {
    // Nest wraps an error an Express middleware passes on with a status (the body parser's) in an
    // HttpException; one of ours keeps its code and message.
    const exception =
      thrown instanceof HttpException && thrown.cause instanceof AppException ? thrown.cause : thrown;
    const http = host.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    const body = this.toBody(exception, requestIdOf(req));
    // As an `err` field, so the err serializer leaves out what must not be logged: a failed query's
    // parameters (a registration's e-mail and password hash), the values in a database message.
    if (body.status >= 500) this.logger.error({ err: exception }, 'request failed');
    if (!res.headersSent) res.status(body.status).json(body);
    if (body.status >= 500) this.record(exception, req, body);
  }

  /** Never throws: a failure to hand the error on must not turn into a second one. */
  private record(exception: unknown, req: Request, body: ErrorResponse): void {
    if (!this.recorder) return;
    try {
      this.recorder.record({
        ...describeFailure(exception),
        requestId: body.requestId,
        method: req.method,
        path: req.originalUrl,
        status: body.status,
        userAgent: req.headers['user-agent'],
        occurredAt: new Date(),
      });
    } catch (error) {
      this.logger.error({ err: error }, 'the error trace refused a server error');
    }
  }

  private toBody(exception: unknown, requestId: string): ErrorResponse {
    if (exception instanceof AppException) {
      return {
        ...exception.details,
        status: exception.status,
        error: exception.code,
        message: exception.message,
        ...(exception.fieldErrors ? { fieldErrors: exception.fieldErrors } : {}),
        requestId,
      };
    }
    if (exception instanceof HttpException) return frameworkBody(exception.getStatus(), requestId);
    // body-parser and other Express middleware errors carry a 4xx status of their own.
    const like = exception as HttpErrorLike | null;
    const status = like?.status ?? like?.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) return frameworkBody(status, requestId);
    return { status: 500, error: 'INTERNAL_ERROR', message: INTERNAL_ERROR_MESSAGE, requestId };
  }
}
