// Deciding a proposed penalty. Applied, it is an adjustment counted in its team's points, so the
// adjustments and the tables refresh with the proposals. The list is read again after a refusal
// too: a 409 means another admin (or another tab) decided it first, and its row should go.
import { adjustmentFigure } from '@cueleague/domain/points-adjustments';
import { useMutation } from '@tanstack/react-query';
import { useInvalidate } from '../../../lib/use-invalidate.ts';
import { adjustmentKeys } from '../../adjustments/api/adjustments-api.ts';
import { standingsKeys } from '../../standings/api/standings-api.ts';
import {
  applyPenalty,
  penaltyKeys,
  waivePenalty,
  type PenaltyProposal,
} from '../api/penalty-proposals-api.ts';

const PENALTY_KEYS = [penaltyKeys.all, adjustmentKeys.all, standingsKeys.all];

/** "Penalty of −4 applied"; a refusal is the caller's to show, beside the row (`quiet`). */
export const useApplyPenalty = () => {
  const invalidate = useInvalidate(...PENALTY_KEYS);
  return useMutation({
    mutationFn: applyPenalty,
    meta: {
      successMessage: (applied) =>
        `Penalty of ${adjustmentFigure((applied as PenaltyProposal).points)} applied`,
      quiet: true,
    },
    onSettled: invalidate,
  });
};

/** "Penalty waived"; a refusal is the caller's to show, in its dialog (`quiet`). */
export const useWaivePenalty = () => {
  const invalidate = useInvalidate(...PENALTY_KEYS);
  return useMutation({
    mutationFn: waivePenalty,
    meta: { successMessage: 'Penalty waived', quiet: true },
    onSettled: invalidate,
  });
};
