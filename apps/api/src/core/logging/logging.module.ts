import type { IncomingMessage, ServerResponse } from 'node:http';
import { type DynamicModule, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { Logger } from 'pino';
import { requestIdOf } from '../http/request-id.middleware.js';
import { redactUrl, serializeError } from './log-redaction.js';

@Module({})
export class LoggingModule {
  static forRoot(logger: Logger): DynamicModule {
    return {
      module: LoggingModule,
      imports: [
        LoggerModule.forRoot({
          pinoHttp: {
            logger,
            genReqId: requestIdOf,
            customLogLevel: (_req, res, err) =>
              err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
            autoLogging: { ignore: (req) => req.url === '/api/health' },
            // Keep lines short: headers are noise here and may carry secrets, as may a link's query.
            // Unwrapped, so that the err serializer sees the error itself and not pino's copy of it.
            wrapSerializers: false,
            serializers: {
              req: (req: IncomingMessage & { id?: string; originalUrl?: string }) => ({
                id: req.id,
                method: req.method,
                url: redactUrl(req.originalUrl ?? req.url),
              }),
              res: (res: ServerResponse) => ({ statusCode: res.statusCode }),
              err: serializeError,
            },
          },
        }),
      ],
    };
  }
}
