// Every page of docs/rules.md (The web app: Pages) with its redirects. Public pages render as they
// are; the others go through RouteGuard with their roles from the domain's ROUTE_ROLES.
import type { AppRoute } from '@cueleague/domain/permissions';
import { matchPath, Navigate, Route, Routes, useParams } from 'react-router';
import type { LazyPage } from '../lib/lazy-page.tsx';
import * as pages from './pages.ts';
import { RouteGuard } from './route-guard.tsx';
import { AppShell } from './shell/app-shell.tsx';

interface PageRoute {
  path: AppRoute;
  page: LazyPage<object>;
  guarded?: boolean;
}

export const PAGE_ROUTES: readonly PageRoute[] = [
  { path: '/', page: pages.HomePage },
  { path: '/live', page: pages.LivePage },
  { path: '/standings', page: pages.StandingsPage },
  { path: '/fixtures', page: pages.FixturesPage },
  { path: '/players', page: pages.PlayersPage },
  { path: '/teams/:teamId', page: pages.TeamPage },
  { path: '/players/:playerId', page: pages.PlayerPage },
  { path: '/matches/:matchId', page: pages.MatchPage },
  { path: '/competitions', page: pages.CompetitionsPage },
  { path: '/competitions/:competitionId', page: pages.CompetitionPage },
  { path: '/login', page: pages.LoginPage },
  { path: '/register', page: pages.RegisterPage },
  { path: '/forgot-password', page: pages.ForgotPasswordPage },
  { path: '/reset-password', page: pages.ResetPasswordPage },
  { path: '/verify-email', page: pages.VerifyEmailPage },
  { path: '/join', page: pages.JoinPage },
  { path: '/unsubscribe', page: pages.UnsubscribePage },
  { path: '/setup', page: pages.SetupPage },
  { path: '/profile', page: pages.ProfilePage, guarded: true },
  { path: '/team', page: pages.TeamDashboardPage, guarded: true },
  { path: '/team/roster', page: pages.TeamRosterPage, guarded: true },
  { path: '/team/matches', page: pages.TeamMatchesPage, guarded: true },
  { path: '/team/statement', page: pages.MyStatementPage, guarded: true },
  { path: '/team/match/:matchId/score', page: pages.MatchScorePage, guarded: true },
  { path: '/admin', page: pages.AdminDashboardPage, guarded: true },
  { path: '/admin/teams', page: pages.AdminTeamsPage, guarded: true },
  { path: '/admin/schedule-matches', page: pages.AdminScheduleMatchesPage, guarded: true },
  { path: '/admin/venues', page: pages.AdminVenuesPage, guarded: true },
  { path: '/admin/seasons', page: pages.AdminSeasonsPage, guarded: true },
  { path: '/admin/seasons/create', page: pages.AdminSeasonCreatePage, guarded: true },
  { path: '/admin/seasons/edit/:id', page: pages.AdminSeasonEditPage, guarded: true },
  { path: '/admin/seasons/next/:id', page: pages.AdminNextSeasonPage, guarded: true },
  { path: '/admin/players', page: pages.AdminPlayersPage, guarded: true },
  { path: '/admin/competitions', page: pages.AdminCompetitionsPage, guarded: true },
  { path: '/admin/adjustments', page: pages.AdminAdjustmentsPage, guarded: true },
  { path: '/admin/league', page: pages.AdminLeaguePage, guarded: true },
  { path: '/treasurer', page: pages.TreasurerPage, guarded: true },
  { path: '/treasurer/teams/:teamId', page: pages.TreasurerStatementPage, guarded: true },
];

/** The page a path shows, loaded: the app takes a server-rendered page over in one pass (main.tsx). */
export const preloadPageAt = async (pathname: string): Promise<void> => {
  const route = PAGE_ROUTES.find(({ path }) => matchPath(path, pathname));
  await route?.page.preload();
};

/** /team/match/:matchId goes on to its /score page. */
const MatchRedirect = ({ to }: { to: (matchId: string) => string }) => {
  const { matchId = '' } = useParams();
  return <Navigate to={to(encodeURIComponent(matchId))} replace />;
};

export const AppRoutes = () => (
  <Routes>
    <Route element={<AppShell />}>
      {PAGE_ROUTES.map(({ path, page: Page, guarded }) => (
        <Route
          key={path}
          path={path}
          element={
            guarded ? (
              <RouteGuard route={path}>
                <Page />
              </RouteGuard>
            ) : (
              <Page />
            )
          }
        />
      ))}
      <Route
        path="/team/match/:matchId"
        element={<MatchRedirect to={(matchId) => `/team/match/${matchId}/score`} />}
      />
      {/* Any unknown path goes home, /admin/schedule too (docs/rules.md, The web app: Pages). */}
      <Route path="*" element={<Navigate to="/" replace />} />
    </Route>
  </Routes>
);
