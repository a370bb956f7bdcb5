// The admin's adjustment writes: record one for a team (its season is the team's), change its
// points, reason or match, or remove it.
import type {
  pointsAdjustmentCreateSchema,
  pointsAdjustmentUpdateSchema,
} from '@cueleague/domain/requests';
import type { z } from 'zod';
import { adminWrites } from '../../../lib/admin-writes.ts';

export type AdjustmentCreateBody = z.input<typeof pointsAdjustmentCreateSchema>;
export type AdjustmentUpdateBody = z.input<typeof pointsAdjustmentUpdateSchema>;

const adjustments = adminWrites<'pointsAdjustment', AdjustmentCreateBody, AdjustmentUpdateBody>(
  'pointsAdjustment',
  '/api/adjustments',
);

export const {
  create: createAdjustment,
  update: updateAdjustment,
  remove: deleteAdjustment,
} = adjustments;
