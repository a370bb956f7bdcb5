// The admin names and removes treasurers. Both forms show their own refusals (the e-mail's field,
// the confirm dialog), so neither adds a snackbar for them.
import type { Treasurer } from '@cueleague/domain/ledger';
import { useRefreshingMutation } from '../../../lib/use-invalidate.ts';
import { nameTreasurer, removeTreasurer, treasurerKeys } from '../api/treasurers-api.ts';

/** How the list calls an account: its player's name when it has one, else its e-mail. */
export const treasurerName = (treasurer: Pick<Treasurer, 'name' | 'email'>): string =>
  treasurer.name ?? treasurer.email;

export const useNameTreasurer = () =>
  useRefreshingMutation([treasurerKeys.all], {
    mutationFn: nameTreasurer,
    meta: {
      successMessage: (data) => `${treasurerName(data as Treasurer)} is now a treasurer`,
      quiet: true,
    },
  });

export const useRemoveTreasurer = () =>
  useRefreshingMutation([treasurerKeys.all], {
    mutationFn: removeTreasurer,
    meta: { successMessage: 'Treasurer removed', quiet: true },
  });
