import 'reflect-metadata';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { NestFactory } from '@nestjs/core';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import cookieParser from 'cookie-parser';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import type { Logger as PinoLogger } from 'pino';
import { AppModule } from './app.module.js';
import type { AppConfig } from './core/config/app-config.js';
import { AllExceptionsFilter } from './core/http/all-exceptions.filter.js';
import { ErrorResponse } from './core/http/error-response.js';
import { jsonBodyParser } from './core/http/json-body.parser.js';
import { jsonOnlyMiddleware } from './core/http/json-only.middleware.js';
import { nulByteMiddleware } from './core/http/nul-byte.middleware.js';
import { requestIdMiddleware } from './core/http/request-id.middleware.js';
import { ServerErrorRecorder } from './core/http/server-error-recorder.js';
import { createValidationPipe } from './core/http/validation.js';
import { HttpMetrics } from './core/metrics/http-metrics.js';

const DOCS_PATH = 'api/docs';

/** Builds the configured Nest application without listening: used by main, the OpenAPI emitter and tests. */
export async function createApp(config: AppConfig, logger: PinoLogger): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, logger), {
    bufferLogs: true,
    bodyParser: false,
  });
  app.useLogger(app.get(Logger));
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  // Express would hash every body, POST answers included; endpoints that can use ETags set them themselves.
  app.set('etag', false);
  // First, so the request's time covers everything after it, and every answer counts (GET /metrics).
  app.use(app.get(HttpMetrics).middleware);
  app.use(requestIdMiddleware);
  app.use(securityHeaders());
  // Session, refresh and CSRF cookies (core/auth/auth-cookies.ts).
  app.use(cookieParser());
  // JSON only (no form bodies: see jsonOnlyMiddleware), nesting and NUL checked before anything reads it.
  app.use(jsonOnlyMiddleware);
  app.use(jsonBodyParser());
  app.use(nulByteMiddleware);
  app.useGlobalPipes(createValidationPipe());
  // Every 5xx also goes to the error trace (the errors module's recorder).
  app.useGlobalFilters(new AllExceptionsFilter(app.get(ServerErrorRecorder)));
  SwaggerModule.setup(DOCS_PATH, app, buildOpenApiDocument(app), {
    jsonDocumentUrl: 'api/openapi.json',
    raw: ['json'],
  });
  return app;
}

export function buildOpenApiDocument(app: NestExpressApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Fuel marketplace API')
    .setDescription(
      'Price comparison and ordering of heating oil, diesel, wood pellets and AdBlue in DE, AT and CH.',
    )
    .setVersion('1')
    .addBearerAuth()
    .build();
  return SwaggerModule.createDocument(app, config, { extraModels: [ErrorResponse] });
}

/** Strict headers everywhere; Swagger UI alone needs its inline bootstrap script. */
function securityHeaders() {
  const strict = helmet();
  const docs = helmet({ contentSecurityPolicy: false });
  return (req: Request, res: Response, next: NextFunction) =>
    (req.path.startsWith(`/${DOCS_PATH}`) ? docs : strict)(req, res, next);
}
