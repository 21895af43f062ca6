// CSV for spreadsheets (RFC 4180, CRLF rows). A cell that begins with = + - @ (or a tab or carriage
// return) would run as a formula in Excel or Sheets, so it is prefixed with an apostrophe (OWASP's
// advice on CSV injection): an exported talent's bio must never become a command.

export type CsvCell = string | number | boolean | null | undefined;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvRow = (cells: readonly CsvCell[]) => `${cells.map(csvCell).join(",")}\r\n`;

/** The byte order mark that makes Excel read the file as UTF-8. */
export const UTF8_BOM = "\uFEFF";
