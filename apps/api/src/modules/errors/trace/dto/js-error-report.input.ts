import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsInt,
  IsISO8601,
  IsOptional,
  IsString,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { JS_ERROR_REPORT_LIMITS as LIMITS, type JsError, type JsErrorReport } from '@fuel/domain/errors';

const WHEN_MESSAGE = 'Bitte geben Sie den Zeitpunkt als ISO-8601-Datum an.';

/** One error as the browser caught it (spec 2 §3). */
export class JsErrorInput implements JsError {
  @ApiProperty({
    maxLength: LIMITS.message,
    example: "Cannot read properties of undefined (reading 'price')",
  })
  @IsString({ message: 'Die Fehlermeldung muss ein Text sein.' })
  @MaxLength(LIMITS.message, { message: `Die Fehlermeldung darf höchstens ${LIMITS.message} Zeichen haben.` })
  message: string;

  @ApiPropertyOptional({ maxLength: LIMITS.url, example: 'https://heizoel.example.de/assets/root-Bx3f9a.js' })
  @IsOptional()
  @IsString({ message: 'Die Skriptadresse muss ein Text sein.' })
  @MaxLength(LIMITS.url, { message: `Die Skriptadresse darf höchstens ${LIMITS.url} Zeichen haben.` })
  filename?: string;

  @ApiPropertyOptional({ minimum: 0 })
  @IsOptional()
  @IsInt({ message: 'Die Zeile muss eine ganze Zahl sein.' })
  @Min(0, { message: 'Die Zeile darf nicht negativ sein.' })
  lineno?: number;

  @ApiPropertyOptional({ minimum: 0 })
  @IsOptional()
  @IsInt({ message: 'Die Spalte muss eine ganze Zahl sein.' })
  @Min(0, { message: 'Die Spalte darf nicht negativ sein.' })
  colno?: number;

  @ApiPropertyOptional({ maxLength: LIMITS.stack })
  @IsOptional()
  @IsString({ message: 'Der Stack muss ein Text sein.' })
  @MaxLength(LIMITS.stack, { message: `Der Stack darf höchstens ${LIMITS.stack} Zeichen haben.` })
  stack?: string;

  @ApiProperty({ format: 'date-time' })
  @IsISO8601({ strict: true }, { message: WHEN_MESSAGE })
  time: string;
}

/** The browser's report of one page view's errors (spec 2 §3, §7). */
export class JsErrorReportInput implements JsErrorReport {
  @ApiProperty({ maxLength: LIMITS.userAgent })
  @IsString({ message: 'Der User-Agent muss ein Text sein.' })
  @MaxLength(LIMITS.userAgent, {
    message: `Der User-Agent darf höchstens ${LIMITS.userAgent} Zeichen haben.`,
  })
  userAgent: string;

  @ApiProperty({ format: 'date-time' })
  @IsISO8601({ strict: true }, { message: WHEN_MESSAGE })
  timeStart: string;

  @ApiProperty({ format: 'date-time' })
  @IsISO8601({ strict: true }, { message: WHEN_MESSAGE })
  timeEnd: string;

  @ApiProperty({ maxLength: LIMITS.url, example: 'https://heizoel.example.de/bestellung/adresse' })
  @IsString({ message: 'Die Seitenadresse muss ein Text sein.' })
  @MaxLength(LIMITS.url, { message: `Die Seitenadresse darf höchstens ${LIMITS.url} Zeichen haben.` })
  href: string;

  @ApiProperty({ type: [JsErrorInput], maxItems: LIMITS.errors })
  @IsArray({ message: 'Die Fehler müssen eine Liste sein.' })
  @ArrayMaxSize(LIMITS.errors, { message: `Ein Bericht darf höchstens ${LIMITS.errors} Fehler enthalten.` })
  @ValidateNested({ each: true })
  @Type(() => JsErrorInput)
  errors: JsErrorInput[];
}
