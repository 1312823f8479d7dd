import { ValidateBy, type ValidationOptions, buildMessage } from 'class-validator';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'YYYY-MM-DD' naming a day that exists: 2026-02-28 is one, 2026-02-31 and 2026-13-01 are not. */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const utc = new Date(Date.UTC(year, month, day));
  return utc.getUTCFullYear() === year && utc.getUTCMonth() === month && utc.getUTCDate() === day;
}

/**
 * A date field of the API. A pattern alone lets 2026-02-31 through, which JavaScript rolls over to March
 * and PostgreSQL refuses (a 500); every date input uses this instead.
 */
export function IsCalendarDate(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isCalendarDate',
      validator: {
        validate: (value): boolean => isCalendarDate(value),
        defaultMessage: buildMessage(
          (each) => `${each}$property must be a calendar date written YYYY-MM-DD`,
          options,
        ),
      },
    },
    options,
  );
}
