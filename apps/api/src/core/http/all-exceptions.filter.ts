import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { requestIdOf } from './request-id.middleware.js';
import { AppException, type ErrorResponse, errorCodeFor } from './error-response.js';

interface HttpErrorLike {
  status?: number;
  statusCode?: number;
  expose?: boolean;
  message?: string;
}

/** Turns every failure into one JSON shape; unexpected errors are logged and never leak details. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

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
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      return { status, error: errorCodeFor(status), message: messageOf(exception), requestId };
    }
    // body-parser and other Express middleware errors carry a 4xx status of their own.
    const like = exception as HttpErrorLike | null;
    const status = like?.status ?? like?.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const message = like?.expose && like.message ? like.message : 'The request could not be read';
      return { status, error: errorCodeFor(status), message, requestId };
    }
    return { status: 500, error: 'INTERNAL_ERROR', message: 'An unexpected error occurred', requestId };
  }
}

function messageOf(exception: HttpException): string {
  const response = exception.getResponse();
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (Array.isArray(message)) return message.join('; ');
  return typeof message === 'string' ? message : exception.message;
}
