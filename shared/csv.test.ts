import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

describe('CSV export', () => {
  it('quotes every string and doubles its quotes; numbers, booleans and empties stay bare', () => {
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell('say "om", twice\nthen rest')).toBe('"say ""om"", twice\nthen rest"');
    expect(csvCell('')).toBe('""');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(false)).toBe('false');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it.each(['=cmd|"/c calc"!A1', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1'])('neutralises a formula: %j', (value) => {
    const cell = csvCell(value);
    expect(cell.startsWith(`"'`)).toBe(true);
    expect(cell.slice(2, -1).replaceAll('""', '"')).toBe(value);
  });

  it('leaves text that merely contains those characters alone', () => {
    expect(csvCell('a=b + c - d @e')).toBe('"a=b + c - d @e"');
  });

  it('writes a header of every column, CRLF line ends, and a row per object', () => {
    expect(toCsv([{ id: 'a', n: 1 }, { id: 'b', extra: '=x' }])).toBe('"id","n","extra"\r\n"a",1,\r\n"b",,"\'=x"\r\n');
    expect(toCsv([])).toBe('');
  });
});
