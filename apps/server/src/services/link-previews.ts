// What a link to a public page shows when it is pasted into a chat app: a title and a line of
// real content (a result, a place in the table, a player's frames), read through the repositories
// and the season tables and said with the domain's words. http/page-html.ts puts it into the
// served index.html as Open Graph and Twitter tags; http/preview-image.ts draws its card as the
// page's preview image.
import { ordinal, pointsLabel, type StandingsRow } from '@cueleague/domain/compute-standings';
import { divisionLabel, isDivided } from '@cueleague/domain/divisions';
import type { Match, MatchState, Season } from '@cueleague/domain/entities';
import { isPlayed, nextMatchOf } from '@cueleague/domain/match-state';
import { formatInZone } from '@cueleague/domain/zoned-time';
import type { Db } from '../db/database.ts';
import type { BracketKind } from '@cueleague/domain/competitions/bracket';
import { takesEntries } from '@cueleague/domain/competitions/entries';
import type { TieRecord } from '@cueleague/domain/competitions/records';
import { tieRoundName } from '@cueleague/domain/competitions/rounds';
import { entriesOf, findCompetitionRow } from '../repositories/competitions.ts';
import { firstLeagueName } from '../repositories/leagues.ts';
import { findMatches, loadMatch } from '../repositories/matches.ts';
import { findPlayer } from '../repositories/players.ts';
import { findSeason } from '../repositories/seasons.ts';
import { findSide, findTeam, teamName } from '../repositories/teams.ts';
import { findVenue } from '../repositories/venues.ts';
import { loadCompetition } from './competitions.ts';
import { groupOptionsOf } from './cup-groups.ts';
import { currentSeason, leagueTimezone } from './league-data.ts';
import { playerStatsWithRatings, seasonStandings } from './season-tables.ts';

/** The public pages a link preview is made for (their paths are the web app's routes). */
export type PreviewPage =
  | { kind: 'home' }
  | { kind: 'standings' }
  | { kind: 'team'; id: string }
  | { kind: 'player'; id: string }
  | { kind: 'match'; id: string }
  | { kind: 'competition'; id: string };

export interface LinkPreview {
  /** The page's own title ('Red Lion Rebels 9-7 Anchor Sharks'); the league's name at home. */
  title: string;
  description: string;
  /** The league's name (og:site_name, and the end of the page's <title>). */
  siteName: string;
  /** Whether this is the league's general preview (the home page's, or an unknown id's). */
  general: boolean;
  /** What the page's preview image shows. */
  card: PreviewCard;
}

/** A row of a table's top on a card: a place (or a division) and a team with its points. */
export interface PreviewCardRow {
  label: string;
  team: string;
  points: string;
}

/**
 * What a preview image shows under the league's name: a match's teams with the score (null
 * before it starts); a table's top (the home page and the standings); or a name and a line of
 * facts (a team, a player, a cup).
 */
export type PreviewCard =
  | { kind: 'match'; home: string; away: string; score: [number, number] | null; facts: string }
  | { kind: 'table'; title: string; rows: PreviewCardRow[]; facts: string | null }
  | { kind: 'facts'; title: string; facts: string };

/** How many rows of a table a card has room for. */
const CARD_ROWS = 4;

/** Before a league is set up there is no name of its own to show. */
const DEFAULT_SITE_NAME = 'CueLeague';
const TAGLINE = 'Live scores, standings, fixtures and player stats';
const SEPARATOR = ' · ';

const line = (parts: readonly (string | null | undefined | false)[]): string =>
  parts.filter((part): part is string => Boolean(part)).join(SEPARATOR);

/**
 * 'Tue 17 Nov' in the league's time zone. A preview has no visitor whose language to follow (the
 * web app's dates follow the visitor's), so it speaks the league's British English.
 */
const dayInZone = (iso: string, timeZone: string): string => formatInZone(iso, timeZone, 'day');

/** What a match that is not simply to be played or done says about itself. */
const STATE_NOTES: Partial<Record<MatchState, string>> = {
  'in-progress': 'in progress',
  postponed: 'postponed',
  cancelled: 'cancelled',
};

/** Where a team plays in words: its division when the season has several, else the season. */
const placeOf = (season: Season, divisionId: string | null | undefined): string => {
  const division = season.divisions.find((candidate) => candidate.id === divisionId);
  return division && isDivided(season.divisions) ? divisionLabel(division) : season.name;
};

const siteNameOf = async (db: Db): Promise<string> =>
  (await firstLeagueName(db)) ?? DEFAULT_SITE_NAME;

/** A division's table down to its first team without a result (all of it once all have one). */
interface PlayedTable {
  division: Season['divisions'][number];
  rows: StandingsRow[];
}

const playedTables = async (db: Db, season: Season): Promise<PlayedTable[]> => {
  const tables: PlayedTable[] = [];
  for (const division of season.divisions) {
    const rows = await seasonStandings(db, season, division.id);
    const unplayed = rows.findIndex((row) => row.played === 0);
    tables.push({ division, rows: unplayed === -1 ? rows : rows.slice(0, unplayed) });
  }
  return tables;
};

/**
 * The top of a season's table, for a card: each division's leader when it has several, else
 * the first rows of its one table; none before a result.
 */
const tableTop = (season: Season, tables: readonly PlayedTable[]): PreviewCardRow[] => {
  const divided = isDivided(season.divisions);
  return tables
    .flatMap(({ division, rows }) =>
      (divided ? rows.slice(0, 1) : rows).map((row) => ({
        label: divided ? divisionLabel(division) : ordinal(row.position),
        team: row.teamName,
        points: pointsLabel(row.points),
      })),
    )
    .slice(0, CARD_ROWS);
};

/** The league's name and what is on: matches live now and the next fixtures' date. */
const homePreview = async (db: Db, siteName: string, now: Date): Promise<LinkPreview> => {
  const season = await currentSeason(db);
  const matches = season
    ? await findMatches(
        db,
        { seasonId: season.id, states: ['in-progress', 'pre-match'] },
        { frames: false },
      )
    : [];
  const live = matches.filter((match) => match.state === 'in-progress').length;
  const upcoming = matches.filter((match) => match.state === 'pre-match');
  // The next match of any team is the league's next fixture night (nextMatchOf's rule of what is
  // still coming up, a late start's grace included).
  const next = nextMatchOf(
    upcoming,
    upcoming.map((match) => match.homeTeamId),
    now.getTime(),
  );
  const timeZone = season ? await leagueTimezone(db, season.id) : 'UTC';
  const onNow = line([
    live > 0 && `${live} ${live === 1 ? 'match' : 'matches'} live now`,
    next && `Next fixtures ${dayInZone(next.scheduledDate, timeZone)}`,
  ]);
  const description = onNow ? line([siteName, onNow]) : `${siteName}: ${TAGLINE.toLowerCase()}`;
  // The card: the table's top and what is on; before a season, what the site is.
  const rows = season ? tableTop(season, await playedTables(db, season)) : [];
  const card: PreviewCard = season
    ? {
        kind: 'table',
        title: season.name,
        rows,
        facts: onNow || (rows.length > 0 ? null : 'No results yet'),
      }
    : { kind: 'facts', title: siteName, facts: TAGLINE };
  return { title: siteName, description, siteName, general: true, card };
};

/** The current season's leader of each division (of the table, when it has just one). */
const standingsPreview = async (db: Db, siteName: string): Promise<LinkPreview | null> => {
  const season = await currentSeason(db);
  if (!season) return null;
  const divided = isDivided(season.divisions);
  const tables = await playedTables(db, season);
  const leaders = tables.flatMap(({ division, rows: [top] }) => {
    if (!top) return [];
    const leader = `${top.teamName}, ${pointsLabel(top.points)}`;
    return [divided ? `${divisionLabel(division)}: ${leader}` : `Leader: ${leader}`];
  });
  const title = `${season.name} standings`;
  const rows = tableTop(season, tables);
  return {
    title,
    description: line([season.name, ...(leaders.length > 0 ? leaders : ['No results yet'])]),
    siteName,
    general: false,
    card: { kind: 'table', title, rows, facts: rows.length > 0 ? null : 'No results yet' },
  };
};

/** A page's own preview whose card is its name and its line of facts. */
const namedPreview = (title: string, description: string) => ({
  title,
  description,
  general: false,
  card: { kind: 'facts', title, facts: description } satisfies PreviewCard,
});

/** '2nd in Division One · 14 pts · Home: The Red Lion'. */
const teamPreview = async (db: Db, siteName: string, id: string): Promise<LinkPreview | null> => {
  const team = await findTeam(db, id);
  const season = team && (await findSeason(db, team.seasonId));
  if (!team || !season) return null;
  const place = placeOf(season, team.divisionId);
  const row = (await seasonStandings(db, season, team.divisionId ?? null)).find(
    (candidate) => candidate.teamId === team.id,
  );
  const venue = team.homeVenueId ? await findVenue(db, team.homeVenueId) : undefined;
  const standing =
    row && row.played > 0
      ? [`${ordinal(row.position)} in ${place}`, pointsLabel(row.points)]
      : [place, 'No results yet'];
  return {
    ...namedPreview(team.name, line([...standing, venue && `Home: ${venue.name}`])),
    siteName,
  };
};

/** 'Red Lion Rebels · Winter 2026: 12 of 20 frames won (60%) · Rating 1532.4'. */
const playerPreview = async (db: Db, siteName: string, id: string): Promise<LinkPreview | null> => {
  const player = await findPlayer(db, id);
  if (!player) return null;
  const season = await currentSeason(db);
  const row =
    season &&
    (await playerStatsWithRatings(db, season.id, 0)).find(
      (candidate) => candidate.playerId === player.id,
    );
  const frames =
    season &&
    (row && row.framesPlayed > 0
      ? `${season.name}: ${row.framesWon} of ${row.framesPlayed} frames won (${row.winPercent}%)`
      : `${season.name}: no frames played yet`);
  // With no current season there is nothing of this season to say: the league it plays in.
  const description =
    line([
      row?.teamName,
      frames,
      row?.rating !== null && row?.rating !== undefined && `Rating ${row.rating.toFixed(1)}`,
    ]) || `Plays in ${siteName}`;
  return { ...namedPreview(`${player.firstName} ${player.lastName}`, description), siteName };
};

/** A match's line: the teams with the score once it is played, 'v' before. */
const matchTitle = (match: Match, home: string, away: string): string =>
  isPlayed(match.state)
    ? `${home} ${match.homeScore}-${match.awayScore} ${away}`
    : `${home} v ${away}`;

/** 'Red Lion Rebels 9-7 Anchor Sharks · Division One · Tue 17 Nov'. */
const matchPreview = async (db: Db, siteName: string, id: string): Promise<LinkPreview | null> => {
  const match = await loadMatch(db, id, { frames: false });
  if (!match) return null;
  const [homeTeam, away, season, timeZone] = await Promise.all([
    findSide(db, match.homeTeamId),
    teamName(db, match.awayTeamId),
    findSeason(db, match.seasonId),
    leagueTimezone(db, match.seasonId),
  ]);
  if (!homeTeam || away === undefined || !season) return null;
  const title = matchTitle(match, homeTeam.name, away);
  // A cup tie says its cup and round where a league match says its division.
  const cup = match.competitionId ? await findCompetitionRow(db, match.competitionId) : undefined;
  const cupLine =
    cup &&
    line([
      cup.name,
      match.tieId &&
        tieRoundName(match.tieId, {
          // The teams drawn (a reserve is entered, not drawn); all the entries before the draw.
          entrantCount: cup.drawOrder
            ? (JSON.parse(cup.drawOrder) as string[]).length
            : (await entriesOf(db, [cup.id])).length,
          bracket: cup.bracket as BracketKind,
          plate: cup.plate === 1,
          groups: groupOptionsOf(cup),
        }),
    ]);
  // Fixtures stay within one division: the home team's is the match's.
  const division =
    isDivided(season.divisions) &&
    season.divisions.find((candidate) => candidate.id === homeTeam.divisionId);
  const facts = line([
    STATE_NOTES[match.state],
    cupLine || (division && divisionLabel(division)),
    dayInZone(match.scheduledDate, timeZone),
  ]);
  return {
    title,
    description: line([title, facts]),
    siteName,
    general: false,
    card: {
      kind: 'match',
      home: homeTeam.name,
      away,
      score: isPlayed(match.state) ? [match.homeScore, match.awayScore] : null,
      facts,
    },
  };
};

/**
 * 'Winter Cup' · 'Won by Red Lion Rebels · runner-up Anchor Sharks · Winter 2026', or while it is
 * played, its teams and next round: 'Winter 2026 · 8 teams · Semi-finals, Tue 17 Nov'. A cup
 * taking entries says when they close and how full it is, for captains it is shared with: 'Winter
 * 2026 · Entries close Tue 10 Nov · 3 of 8'. A cup drawn but not published has no preview of its
 * own (its page is the admin's alone).
 */
const competitionPreview = async (
  db: Db,
  siteName: string,
  id: string,
): Promise<LinkPreview | null> => {
  const row = await findCompetitionRow(db, id);
  if (row && takesEntries(row) && row.entriesCloseAt !== null) {
    const [cup, season, timeZone] = await Promise.all([
      loadCompetition(db, row),
      findSeason(db, row.seasonId),
      leagueTimezone(db, row.seasonId),
    ]);
    const description = line([
      season?.name,
      `Entries close ${dayInZone(row.entriesCloseAt, timeZone)}`,
      cup.capacity === null
        ? `${cup.entrantCount} entered`
        : `${cup.entrantCount} of ${cup.capacity}`,
    ]);
    return { ...namedPreview(cup.name, description), siteName };
  }
  if (row?.state !== 'published') return null;
  const [cup, season, timeZone] = await Promise.all([
    loadCompetition(db, row),
    findSeason(db, row.seasonId),
    leagueTimezone(db, row.seasonId),
  ]);
  // The first dated round with a tie still to play: a group's, or a knockout round's date.
  const datedRound = (tie: TieRecord) =>
    tie.stage === 'group'
      ? tie.round
      : (cup.stages
          .find((stage) => stage.stage === tie.stage)
          ?.rounds.find((round) => round.round === tie.round)?.playedIn ?? tie.round);
  const ties = [...(cup.groupStage?.groups.flatMap((group) => group.ties) ?? []), ...cup.ties];
  const next = cup.rounds.find((round) =>
    ties.some(
      (tie) => datedRound(tie) === round.round && tie.status !== 'decided' && tie.status !== 'bye',
    ),
  );
  const description = cup.winner
    ? line([
        `Won by ${cup.winner.name}`,
        cup.runnerUp && `runner-up ${cup.runnerUp.name}`,
        season?.name,
      ])
    : line([
        season?.name,
        `${cup.entrantCount} teams`,
        next && (next.date ? `${next.name}, ${dayInZone(next.date, timeZone)}` : next.name),
      ]);
  return { ...namedPreview(cup.name, description), siteName };
};

/** A page's own preview, or null when its id names nothing (or nothing public). */
export const ownLinkPreview = async (
  db: Db,
  page: PreviewPage,
  now: Date,
): Promise<LinkPreview | null> => {
  const siteName = await siteNameOf(db);
  switch (page.kind) {
    case 'home':
      return homePreview(db, siteName, now);
    case 'standings':
      return standingsPreview(db, siteName);
    case 'team':
      return teamPreview(db, siteName, page.id);
    case 'player':
      return playerPreview(db, siteName, page.id);
    case 'match':
      return matchPreview(db, siteName, page.id);
    case 'competition':
      return competitionPreview(db, siteName, page.id);
  }
};

/**
 * A page's preview. An id that names nothing gets the league's general preview (the home
 * page's): the web app shows its own not-found state on the page itself.
 */
export const linkPreview = async (db: Db, page: PreviewPage, now: Date): Promise<LinkPreview> =>
  (await ownLinkPreview(db, page, now)) ?? homePreview(db, await siteNameOf(db), now);
