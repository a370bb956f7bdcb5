// What a link to a public page shows when it is pasted into a chat app: a title and a line of
// real content (a result, a place in the table, a player's frames), read through the repositories
// and the season tables and said with the domain's words. http/page-html.ts puts it into the
// served index.html as Open Graph and Twitter tags.
import { ordinal, pointsLabel } from '@cueleague/domain/compute-standings';
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
import { findTeam, teamName } from '../repositories/teams.ts';
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
}

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
  const description =
    live === 0 && !next
      ? `${siteName}: ${TAGLINE.toLowerCase()}`
      : line([
          siteName,
          live > 0 && `${live} ${live === 1 ? 'match' : 'matches'} live now`,
          next && `Next fixtures ${dayInZone(next.scheduledDate, timeZone)}`,
        ]);
  return { title: siteName, description, siteName, general: true };
};

/** The current season's leader of each division (of the table, when it has just one). */
const standingsPreview = async (db: Db, siteName: string): Promise<LinkPreview | null> => {
  const season = await currentSeason(db);
  if (!season) return null;
  const divided = isDivided(season.divisions);
  const leaders: string[] = [];
  for (const division of season.divisions) {
    const [top] = await seasonStandings(db, season, division.id);
    if (!top || top.played === 0) continue;
    const leader = `${top.teamName}, ${pointsLabel(top.points)}`;
    leaders.push(divided ? `${divisionLabel(division)}: ${leader}` : `Leader: ${leader}`);
  }
  return {
    title: `${season.name} standings`,
    description: line([season.name, ...(leaders.length > 0 ? leaders : ['No results yet'])]),
    siteName,
    general: false,
  };
};

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
    title: team.name,
    description: line([...standing, venue && `Home: ${venue.name}`]),
    siteName,
    general: false,
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
  return {
    title: `${player.firstName} ${player.lastName}`,
    // With no current season there is nothing of this season to say: the league it plays in.
    description:
      line([
        row?.teamName,
        frames,
        row?.rating !== null && row?.rating !== undefined && `Rating ${row.rating.toFixed(1)}`,
      ]) || `Plays in ${siteName}`,
    siteName,
    general: false,
  };
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
    findTeam(db, match.homeTeamId),
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
  return {
    title,
    description: line([
      title,
      STATE_NOTES[match.state],
      cupLine || (division && divisionLabel(division)),
      dayInZone(match.scheduledDate, timeZone),
    ]),
    siteName,
    general: false,
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
    return { title: cup.name, description, siteName, general: false };
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
  return { title: cup.name, description, siteName, general: false };
};

/**
 * A page's preview. An id that names nothing gets the league's general preview (the home
 * page's): the web app shows its own not-found state on the page itself.
 */
export const linkPreview = async (db: Db, page: PreviewPage, now: Date): Promise<LinkPreview> => {
  const siteName = await siteNameOf(db);
  const own =
    page.kind === 'standings'
      ? await standingsPreview(db, siteName)
      : page.kind === 'team'
        ? await teamPreview(db, siteName, page.id)
        : page.kind === 'player'
          ? await playerPreview(db, siteName, page.id)
          : page.kind === 'match'
            ? await matchPreview(db, siteName, page.id)
            : page.kind === 'competition'
              ? await competitionPreview(db, siteName, page.id)
              : null;
  return own ?? homePreview(db, siteName, now);
};
