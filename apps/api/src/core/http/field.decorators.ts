import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Matches, Max, Min, ValidateBy } from 'class-validator';
import { isKeysetCursor } from '../database/keyset-page.js';
import { IsCalendarDate } from './calendar-date.validator.js';

/** The largest value of PostgreSQL's integer column: a larger id is refused with 400 rather than by the database. */
export const MAX_DATABASE_ID = 2_147_483_647;

/** Applies the decorators as if stacked above the property (bottom-up), so messages keep their order. */
function stacked(...decorators: PropertyDecorator[]): PropertyDecorator {
  return applyDecorators(...decorators.reverse());
}

/**
 * The validation of a database id (a positive integer column), named in German by `subject`, e.g.
 * `IsDatabaseId('Die Händlernummer')`. A query field also needs `@Type(() => Number)`.
 */
export function IsDatabaseId(subject: string): PropertyDecorator {
  const notAnId = `${subject} muss eine ganze Zahl sein.`;
  return stacked(
    IsInt({ message: notAnId }),
    Min(1, { message: notAnId }),
    Max(MAX_DATABASE_ID, { message: `${subject} ist zu groß.` }),
  );
}

/** A calendar day (YYYY-MM-DD) that exists, for the period filters of the back office's lists. */
export function DayField(options: { required?: boolean; example?: string } = {}): PropertyDecorator {
  const doc = { format: 'date', example: options.example ?? '2026-11-01' };
  return stacked(
    ...(options.required ? [ApiProperty(doc)] : [ApiPropertyOptional(doc), IsOptional()]),
    IsCalendarDate({ message: 'Bitte geben Sie das Datum als JJJJ-MM-TT an.' }),
  );
}

/**
 * The 1-based page of a list (`?page=`), defaulting to the property's initial value. One message for every
 * way of being wrong (`zwei`, `0`, `1.5`, too large): a list's page needs no three reasons.
 */
export function PageNumberField(max = 10_000): PropertyDecorator {
  const message = `Die Seitenzahl muss eine ganze Zahl von 1 bis ${max.toLocaleString('de-DE')} sein.`;
  return stacked(
    ApiPropertyOptional({ example: 1, default: 1, minimum: 1, maximum: max }),
    IsOptional(),
    Type(() => Number),
    ValidateBy(
      {
        name: 'isPageNumber',
        validator: {
          validate: (value: unknown) =>
            Number.isInteger(value) && (value as number) >= 1 && (value as number) <= max,
        },
      },
      { message },
    ),
  );
}

/** An instant with its zone (`2026-12-01T00:00:00+01:00` or `…Z`): what the back office's site-time inputs send. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
const INSTANT_MESSAGE = 'Bitte geben Sie den Zeitpunkt mit Datum, Uhrzeit und Zeitzone an.';

/**
 * A start or end of a period. Optional ends are nullable (`description` says what null means); the DTO's
 * class-level checks compare them.
 */
export function InstantField(
  options: { required: true } | { required: false; description: string },
): PropertyDecorator {
  const doc = { format: 'date-time', example: '2026-12-01T00:00:00+01:00' };
  return stacked(
    ...(options.required
      ? [ApiProperty(doc)]
      : [
          ApiPropertyOptional({ ...doc, type: String, nullable: true, description: options.description }),
          IsOptional(),
        ]),
    IsString({ message: INSTANT_MESSAGE }),
    Matches(INSTANT, { message: INSTANT_MESSAGE }),
  );
}

/** The cursor of the last row shown (the page's `nextCursor`, see keyset-page.ts); `uuid` for uuid keys. */
export function CursorField(key: 'serial' | 'uuid' = 'serial'): PropertyDecorator {
  return stacked(
    ApiPropertyOptional({ description: "The previous page's nextCursor" }),
    IsOptional(),
    ValidateBy(
      { name: 'isKeysetCursor', validator: { validate: (value): boolean => isKeysetCursor(value, key) } },
      { message: 'Der Seitenzeiger ist ungültig.' },
    ),
  );
}
