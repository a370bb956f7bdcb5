// Adjustment writes; an adjustment is counted in its team's points, so the tables refresh too.
import { adjustmentFigure } from '@cueleague/domain/points-adjustments';
import { useAddMutation, useDeleteMutation, useSaveMutation } from '../../../lib/use-invalidate.ts';
import { ledgerKeys } from '../../ledger/api/ledger-api.ts';
import { standingsKeys } from '../../standings/api/standings-api.ts';
import {
  createAdjustment,
  deleteAdjustment,
  updateAdjustment,
} from '../api/adjustments-admin-api.ts';
import { adjustmentKeys } from '../api/adjustments-api.ts';

const ADJUSTMENT_KEYS = [adjustmentKeys.all, standingsKeys.all];

/** "Adjustment of −3 added"; a fine with it is in the team's statement. */
export const useCreateAdjustment = () =>
  useAddMutation(
    [...ADJUSTMENT_KEYS, ledgerKeys.all],
    'adjustment',
    createAdjustment,
    (adjustment) => `Adjustment of ${adjustmentFigure(adjustment.points)}`,
  );

export const useUpdateAdjustment = () =>
  useSaveMutation(ADJUSTMENT_KEYS, 'adjustment', updateAdjustment);

export const useDeleteAdjustment = () =>
  useDeleteMutation(ADJUSTMENT_KEYS, 'adjustment', deleteAdjustment);
