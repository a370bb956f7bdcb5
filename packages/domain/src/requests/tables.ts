// The tables and stats a season shows.
import { z } from 'zod';
import { idSchema } from '../entities.ts';
import { booleanQuery } from './fields.ts';

export const standingsQuerySchema = z.strictObject({
  seasonId: idSchema.optional(),
  /** Left out: the season's top division. */
  divisionId: idSchema.optional(),
});
export const playerStatsQuerySchema = z.strictObject({
  seasonId: idSchema.optional(),
  divisionId: idSchema.optional(),
  minFrames: z.coerce.number().int().min(0).max(10_000).optional(),
  /** 'true': cup ties count in the stats too (they always count in the ratings). */
  cups: booleanQuery.optional(),
});
export const ratingHistoryQuerySchema = z.strictObject({ seasonId: idSchema.optional() });
