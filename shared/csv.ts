/**
 * The admin's CSV export (spec §7: "the page turns it into a CSV with quoted strings"), written in
 * the browser from GET /api/admin/export's rows. RFC 4180 with CRLF line ends; every string is
 * quoted, its quotes doubled. A spreadsheet runs a cell that begins with = + - @ (or a tab or
 * carriage return, which some strip first) as a formula, so such a string gets a leading `'`
 * (OWASP's advice on CSV injection): a member's post can never run in an admin's spreadsheet.
 */
export type CsvValue = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return String(value);
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** The rows as CSV: a header of every column any row has (in first-seen order), then one line per row. */
export function toCsv(rows: readonly Record<string, CsvValue>[]): string {
  if (!rows.length) return '';
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const lines = [columns, ...rows.map((row) => columns.map((column) => row[column]))];
  return lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
