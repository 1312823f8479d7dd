/**
 * RFC 4180 CSV: fields separated by commas, records by CRLF or LF; a field in double quotes may hold
 * commas, line breaks and doubled quotes (`""` stands for one `"`). A trailing line break ends the last
 * record rather than starting an empty one.
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const length = text.length;

  while (i < length) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i += 1;
        continue;
      }
      // Copy the run up to the next quote in one slice: most quoted fields have no quote inside.
      const next = text.indexOf('"', i);
      if (next === -1) throw new Error('CSV: a quoted field is not closed before the end of the input');
      field += text.slice(i, next);
      i = next;
      continue;
    }
    if (ch === '"' && field === '') {
      quoted = true;
      i += 1;
    } else if (ch === ',') {
      record.push(field);
      field = '';
      i += 1;
    } else if (ch === '\n' || ch === '\r') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i += ch === '\r' && text[i + 1] === '\n' ? 2 : 1;
    } else {
      field += ch;
      i += 1;
    }
  }
  if (quoted) throw new Error('CSV: a quoted field is not closed before the end of the input');
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records;
}

/** Parses a CSV with a header row into objects keyed by the header's column names. */
export function parseCsvWithHeader(text: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(text);
  if (!header) return [];
  return rows
    .filter((row) => !(row.length === 1 && row[0] === ''))
    .map((row, index) => {
      if (row.length !== header.length) {
        throw new Error(`CSV: record ${index + 2} has ${row.length} fields, the header has ${header.length}`);
      }
      return Object.fromEntries(header.map((name, column) => [name, row[column] ?? '']));
    });
}
