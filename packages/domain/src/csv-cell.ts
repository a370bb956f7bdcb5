// One rule for a cell of a CSV file a spreadsheet opens: the server's season files and the
// treasurer's summary (built in the browser) both write cells through it. Text that a spreadsheet
// would run as a formula (a team named "=HYPERLINK(…)") is written as text, with an apostrophe
// before it (OWASP's advice on CSV injection): at the start of a cell, and after every `;`, TAB
// or line break inside one too, since a spreadsheet opening the file with another separator (`;`
// in much of Europe, TAB) starts a new cell there. Numbers, and decimals written as text
// ("-12.50"), are left as they are: a spreadsheet reads them as numbers, never as formulas.

export type CsvValue = string | number | boolean | null | undefined;

/** What starts a new cell in some spreadsheet's reading of a line: `,`, `;`, TAB, a line break. */
const SEPARATOR = /([,;\t\r\n])/;
/** A cell a spreadsheet takes as a formula: = + - @ first (after spaces). */
const FORMULA_START = /^ *[=+\-@]/;
const DECIMAL = /^-?\d+(?:\.\d+)?$/;

/** A cell as written: numbers as they are, text with every formula-starting segment defused. */
export const csvCell = (cell: CsvValue): string | number => {
  if (cell === null || cell === undefined) return '';
  if (typeof cell !== 'string') return typeof cell === 'boolean' ? String(cell) : cell;
  if (DECIMAL.test(cell)) return cell;
  // split() with a captured separator: segments at even indexes, separators between them.
  const defused = cell
    .split(SEPARATOR)
    .map((part, index) => (index % 2 === 0 && FORMULA_START.test(part) ? `'${part}` : part))
    .join('');
  return /^[\t\r]/.test(defused) ? `'${defused}` : defused;
};
