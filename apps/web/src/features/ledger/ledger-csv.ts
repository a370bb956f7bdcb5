// The season's summary as a CSV file for a spreadsheet, built in the browser from the summary on
// screen (the domain's summaryCsvRows). Each field goes through the domain's csvCell, as the
// server's season CSV files do (a team name a spreadsheet would run as a formula is defused; the
// amounts, "-12.50", are numbers left as they are), then is quoted as RFC 4180 says (a comma, a
// quote or a line break inside one).
import { csvCell } from '@cueleague/domain/csv-cell';
import { summaryCsvRows, type LedgerSummary } from '@cueleague/domain/ledger';

/** One field as written: defused if it could be a formula, quoted if it needs to be. */
export const csvField = (value: string): string => {
  const text = String(csvCell(value));
  return /[",\r\n;]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** Rows as CSV text, lines ended CRLF (as spreadsheets expect). */
export const csvText = (rows: readonly (readonly string[])[]): string =>
  rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';

/** The summary's CSV: a header, a row per team, the totals. */
export const summaryCsv = (summary: LedgerSummary, teamName: (teamId: string) => string): string =>
  csvText(summaryCsvRows(summary, teamName));

/** "fees-spring-2026.csv" for the season "Spring 2026". */
export const summaryFileName = (seasonName: string): string => {
  const slug = seasonName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `fees-${slug || 'season'}.csv`;
};

/**
 * Hands the file to the browser to save. A byte-order mark first, so a spreadsheet reads the
 * names' accents as UTF-8.
 */
export const downloadCsv = (text: string, fileName: string): void => {
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
};
