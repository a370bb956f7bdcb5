// The route guard (docs/rules.md, Permissions), decided by the domain's guardRoute: 'Loading...'
// while auth loads; no user to /login (remembering where they were going); an admin passes, and a
// treasurer the ledger's pages; a role not among those required to /. A redirect decided on an
// answer being asked again (the offline cache's, at start-up) waits for the new one: the account
// may have been given that role meanwhile.
import { guardRoute, ROUTE_ROLES, type AppRoute } from '@cueleague/domain/permissions';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from '../entities/auth/hooks/auth-context.tsx';
import type { LoginRedirectState } from '../entities/auth/login-redirect.ts';

export const RouteGuard = ({ route, children }: { route: AppRoute; children: ReactNode }) => {
  const auth = useAuth();
  const location = useLocation();
  const decision = guardRoute(ROUTE_ROLES[route], {
    loading: auth.loading,
    user: auth.user,
    role: auth.userRole,
    isAdmin: auth.isAdmin,
    isTreasurer: auth.isTreasurer,
  });
  if (decision.kind === 'loading' || (decision.kind === 'redirect' && auth.checking)) {
    return (
      <Box role="status" sx={{ py: 8, textAlign: 'center' }}>
        <Typography color="text.secondary">Loading...</Typography>
      </Box>
    );
  }
  if (decision.kind === 'redirect') {
    const state: LoginRedirectState | undefined =
      decision.to === '/login'
        ? { from: { pathname: location.pathname, search: location.search } }
        : undefined;
    return <Navigate to={decision.to} replace state={state} />;
  }
  return children;
};
