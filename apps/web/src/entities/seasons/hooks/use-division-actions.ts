// Division writes, reported by the mutation cache's snackbars. A season carries its divisions, and
// the teams and tables hang off them: refresh those too.
import { useRefreshingMutation } from '../../../lib/use-invalidate.ts';
import { standingsKeys } from '../../standings/api/standings-api.ts';
import { teamKeys } from '../../teams/api/teams-api.ts';
import { seasonKeys } from '../api/seasons-api.ts';
import {
  createDivision,
  deleteDivision,
  updateDivision,
  type DivisionCreateBody,
  type DivisionUpdateBody,
} from '../api/divisions-admin-api.ts';

const DIVISION_KEYS = [seasonKeys.all, teamKeys.all, standingsKeys.all];

export const useCreateDivision = () =>
  useRefreshingMutation(DIVISION_KEYS, {
    mutationFn: (body: DivisionCreateBody) => createDivision(body),
    meta: { successMessage: 'Division added', errorPrefix: 'Could not add the division' },
  });

export const useUpdateDivision = () =>
  useRefreshingMutation(DIVISION_KEYS, {
    mutationFn: ({ id, body }: { id: string; body: DivisionUpdateBody }) =>
      updateDivision(id, body),
    meta: { successMessage: 'Division saved', errorPrefix: 'Could not save the division' },
  });

export const useDeleteDivision = () =>
  useRefreshingMutation(DIVISION_KEYS, {
    mutationFn: (id: string) => deleteDivision(id),
    meta: { successMessage: 'Division deleted', errorPrefix: 'Could not delete the division' },
  });
