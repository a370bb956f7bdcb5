// The printed score sheet: one A4 page for the default format, black on white whatever the app's
// theme. It sits outside the app (a portal on <body>) and shows only in print, where everything
// else on the page (top bar, navigation, banners, buttons) is hidden. A match not yet played
// prints blank: lines to write the line-ups on, empty winner and score boxes, so the captains can
// keep the score at the table on paper; a played one prints its names, winners and scores. In a
// race format each frame row has a box for its racks, and the totals count pairings and racks.
import { VACANT } from '@cueleague/domain/constants';
import type { Match, Side } from '@cueleague/domain/entities';
import { racksOfFrames } from '@cueleague/domain/frame-result';
import { framesPerMatch, isRace, raceToOf } from '@cueleague/domain/match-format';
import GlobalStyles from '@mui/material/GlobalStyles';
import { createPortal } from 'react-dom';
import { printSheetCss } from '../../../lib/print-sheet.ts';
import { useInBrowser } from '../../../lib/use-in-browser.ts';
import type { MatchFacts } from '../hooks/use-match-facts.ts';
import type { MatchPeople } from '../hooks/use-match-people.ts';
import type { ScorecardFrame, ScorecardRound } from '../scorecard.ts';

const SHEET = 'cl-print-sheet';

// Plain CSS in millimetres and points, the units paper is measured in. The frame rows shrink a
// little for formats with more frames than the default 16, so they still fit where they can.
const PRINT_CSS = `${printSheetCss(SHEET, { margins: '10mm 12mm', font: '9.5pt/1.25 Arial, Helvetica, sans-serif' })}
@media print {
  .${SHEET} header { display: flex; justify-content: space-between; align-items: flex-start;
    border-bottom: 0.6mm solid #000; padding-bottom: 2mm; margin-bottom: 3mm; }
  .${SHEET} h1 { font-size: 16pt; margin: 0.5mm 0 1mm; line-height: 1.15; }
  .${SHEET} .kind { text-align: right; font-size: 9pt; white-space: nowrap; margin: 0; }
  .${SHEET} .kind strong { display: block; font-size: 12pt; }
  .${SHEET} h2 { font-size: 10.5pt; margin: 3mm 0 1.2mm; }
  .${SHEET} table { width: 100%; border-collapse: collapse; table-layout: fixed; }
  .${SHEET} th, .${SHEET} td { border: 0.25mm solid #000; padding: 0 1.5mm; height: var(--row, 6.2mm);
    text-align: left; vertical-align: middle; overflow: hidden; white-space: nowrap; text-overflow: ellipsis; }
  .${SHEET} thead th { height: 5.5mm; font-size: 8pt; text-transform: uppercase; letter-spacing: 0.04em; }
  .${SHEET} .lineups { display: grid; grid-template-columns: 1fr 1fr; gap: 4mm; }
  .${SHEET} .lineups th:first-of-type, .${SHEET} .lineups td:first-of-type { width: 7mm; text-align: center; }
  .${SHEET} .num { width: 8mm; text-align: center; }
  .${SHEET} .pos { width: 7mm; text-align: center; font-weight: bold; }
  .${SHEET} .brk { width: 17mm; text-align: center; }
  .${SHEET} .win { width: 36mm; }
  .${SHEET} .after { width: 17mm; text-align: center; font-weight: bold; }
  .${SHEET} .racks { width: 17mm; text-align: center; }
  .${SHEET} tr.round-end td { border-bottom-width: 0.6mm; }
  .${SHEET} .totals { display: flex; justify-content: flex-end; gap: 6mm; margin-top: 2mm; font-size: 11pt; }
  .${SHEET} .box { display: inline-block; min-width: 12mm; height: 7mm; line-height: 7mm; border: 0.4mm solid #000;
    text-align: center; font-weight: bold; margin-left: 2mm; vertical-align: middle; }
  .${SHEET} .signatures { display: grid; grid-template-columns: 1fr 1fr; gap: 10mm; margin-top: 7mm; }
  .${SHEET} .sign { border-top: 0.3mm solid #000; padding-top: 1mm; font-size: 8.5pt; margin-top: 9mm; }
  .${SHEET} .note { font-size: 7.5pt; margin-top: 3mm; }
}
`;

/** Who signs for a side: its captain, a singles tie's player, or a doubles tie's pair (either). */
const signer = (playerIds: readonly string[] | undefined): string =>
  playerIds === undefined ? 'captain' : playerIds.length > 1 ? 'pair' : 'player';

const writtenName = (id: string, people: MatchPeople): string =>
  id === VACANT ? 'Vacant' : people.full(id);

const FrameRow = ({
  entry,
  people,
  last,
  race,
}: {
  entry: ScorecardFrame;
  people: MatchPeople;
  last: boolean;
  race: boolean;
}) => {
  const { frame, outcome } = entry;
  const named = (side: Side) => {
    const id = side === 'home' ? frame.homePlayerId : frame.awayPlayerId;
    return outcome === 'unplayed' && id === VACANT ? '' : writtenName(id, people);
  };
  const winner =
    outcome === 'home'
      ? named('home')
      : outcome === 'away'
        ? named('away')
        : outcome === 'none'
          ? 'No winner'
          : '';
  return (
    <tr className={last ? 'round-end' : undefined}>
      <td className="num">{frame.round}</td>
      <td className="num">{frame.frameNumber}</td>
      <td className="pos">{frame.homePosition}</td>
      <td>{named('home')}</td>
      <td className="pos">{frame.awayPosition}</td>
      <td>{named('away')}</td>
      <td className="brk">{entry.breaker === 'home' ? 'Home' : 'Away'}</td>
      {race && (
        // A race being played prints its racks so far and no winner, to be finished in pen.
        <td className="racks">
          {entry.racks && (outcome !== 'unplayed' || entry.inPlay)
            ? `${entry.racks.home} – ${entry.racks.away}`
            : ''}
        </td>
      )}
      <td className="win">{winner}</td>
      <td className="after">{entry.after ? `${entry.after.home} – ${entry.after.away}` : ''}</td>
    </tr>
  );
};

const LineupTable = ({
  side,
  team,
  rounds,
  people,
}: {
  side: Side;
  team: string;
  rounds: readonly ScorecardRound[];
  people: MatchPeople;
}) => {
  const positions = rounds[0]?.lineups[side].map((slot) => slot.position) ?? [];
  return (
    <table>
      <thead>
        <tr>
          <th>{side === 'home' ? 'H' : 'A'}</th>
          {rounds.map((round) => (
            <th key={round.round}>Round {round.round}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {positions.map((position, index) => (
          <tr key={position}>
            <td>
              <strong>{position}</strong>
            </td>
            {rounds.map((round) => {
              const id = round.lineups[side][index]?.playerId ?? null;
              // Short names: four or five rounds side by side in half the page's width.
              return (
                <td key={round.round}>
                  {id === null ? '' : id === VACANT ? 'Vacant' : people.short(id)}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
      <caption style={{ captionSide: 'top', textAlign: 'left', fontWeight: 'bold' }}>
        {team} ({side})
      </caption>
    </table>
  );
};

export const MatchPrintSheet = ({
  match,
  rounds,
  facts,
  people,
  status,
}: {
  match: Match;
  rounds: readonly ScorecardRound[];
  facts: MatchFacts;
  people: MatchPeople;
  status: string;
}) => {
  // Printed from the browser only: a server-rendered page gets its sheet once the app runs.
  const inBrowser = useInBrowser();
  // The running score after the last frame with a result: the match score so far.
  const score =
    rounds
      .flatMap((round) => round.frames)
      .map((entry) => entry.after)
      .filter((after) => after !== null)
      .at(-1) ?? null;
  const frames = framesPerMatch(match.format);
  const race = isRace(match.format);
  const racks = racksOfFrames(match.frames);
  const anyRacks = racks.home + racks.away > 0;
  // The default 16 frames at 6.2 mm a row fit one page with room to spare; more frames get
  // tighter rows (never under 4.6 mm, still room to write in).
  const row = Math.max(4.6, Math.min(6.2, 100 / frames));
  const where = [facts.when, facts.venue].filter(Boolean).join(' · ');
  const season = [facts.season, facts.division, match.format.name].filter(Boolean).join(' · ');
  if (!inBrowser) return null;
  return createPortal(
    <div className={SHEET} aria-hidden="true" data-testid="print-sheet">
      <GlobalStyles styles={PRINT_CSS} />
      <header>
        <div>
          {facts.leagueName && <p className="league">{facts.leagueName}</p>}
          <h1>
            {facts.home} v {facts.away}
          </h1>
          <p className="facts">{where}</p>
          {season && <p className="facts">{season}</p>}
        </div>
        <p className="kind">
          <strong>Score sheet</strong>
          {status}
        </p>
      </header>
      <h2>Line-ups</h2>
      <div className="lineups" style={{ ['--row' as string]: `${row}mm` }}>
        <LineupTable side="home" team={facts.home} rounds={rounds} people={people} />
        <LineupTable side="away" team={facts.away} rounds={rounds} people={people} />
      </div>
      <h2>Frames</h2>
      <table style={{ ['--row' as string]: `${row}mm` }}>
        <thead>
          <tr>
            <th className="num">Rd</th>
            <th className="num">Fr</th>
            <th className="pos">H</th>
            <th>{facts.home}</th>
            <th className="pos">A</th>
            <th>{facts.away}</th>
            <th className="brk">Breaks</th>
            {race && <th className="racks">Racks</th>}
            <th className="win">Winner</th>
            <th className="after">Score</th>
          </tr>
        </thead>
        <tbody>
          {rounds.flatMap((round) =>
            round.frames.map((entry, index) => (
              <FrameRow
                key={entry.frame.frameId}
                entry={entry}
                people={people}
                last={index === round.frames.length - 1}
                race={race}
              />
            )),
          )}
        </tbody>
      </table>
      <div className="totals">
        <span>
          {race ? 'Pairings won' : 'Frames won'}: {facts.home}
          <span className="box">{score ? score.home : ''}</span>
        </span>
        <span>
          {facts.away}
          <span className="box">{score ? score.away : ''}</span>
        </span>
      </div>
      {race && (
        <div className="totals">
          <span>
            Racks: {facts.home}
            <span className="box">{anyRacks ? racks.home : ''}</span>
          </span>
          <span>
            {facts.away}
            <span className="box">{anyRacks ? racks.away : ''}</span>
          </span>
        </div>
      )}
      <div className="signatures">
        <div>
          <div className="sign">
            Home {signer(facts.homePlayerIds)} ({facts.home}): signature
          </div>
          <div className="sign">Name in capitals</div>
        </div>
        <div>
          <div className="sign">
            Away {signer(facts.awayPlayerIds)} ({facts.away}): signature
          </div>
          <div className="sign">Name in capitals</div>
        </div>
      </div>
      <p className="note">
        Home breaks in odd frames, away in even. The away order turns one place each round.
        {race &&
          ` Each pairing is a race to ${raceToOf(match.format)} racks: the first to ${raceToOf(match.format)} wins it, and the score counts pairings won.`}
      </p>
    </div>,
    document.body,
  );
};
