// Every page, loaded lazily: each becomes its own chunk.
import { lazyPage } from '../lib/lazy-page.tsx';

export const HomePage = lazyPage(() =>
  import('../features/home/components/home-page.tsx').then((m) => m.HomePage),
);
export const LivePage = lazyPage(() =>
  import('../features/live/components/live-page.tsx').then((m) => m.LivePage),
);
export const StandingsPage = lazyPage(() =>
  import('../features/standings/components/standings-page.tsx').then((m) => m.StandingsPage),
);
export const FixturesPage = lazyPage(() =>
  import('../features/fixtures/components/fixtures-page.tsx').then((m) => m.FixturesPage),
);
export const PlayersPage = lazyPage(() =>
  import('../features/players/components/players-page.tsx').then((m) => m.PlayersPage),
);
export const TeamPage = lazyPage(() =>
  import('../features/team-page/components/team-page.tsx').then((m) => m.TeamPage),
);
export const PlayerPage = lazyPage(() =>
  import('../features/player-page/components/player-page.tsx').then(async (m) => {
    await m.preloadPlayerPageParts();
    return m.PlayerPage;
  }),
);
export const MatchPage = lazyPage(() =>
  import('../features/match-page/components/match-page.tsx').then((m) => m.MatchPage),
);
export const CompetitionsPage = lazyPage(() =>
  import('../features/competitions/components/competitions-page.tsx').then(
    (m) => m.CompetitionsPage,
  ),
);
export const CompetitionPage = lazyPage(() =>
  import('../features/competitions/components/competition-page.tsx').then((m) => m.CompetitionPage),
);
export const LoginPage = lazyPage(() =>
  import('../features/auth/components/login-page.tsx').then((m) => m.LoginPage),
);
export const RegisterPage = lazyPage(() =>
  import('../features/auth/components/register-page.tsx').then((m) => m.RegisterPage),
);
export const ForgotPasswordPage = lazyPage(() =>
  import('../features/auth/components/forgot-password-page.tsx').then((m) => m.ForgotPasswordPage),
);
export const ResetPasswordPage = lazyPage(() =>
  import('../features/auth/components/reset-password-page.tsx').then((m) => m.ResetPasswordPage),
);
export const VerifyEmailPage = lazyPage(() =>
  import('../features/auth/components/verify-email-page.tsx').then((m) => m.VerifyEmailPage),
);
export const JoinPage = lazyPage(() =>
  import('../features/invites/components/join-page.tsx').then((m) => m.JoinPage),
);
export const UnsubscribePage = lazyPage(() =>
  import('../features/notifications/components/unsubscribe-page.tsx').then(
    (m) => m.UnsubscribePage,
  ),
);
export const ProfilePage = lazyPage(() =>
  import('../features/auth/components/profile-page.tsx').then((m) => m.ProfilePage),
);
export const SetupPage = lazyPage(() =>
  import('../features/setup/components/setup-page.tsx').then((m) => m.SetupPage),
);
export const TeamDashboardPage = lazyPage(() =>
  import('../features/team-area/components/team-dashboard-page.tsx').then(
    (m) => m.TeamDashboardPage,
  ),
);
export const TeamRosterPage = lazyPage(() =>
  import('../features/team-area/components/team-roster-page.tsx').then((m) => m.TeamRosterPage),
);
export const TeamMatchesPage = lazyPage(() =>
  import('../features/team-area/components/team-matches-page.tsx').then((m) => m.TeamMatchesPage),
);
export const MatchScorePage = lazyPage(() =>
  import('../features/scoring/components/match-score-page.tsx').then((m) => m.MatchScorePage),
);
export const AdminDashboardPage = lazyPage(() =>
  import('../features/admin/components/admin-dashboard-page.tsx').then((m) => m.AdminDashboardPage),
);
export const AdminTeamsPage = lazyPage(() =>
  import('../features/admin/components/admin-teams-page.tsx').then((m) => m.AdminTeamsPage),
);
export const AdminScheduleMatchesPage = lazyPage(() =>
  import('../features/admin/components/admin-schedule-matches-page.tsx').then(
    (m) => m.AdminScheduleMatchesPage,
  ),
);
export const AdminVenuesPage = lazyPage(() =>
  import('../features/admin/components/admin-venues-page.tsx').then((m) => m.AdminVenuesPage),
);
export const AdminSeasonsPage = lazyPage(() =>
  import('../features/admin/components/admin-seasons-page.tsx').then((m) => m.AdminSeasonsPage),
);
export const AdminSeasonCreatePage = lazyPage(() =>
  import('../features/admin/components/admin-season-create-page.tsx').then(
    (m) => m.AdminSeasonCreatePage,
  ),
);
export const AdminSeasonEditPage = lazyPage(() =>
  import('../features/admin/components/admin-season-edit-page.tsx').then(
    (m) => m.AdminSeasonEditPage,
  ),
);
export const AdminPlayersPage = lazyPage(() =>
  import('../features/admin/components/admin-players-page.tsx').then((m) => m.AdminPlayersPage),
);
export const AdminNextSeasonPage = lazyPage(() =>
  import('../features/admin/components/admin-next-season-page.tsx').then(
    (m) => m.AdminNextSeasonPage,
  ),
);
export const AdminLeaguePage = lazyPage(() =>
  import('../features/admin/components/admin-league-page.tsx').then((m) => m.AdminLeaguePage),
);
export const AdminAdjustmentsPage = lazyPage(() =>
  import('../features/admin/components/admin-adjustments-page.tsx').then(
    (m) => m.AdminAdjustmentsPage,
  ),
);
export const AdminCompetitionsPage = lazyPage(() =>
  import('../features/admin/components/admin-competitions-page.tsx').then(
    (m) => m.AdminCompetitionsPage,
  ),
);
export const TreasurerPage = lazyPage(() =>
  import('../features/ledger/components/treasurer-page.tsx').then((m) => m.TreasurerPage),
);
export const TreasurerStatementPage = lazyPage(() =>
  import('../features/ledger/components/statement-page.tsx').then((m) => m.TreasurerStatementPage),
);
export const MyStatementPage = lazyPage(() =>
  import('../features/ledger/components/statement-page.tsx').then((m) => m.MyStatementPage),
);
