import { describe, expect, it } from 'vitest';
import { parseCsv, parseCsvWithHeader } from './csv.util.js';

describe('parseCsv', () => {
  it('splits plain records on commas and line breaks', () => {
    expect(parseCsv('a,b,c\n1,2,3\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
    ]);
  });

  it('keeps commas inside quoted fields', () => {
    expect(parseCsv('DE,70767,"RTS Rieger Team, Werbeagentur",BW\n')).toEqual([
      ['DE', '70767', 'RTS Rieger Team, Werbeagentur', 'BW'],
    ]);
  });

  it('turns doubled quotes into one quote', () => {
    expect(parseCsv('"Gasthof ""Zur Post"", Mitte",x')).toEqual([['Gasthof "Zur Post", Mitte', 'x']]);
    expect(parseCsv('""""')).toEqual([['"']]);
  });

  it('keeps empty fields, also at the start and end of a record and quoted', () => {
    expect(parseCsv(',a,,""\n,\n')).toEqual([
      ['', 'a', '', ''],
      ['', ''],
    ]);
  });

  it('accepts CRLF, a missing final line break, a byte order mark and line breaks inside quotes', () => {
    expect(parseCsv('\uFEFFa,b\r\n"x\r\ny",z')).toEqual([
      ['a', 'b'],
      ['x\r\ny', 'z'],
    ]);
  });

  it('rejects an unterminated quoted field', () => {
    expect(() => parseCsv('a,"open\n')).toThrow(/not closed/);
  });
});

describe('parseCsvWithHeader', () => {
  it('maps records to the header names and checks the field count', () => {
    expect(parseCsvWithHeader('zipcode,place\n01067,Dresden\n')).toEqual([
      { zipcode: '01067', place: 'Dresden' },
    ]);
    expect(() => parseCsvWithHeader('a,b\n1,2,3\n')).toThrow(/record 2 has 3 fields/);
  });
});
