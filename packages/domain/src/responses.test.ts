// The response schemas restate, as zod, shapes the domain's functions already type (a standings
// row, an import plan, a rating change): these checks fail to compile when the two drift apart.
import { describe, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { StandingsRow } from './compute-standings.ts';
import type { Match } from './entities.ts';
import type { LiveSnapshot } from './live-protocol.ts';
import type { RatedStatsRow, RatingHistoryItem } from './player-rating.ts';
import type {
  importRowSchema,
  liveSnapshotSchema,
  matchListItemSchema,
  ratedStatsRowSchema,
  ratingHistoryItemSchema,
  rosterImportAnswerSchema,
  scheduleConflictSchema,
  standingsRowSchema,
} from './responses.ts';
import type { ImportPlan, ImportRow } from './roster-import.ts';
import type { ScheduleConflict } from './schedule-conflicts.ts';

/** Each assignable to the other: the same shape, whatever way each type was spelled. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

describe('response schemas', () => {
  it('answer exactly the shapes the domain computes', () => {
    expectTypeOf<Same<z.infer<typeof standingsRowSchema>, StandingsRow>>().toEqualTypeOf<true>();
    expectTypeOf<
      Same<z.infer<typeof ratedStatsRowSchema>, RatedStatsRow & { teamName: string | null }>
    >().toEqualTypeOf<true>();
    expectTypeOf<
      Same<z.infer<typeof ratingHistoryItemSchema>, RatingHistoryItem>
    >().toEqualTypeOf<true>();
    expectTypeOf<Same<z.infer<typeof importRowSchema>, ImportRow>>().toEqualTypeOf<true>();
    expectTypeOf<
      Same<
        z.infer<typeof rosterImportAnswerSchema>,
        ImportPlan & { imported: boolean; ignoredColumns: string[] }
      >
    >().toEqualTypeOf<true>();
    expectTypeOf<
      Same<z.infer<typeof scheduleConflictSchema>, ScheduleConflict>
    >().toEqualTypeOf<true>();
    expectTypeOf<Same<z.infer<typeof liveSnapshotSchema>, LiveSnapshot>>().toEqualTypeOf<true>();
    expectTypeOf<Match>().toExtend<z.infer<typeof matchListItemSchema>>();
  });
});
