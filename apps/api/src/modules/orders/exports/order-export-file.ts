import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import type { OrderExportFormat } from '@fuel/db';
import { type ExportCell, germanCsvCell, neutralised } from '../../../core/http/spreadsheet-cell.js';

export const ORDER_EXPORT_COLUMNS = [
  'Bestellnummer',
  'Bestellt am',
  'Land',
  'Händler',
  'Kunde',
  'E-Mail',
  'PLZ',
  'Ort',
  'Produkt',
  'Menge',
  'Gesamtpreis brutto',
  'Währung',
  'Zahlungsart',
  'Status',
] as const;

export const ORDER_EXPORT_CONTENT_TYPES: Readonly<Record<OrderExportFormat, string>> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Rows appended batch by batch to a file, so no export ever holds more than one batch in memory. */
export interface ExportFileWriter {
  append(rows: readonly (readonly ExportCell[])[]): Promise<void>;
  close(): Promise<void>;
}

export async function openExportFile(path: string, format: OrderExportFormat): Promise<ExportFileWriter> {
  const writer = format === 'csv' ? csvWriter(path) : xlsxWriter(path);
  await writer.append([ORDER_EXPORT_COLUMNS]);
  return writer;
}

/**
 * Semicolon-separated with decimal commas and a byte-order mark: what a German Excel opens by double click
 * with umlauts intact.
 */
function csvWriter(path: string): ExportFileWriter {
  const file = createWriteStream(path);
  file.write('\uFEFF');
  return {
    async append(rows) {
      const text = stringify(
        rows.map((row) => row.map(germanCsvCell)),
        { delimiter: ';', record_delimiter: 'windows' },
      );
      if (!file.write(text)) await once(file, 'drain');
    },
    async close() {
      file.end();
      await once(file, 'finish');
    },
  };
}

/** exceljs's streaming writer commits each row to the file at once (no shared strings: nothing grows). */
function xlsxWriter(path: string): ExportFileWriter {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: path,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('Bestellungen');
  return {
    append(rows) {
      for (const row of rows) sheet.addRow(row.map(neutralised)).commit();
      return Promise.resolve();
    },
    async close() {
      sheet.commit();
      await workbook.commit();
    },
  };
}

/** Whether a file-system error says the file is not there (checked by shape: errors of other realms too). */
export function isMissingFile(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'ENOENT';
}
