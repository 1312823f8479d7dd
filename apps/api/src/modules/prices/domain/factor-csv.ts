import { PRICE_FACTOR_VALUE_SCALE } from '@fuel/db';

export interface FactorValueRow {
  readonly factorId: number;
  /** YYYY-MM-DD */
  readonly date: string;
  /** The value × PRICE_FACTOR_VALUE_SCALE. */
  readonly value: number;
}

export interface CsvLineError {
  /** 1-based line number in the file. */
  readonly line: number;
  readonly message: string;
}

export interface ParsedFactorCsv {
  readonly rows: FactorValueRow[];
  readonly errors: CsvLineError[];
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function isCalendarDate(text: string): boolean {
  if (!ISO_DATE.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/**
 * Parses staff's price factor file: one `date,factorId,value` per line (YYYY-MM-DD, a known factor id, a
 * decimal with a point), an optional header line, blank lines ignored, `;` accepted as separator. Every
 * faulty line is reported; a later line for the same factor and day wins.
 */
export function parseFactorCsv(text: string, knownFactorIds: readonly number[]): ParsedFactorCsv {
  const errors: CsvLineError[] = [];
  const byKey = new Map<string, FactorValueRow>();
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    const trimmed = raw.trim();
    if (trimmed === '') return;
    const cells = trimmed.split(/[,;]/).map((c) => c.trim());
    if (line === 1 && cells[0]?.toLowerCase() === 'date') return;
    if (cells.length !== 3) {
      errors.push({ line, message: 'expected 3 fields: date,factorId,value' });
      return;
    }
    const [date = '', factor = '', value = ''] = cells;
    if (!isCalendarDate(date)) {
      errors.push({ line, message: `date must be YYYY-MM-DD, got "${date}"` });
      return;
    }
    const factorId = /^\d+$/.test(factor) ? Number(factor) : Number.NaN;
    if (!knownFactorIds.includes(factorId)) {
      errors.push({ line, message: `factorId must be one of ${knownFactorIds.join(', ')}, got "${factor}"` });
      return;
    }
    const number = /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : Number.NaN;
    const scaled = Math.round(number * PRICE_FACTOR_VALUE_SCALE);
    if (!Number.isFinite(number) || Math.abs(scaled) > 2_000_000_000) {
      errors.push({ line, message: `value must be a decimal number with a point, got "${value}"` });
      return;
    }
    byKey.set(`${factorId}|${date}`, { factorId, date, value: scaled });
  });
  return { rows: [...byKey.values()], errors };
}
