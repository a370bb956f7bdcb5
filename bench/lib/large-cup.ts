// A 256-team knockout cup for benchmarks (issue 31): every team of a large league entered, drawn
// in team order, published with a date per round (single or double elimination); the first round's ties made into matches by
// the server's own code, and half of them decided, so the bracket has results, waiting ties and
// fixtures. Written straight to the database, as large-league.ts writes its league.
import type { Db } from '../../apps/server/src/db/database.ts';
import { insertDecision } from '../../apps/server/src/repositories/competitions.ts';
import { advanceCompetition } from '../../apps/server/src/services/competitions.ts';
import { NO_EVENTS } from '../../apps/server/src/services/match-events.ts';
import { STANDARD_FORMAT } from '@cueleague/domain/match-format';
import { datedRoundNames, stagesOfCup } from '@cueleague/domain/competitions/rounds';
import type { BracketKind } from '@cueleague/domain/competitions/bracket';

const CUP_ID = 'big-cup';

export const seedLargeCup = async (
  db: Db,
  seasonId: string,
  teamIds: readonly string[],
  shape: { bracket: BracketKind; plate: boolean } = { bracket: 'single-elimination', plate: false },
) => {
  const now = new Date();
  const at = now.toISOString();
  const stages = stagesOfCup({ entrantCount: teamIds.length, ...shape });
  if (!stages) throw new Error(`no ${shape.bracket} bracket for ${teamIds.length} teams`);
  const rounds = datedRoundNames(stages).length;
  const roundDates = Array.from({ length: rounds }, (_, round) =>
    new Date(Date.UTC(2025, 2, 6 + 7 * round, 19, 30)).toISOString(),
  );
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('competitions')
      .values({
        id: CUP_ID,
        seasonId,
        name: 'The Big Cup',
        kind: 'team-knockout',
        state: 'published',
        format: JSON.stringify(STANDARD_FORMAT),
        homeRule: 'drawn-first',
        bracket: shape.bracket,
        plate: shape.plate ? 1 : 0,
        draw: JSON.stringify({ method: 'manual' }),
        drawOrder: JSON.stringify(teamIds),
        roundDates: JSON.stringify(roundDates),
        createdAt: at,
        updatedAt: at,
      })
      .execute();
    await trx
      .insertInto('competitionEntries')
      .values(teamIds.map((teamId) => ({ competitionId: CUP_ID, teamId })))
      .execute();
    const row = await trx
      .selectFrom('competitions')
      .selectAll()
      .where('id', '=', CUP_ID)
      .executeTakeFirstOrThrow();
    const made = await advanceCompetition(trx, row, now, NO_EVENTS, { actorUserId: 'bench' });
    // Half the first round decided (the home side through), so round 2 has some ties made.
    for (const { match } of made.slice(0, made.length / 2)) {
      await trx.deleteFrom('frames').where('matchId', '=', match.id).execute();
      await trx.deleteFrom('matches').where('id', '=', match.id).execute();
      await insertDecision(trx, {
        competitionId: CUP_ID,
        tieId: match.tieId ?? '',
        winner: match.homeTeamId,
        reason: 'Walkover',
        actorUserId: 'bench',
        at,
      });
    }
    await advanceCompetition(trx, row, now, NO_EVENTS, { actorUserId: 'bench' });
  });
  return CUP_ID;
};
