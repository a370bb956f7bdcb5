// The authentication context: user, userRole, isAdmin, isTreasurer, loading and the captain's team,
// for the whole app. The server resolves the role on every request (docs/rules.md, Roles); this
// context reads its answer from GET /api/auth/me through TanStack Query.
import type { ResolvedRole, Team } from '@cueleague/domain/entities';
import { MESSAGES } from '@cueleague/domain/errors';
import { useQuery } from '@tanstack/react-query';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { meQuery, type AuthUser } from '../api/auth-api.ts';

export interface AuthState {
  user: AuthUser | null;
  /** null when signed out; 'user' for an account with no role yet. */
  userRole: ResolvedRole | null;
  isAdmin: boolean;
  /** An account an admin named to keep the ledger (Fees and fines); admins keep it anyway. */
  isTreasurer: boolean;
  /** True until the first authentication result. */
  loading: boolean;
  /**
   * True while /auth/me is being asked again with an answer already shown: one kept on this
   * device from an earlier visit (offline cache), or one the server may have changed since. The
   * route guard waits for the new answer before sending anyone away.
   */
  checking: boolean;
  /** The team the user captains (role captain), else null. */
  team: Team | null;
  /** Teams the user captains and belongs to, for hiding what they can't do. */
  captainOf: readonly string[];
  memberOf: readonly string[];
  /**
   * The current season's singles knockout sides the user plays (decision 0048): they score those
   * ties as a captain scores a team's.
   */
  entrantOf: readonly string[];
  /** False while the signed-in account's e-mail is not confirmed (a banner offers a new link). */
  emailVerified: boolean;
}

export const SIGNED_OUT_STATE: AuthState = {
  user: null,
  userRole: null,
  isAdmin: false,
  isTreasurer: false,
  loading: false,
  checking: false,
  team: null,
  captainOf: [],
  memberOf: [],
  entrantOf: [],
  emailVerified: true,
};

export const AuthContext = createContext<AuthState | undefined>(undefined);

export const AuthProvider = ({ children }: { children: ReactNode }) => {
  const { data, isPending, isFetching } = useQuery(meQuery());
  const value = useMemo<AuthState>(() => {
    if (isPending) return { ...SIGNED_OUT_STATE, loading: true };
    const checking = isFetching;
    // An unanswered /me leaves the visitor signed out (public pages still work); the query
    // retries on its own and on the next focus.
    if (!data?.user) return { ...SIGNED_OUT_STATE, checking };
    return {
      user: data.user,
      userRole: data.role ?? 'user',
      isAdmin: data.isAdmin,
      isTreasurer: data.isTreasurer === true,
      loading: false,
      checking,
      team: data.team,
      captainOf: data.captainOf,
      memberOf: data.memberOf,
      entrantOf: data.entrantOf ?? [],
      emailVerified: data.emailVerified !== false,
    };
  }, [data, isPending, isFetching]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
};

export const useAuth = (): AuthState => {
  const context = useContext(AuthContext);
  if (!context) throw new Error(MESSAGES.useAuthOutsideProvider);
  return context;
};
