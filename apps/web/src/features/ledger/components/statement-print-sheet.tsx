// The printed statement: A4, black on white whatever the app's theme, as the match score sheet
// prints (match-page's match-print-sheet.tsx): a sheet outside the app (a portal on <body>) that
// shows only in print, where everything else (top bar, navigation, buttons) is hidden. Long
// statements run on to more pages, the table's header repeated on each. A line naming a player
// says whose it is, and each named player's totals follow the team's.
import { formatMoney } from '@cueleague/domain/ledger';
import GlobalStyles from '@mui/material/GlobalStyles';
import { createPortal } from 'react-dom';
import type { TeamStatement } from '../../../entities/ledger/api/ledger-api.ts';
import { ledgerLineLabel } from '../../../entities/ledger/hooks/use-ledger-actions.ts';
import { printSheetCss } from '../../../lib/print-sheet.ts';
import { useInBrowser } from '../../../lib/use-in-browser.ts';
import { balanceWords, formatLedgerDay, signedAmount } from '../../../entities/ledger/money.ts';

const SHEET = 'cl-print-statement';

const PRINT_CSS = `${printSheetCss(SHEET, { margins: '15mm 15mm', font: '10pt/1.35 Arial, Helvetica, sans-serif' })}
@media print {
  .${SHEET} header { border-bottom: 0.6mm solid #000; padding-bottom: 2mm; margin-bottom: 4mm; }
  .${SHEET} h1 { font-size: 16pt; margin: 1mm 0; }
  .${SHEET} table { width: 100%; border-collapse: collapse; }
  .${SHEET} thead { display: table-header-group; }
  .${SHEET} tr { break-inside: avoid; }
  .${SHEET} th, .${SHEET} td { border-bottom: 0.25mm solid #000; padding: 1.5mm 1.5mm; text-align: left;
    vertical-align: top; }
  .${SHEET} th { font-size: 8pt; text-transform: uppercase; letter-spacing: 0.04em; }
  .${SHEET} .day { width: 26mm; white-space: nowrap; }
  .${SHEET} .num { width: 28mm; text-align: right; white-space: nowrap; }
  .${SHEET} .totals { margin-top: 5mm; margin-left: auto; width: 80mm; break-inside: avoid; }
  .${SHEET} .totals td { border: none; padding: 0.8mm 1.5mm; }
  .${SHEET} .totals tr:last-child td { border-top: 0.4mm solid #000; font-weight: bold; font-size: 11pt; }
  .${SHEET} h2 { font-size: 11pt; margin: 6mm 0 2mm; break-after: avoid; }
  .${SHEET} .players { break-inside: avoid; }
}
`;

export const StatementPrintSheet = ({
  statement,
  teamName,
  leagueName,
  seasonName,
  playerName,
}: {
  statement: TeamStatement;
  teamName: string;
  leagueName: string | undefined;
  seasonName: string | undefined;
  playerName: (playerId: string) => string;
}) => {
  // Printed from the browser only: a server-rendered page gets its sheet once the app runs.
  const inBrowser = useInBrowser();
  if (!inBrowser) return null;
  const { currency } = statement;
  const printed = formatLedgerDay(new Date().toISOString().slice(0, 10));
  return createPortal(
    <div className={SHEET} aria-hidden="true" data-testid="print-statement">
      <GlobalStyles styles={PRINT_CSS} />
      <header>
        {leagueName && <p className="league">{leagueName}</p>}
        <h1>Statement: {teamName}</h1>
        <p className="facts">{[seasonName, `Printed ${printed}`].filter(Boolean).join(' · ')}</p>
      </header>
      <table>
        <thead>
          <tr>
            <th className="day">Date</th>
            <th>What</th>
            <th>Note</th>
            <th className="num">Amount</th>
            <th className="num">Balance</th>
          </tr>
        </thead>
        <tbody>
          {statement.lines.map((line) => (
            <tr key={line.id}>
              <td className="day">{formatLedgerDay(line.on)}</td>
              <td>{ledgerLineLabel(line, playerName)}</td>
              <td>{line.note}</td>
              <td className="num">{signedAmount(line.kind, line.amount, currency)}</td>
              <td className="num">{formatMoney(line.balance, currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className="totals">
        <tbody>
          <tr>
            <td>Charged</td>
            <td className="num">{formatMoney(statement.charged, currency)}</td>
          </tr>
          <tr>
            <td>Paid</td>
            <td className="num">{formatMoney(statement.paid, currency)}</td>
          </tr>
          <tr>
            <td colSpan={2}>{balanceWords(statement.balance, currency)}</td>
          </tr>
        </tbody>
      </table>
      {statement.players.length > 0 && (
        <section className="players">
          <h2>By player</h2>
          <table>
            <thead>
              <tr>
                <th>Player</th>
                <th className="num">Charged</th>
                <th className="num">Paid</th>
                <th className="num">Balance</th>
              </tr>
            </thead>
            <tbody>
              {statement.players.map((row) => (
                <tr key={row.playerId}>
                  <td>{playerName(row.playerId)}</td>
                  <td className="num">{formatMoney(row.charged, currency)}</td>
                  <td className="num">{formatMoney(row.paid, currency)}</td>
                  <td className="num">{balanceWords(row.balance, currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </div>,
    document.body,
  );
};
