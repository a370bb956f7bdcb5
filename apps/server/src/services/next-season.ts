// Starting the next season from a season (docs/rules.md, The next season): the suggested moves
// from each division's final table, the admin's plan checked by the domain, and the new season
// written with its divisions, teams and rosters.
import {
  planNextSeason,
  suggestMoves,
  type NextSeasonPlan,
  type SuggestedMove,
} from '@cueleague/domain/next-season';
import type { Season, Team } from '@cueleague/domain/entities';
import type { nextSeasonBodySchema } from '@cueleague/domain/requests';
import type { NextSeasonPreview } from '@cueleague/domain/responses';
import type { z } from 'zod';
import { newId } from '../auth/tokens.ts';
import type { Db } from '../db/database.ts';
import { int } from '../db/rows.ts';
import { conflict, fromRefusal, HttpError } from '../http/http-error.ts';
import type { Executor, Trx } from '../repositories/executor.ts';
import { insertDivision, insertSeason, listSeasons } from '../repositories/seasons.ts';
import { recordLeagueAudit } from '../repositories/league-audit.ts';
import { insertMembership, listMemberships } from '../repositories/team-players.ts';
import { insertTeam, listTeams } from '../repositories/teams.ts';
import { seasonStandings } from './season-tables.ts';

/** No two seasons of a league share a name (case aside): why this one cannot be used, or null. */
const nameTaken = async (db: Executor, leagueId: string, name: string) => {
  const seasons = await listSeasons(db, leagueId);
  const taken = seasons.find((other) => other.name.toLowerCase() === name.trim().toLowerCase());
  return taken ? `The league already has a season called ${taken.name}.` : null;
};

const assertNameFree = async (db: Executor, leagueId: string, name: string) => {
  const taken = await nameTaken(db, leagueId, name);
  if (taken) throw new HttpError('conflict', taken, { name: 'Already a season of the league' });
};

export type NextSeasonBody = z.infer<typeof nextSeasonBodySchema>;

export interface NextSeasonDraft {
  teams: Team[];
  suggested: SuggestedMove[];
  plan: NextSeasonPlan;
  preview: NextSeasonPreview;
}

/**
 * The next season as the body asks for it, checked: refuses a season without teams and whatever
 * the domain's plan refuses (unknown teams, divisions of another season, two teams of one name,
 * a move for a dropped team). A name another season of the league has is refused only when
 * saving: a preview still shows the moves, and says the name is taken (`nameTaken`).
 */
export const draftNextSeason = async (
  db: Db,
  season: Season,
  body: NextSeasonBody,
  { dryRun }: { dryRun: boolean },
): Promise<NextSeasonDraft> => {
  const taken = await nameTaken(db, season.leagueId, body.name);
  if (taken && !dryRun)
    throw new HttpError('conflict', taken, { name: 'Already a season of the league' });
  const teams = await listTeams(db, { seasonId: season.id });
  if (teams.length === 0) throw conflict('This season has no teams to carry into the next one.');
  if (season.divisions.length === 0) throw conflict('This season has no divisions.');
  // Each division's final table, top division first (an undivided season has one).
  const tables = [];
  for (const division of season.divisions) {
    const rows = await seasonStandings(db, season, division.id);
    tables.push({ divisionId: division.id, rows });
  }
  const suggested = suggestMoves(tables, { up: body.up, down: body.down });
  const planned = planNextSeason({
    divisions: season.divisions,
    teams,
    suggested,
    moves: body.moves,
    drop: body.drop,
    add: body.add,
  });
  if (!planned.ok) throw fromRefusal(planned);
  const plan = planned.value;
  const top = season.divisions[0]?.id ?? '';
  const preview: NextSeasonPreview = {
    name: body.name,
    nameTaken: taken,
    startDate: body.startDate ?? null,
    endDate: body.endDate ?? null,
    up: body.up ?? 1,
    down: body.down ?? 1,
    divisions: plan.divisions.map((division) => ({
      fromDivisionId: division.fromDivisionId,
      name: division.name,
      position: division.position,
      teams: division.teams.map((team) =>
        team.kind === 'new'
          ? { teamId: null, name: team.name, fromDivisionId: null, move: 'new' as const }
          : {
              teamId: team.teamId,
              name: team.name,
              fromDivisionId: team.fromDivisionId,
              move: team.move,
            },
      ),
    })),
    suggested,
    dropped: teams
      .filter((team) => plan.dropped.includes(team.id))
      .map((team) => ({
        teamId: team.id,
        name: team.name,
        fromDivisionId: team.divisionId ?? top,
      })),
  };
  return { teams, suggested, plan, preview };
};

/**
 * Writes the drafted season (not current; the same format and points scheme), its divisions, a
 * new team per kept team (same name, home venue and captain) with the same active memberships and
 * roles, and the added teams. Answers the new season's id and its teams.
 */
export const createNextSeason = async (
  trx: Trx,
  season: Season,
  draft: NextSeasonDraft,
  audit: { actorUserId: string; at: Date },
): Promise<{ seasonId: string; teams: Team[] }> => {
  const seasonId = newId();
  const { preview, plan } = draft;
  // Checked again inside the write: another admin may have taken the name since the draft.
  await assertNameFree(trx, season.leagueId, preview.name);
  await insertSeason(trx, {
    id: seasonId,
    leagueId: season.leagueId,
    name: preview.name,
    isCurrent: 0,
    startDate: preview.startDate,
    endDate: preview.endDate,
    pointsForWin: season.pointsForWin,
    pointsForDraw: season.pointsForDraw,
    pointsForLoss: season.pointsForLoss,
    pointsPerFrame: season.pointsPerFrame,
    pointsPerRack: season.pointsPerRack,
    format: JSON.stringify(season.format),
  });
  const oldTeams = new Map(draft.teams.map((team) => [team.id, team]));
  const memberships = await listMemberships(trx, { seasonId: season.id, isActive: true });
  const created: Team[] = [];
  for (const [position, division] of plan.divisions.entries()) {
    const divisionId = newId();
    await insertDivision(trx, { id: divisionId, seasonId, name: division.name, position });
    for (const planned of division.teams) {
      const old = planned.kind === 'carried' ? oldTeams.get(planned.teamId) : undefined;
      const team: Team = {
        id: newId(),
        seasonId,
        name: planned.name,
        homeVenueId: old?.homeVenueId ?? null,
        captainUserId: old?.captainUserId ?? null,
        divisionId,
      };
      await insertTeam(trx, {
        id: team.id,
        seasonId,
        name: team.name,
        homeVenueId: team.homeVenueId ?? null,
        captainUserId: team.captainUserId ?? null,
        divisionId,
      });
      if (old) {
        for (const membership of memberships.filter((row) => row.teamId === old.id)) {
          await insertMembership(trx, {
            id: newId(),
            teamId: team.id,
            playerId: membership.playerId,
            seasonId,
            role: membership.role,
            isActive: int(true),
          });
        }
      }
      created.push(team);
    }
  }
  // One entry on the new season: who started it, from which season, and how it was laid out.
  await recordLeagueAudit(trx, {
    subjectType: 'season',
    subjectId: seasonId,
    reason: 'season_started',
    note: `Started from ${season.name}`,
    actorUserId: audit.actorUserId,
    at: audit.at.toISOString(),
    before: { seasonId: season.id, name: season.name },
    after: {
      name: preview.name,
      divisions: plan.divisions.map((division) => ({
        name: division.name,
        teams: division.teams.map((team) => ({
          name: team.name,
          move: team.kind === 'new' ? 'new' : team.move,
        })),
      })),
      dropped: preview.dropped.map((team) => team.name),
    },
  });
  return { seasonId, teams: created };
};
