import { sql } from 'drizzle-orm';
import type { Database } from '@fuel/db';
import { affectedRows } from '../bulk-insert.util.js';

/** A column and the SQL type its JSON text is cast to (with 'date', which bulkInsert lacks). */
export interface TypedColumn {
  readonly name: string;
  readonly type: 'date' | 'smallint' | 'integer' | 'text' | 'boolean';
}

/**
 * Inserts rows column-wise: each column travels as one PostgreSQL array literal and `unnest` zips them
 * back into rows (cheaper to parse than JSON). Rows clashing on `conflict` are skipped; returns the
 * number inserted. Values must be numbers, booleans or plain strings without quotes, commas or braces.
 */
export async function insertColumnwise(
  db: Database,
  table: string,
  columns: readonly TypedColumn[],
  rows: readonly (readonly (string | number | boolean)[])[],
  conflict: readonly string[],
  chunk = 50_000,
): Promise<number> {
  const names = columns.map((c) => `"${c.name}"`).join(', ');
  const target = conflict.map((c) => `"${c}"`).join(', ');
  let inserted = 0;
  for (let start = 0; start < rows.length; start += chunk) {
    const part = rows.slice(start, start + chunk);
    const arrays = columns.map((c, i) => {
      const literal = `{${part.map((row) => arrayItem(row[i])).join(',')}}`;
      return sql`${literal}${sql.raw(`::${c.type}[]`)}`;
    });
    const result = await db.execute(
      sql`${sql.raw(`INSERT INTO "${table}" (${names}) SELECT * FROM unnest(`)}${sql.join(arrays, sql`, `)}${sql.raw(`) ON CONFLICT (${target}) DO NOTHING`)}`,
    );
    inserted += affectedRows(result);
  }
  return inserted;
}

function arrayItem(value: string | number | boolean | undefined): string {
  if (value === undefined) return 'NULL';
  // The empty string must be quoted in an array literal; other values are plain tokens.
  return value === '' ? '""' : String(value);
}
