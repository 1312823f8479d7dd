/** A cell of an exported table: text, or a number the spreadsheet may compute with. */
export type ExportCell = string | number;

/**
 * A spreadsheet program runs text starting with = + - @ (or a tab or carriage return) as a formula: such
 * text (a customer's name, a city) is written with a leading apostrophe instead (OWASP's advice).
 */
export function neutralised(cell: ExportCell): ExportCell {
  return typeof cell === 'string' && /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

/**
 * A cell of a CSV file for German Excel: text neutralised, whole numbers as they are, others with two
 * decimals and a decimal comma (3000, 2689,50).
 */
export function germanCsvCell(cell: ExportCell): string {
  if (typeof cell === 'string') return String(neutralised(cell));
  return (Number.isInteger(cell) ? String(cell) : cell.toFixed(2)).replace('.', ',');
}
