import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsISO8601, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { JS_ERROR_REPORT_LIMITS as LIMITS } from '@fuel/domain/errors';

/** A 5xx of the web server (its render, a loader, an action), sent by the web server itself. */
export class ServerErrorReportInput {
  @ApiProperty({ description: 'The request’s X-Request-Id', example: '4f6c1a9e-2b7d-4c8e-9f10-1d2e3f4a5b6c' })
  @Matches(/^[\w.-]{1,128}$/, { message: 'Die Request-ID ist ungültig.' })
  requestId: string;

  @ApiProperty({ enum: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] })
  @IsIn(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'], {
    message: 'Die Methode ist ungültig.',
  })
  method: string;

  @ApiProperty({
    maxLength: LIMITS.url,
    description: 'Path and query of the request',
    example: '/bestellung/adresse',
  })
  @IsString({ message: 'Der Pfad muss ein Text sein.' })
  @MaxLength(LIMITS.url, { message: `Der Pfad darf höchstens ${LIMITS.url} Zeichen haben.` })
  path: string;

  @ApiProperty({ minimum: 500, maximum: 599 })
  @IsInt({ message: 'Der Status muss eine ganze Zahl sein.' })
  @Min(500, { message: 'Nur Serverfehler (5xx) werden gemeldet.' })
  @Max(599, { message: 'Nur Serverfehler (5xx) werden gemeldet.' })
  status: number;

  @ApiProperty({ maxLength: LIMITS.message })
  @IsString({ message: 'Die Fehlermeldung muss ein Text sein.' })
  @MaxLength(LIMITS.message, { message: `Die Fehlermeldung darf höchstens ${LIMITS.message} Zeichen haben.` })
  message: string;

  @ApiPropertyOptional({ maxLength: LIMITS.stack })
  @IsOptional()
  @IsString({ message: 'Der Stack muss ein Text sein.' })
  @MaxLength(LIMITS.stack, { message: `Der Stack darf höchstens ${LIMITS.stack} Zeichen haben.` })
  stack?: string;

  @ApiPropertyOptional({ maxLength: LIMITS.userAgent })
  @IsOptional()
  @IsString({ message: 'Der User-Agent muss ein Text sein.' })
  @MaxLength(LIMITS.userAgent, {
    message: `Der User-Agent darf höchstens ${LIMITS.userAgent} Zeichen haben.`,
  })
  userAgent?: string;

  @ApiProperty({ format: 'date-time' })
  @IsISO8601({ strict: true }, { message: 'Bitte geben Sie den Zeitpunkt als ISO-8601-Datum an.' })
  occurredAt: string;
}
