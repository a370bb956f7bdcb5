// Division writes, reported by the mutation cache's snackbars. A season carries its divisions, and
// the teams and tables hang off them: refresh those too.
import {
  useDeleteMutation,
  useRefreshingMutation,
  useSaveMutation,
} from '../../../lib/use-invalidate.ts';
import { standingsKeys } from '../../standings/api/standings-api.ts';
import { teamKeys } from '../../teams/api/teams-api.ts';
import { seasonKeys } from '../api/seasons-api.ts';
import {
  createDivision,
  deleteDivision,
  updateDivision,
  type DivisionCreateBody,
} from '../api/divisions-admin-api.ts';

const DIVISION_KEYS = [seasonKeys.all, teamKeys.all, standingsKeys.all];

export const useCreateDivision = () =>
  useRefreshingMutation(DIVISION_KEYS, {
    mutationFn: (body: DivisionCreateBody) => createDivision(body),
    meta: { successMessage: 'Division added', errorPrefix: 'Could not add the division' },
  });

export const useUpdateDivision = () => useSaveMutation(DIVISION_KEYS, 'division', updateDivision);

export const useDeleteDivision = () => useDeleteMutation(DIVISION_KEYS, 'division', deleteDivision);
