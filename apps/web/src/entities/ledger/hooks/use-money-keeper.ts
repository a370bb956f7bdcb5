// Who keeps the ledger (docs/rules.md, Fees and fines): an admin, or an account an admin named
// treasurer. The pages show the keepers' buttons by this; the server is the guard.
import { useAuth } from '../../auth/hooks/auth-context.tsx';

export const useIsMoneyKeeper = (): boolean => {
  const auth = useAuth();
  return Boolean(auth.user) && (auth.isAdmin || auth.isTreasurer);
};
