// Who sees which navigation entry (docs/rules.md, The web app: Top bar and drawer). The UI hides
// what a role can't open; the route guard and the server are what actually stop them.
import type { ResolvedRole } from '@cueleague/domain/entities';

export interface NavItem {
  label: string;
  to: string;
}

export interface NavAuth {
  userRole: ResolvedRole | null;
  isAdmin: boolean;
  isTreasurer: boolean;
}

export const PUBLIC_LINKS: readonly NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'Live Matches', to: '/live' },
  { label: 'Standings', to: '/standings' },
  { label: 'Fixtures', to: '/fixtures' },
  { label: 'Cups', to: '/competitions' },
  { label: 'Players', to: '/players' },
];

/**
 * The drawer's admin entries. Schedule opens /admin/schedule-matches: there is no /admin/schedule
 * page (docs/rules.md, The web app: Pages).
 */
export const ADMIN_ENTRIES: readonly NavItem[] = [
  { label: 'Dashboard', to: '/admin' },
  { label: 'Teams', to: '/admin/teams' },
  { label: 'Players', to: '/admin/players' },
  { label: 'Venues', to: '/admin/venues' },
  { label: 'Schedule', to: '/admin/schedule-matches' },
  { label: 'Cups', to: '/admin/competitions' },
  { label: 'Adjustments', to: '/admin/adjustments' },
  { label: 'League settings', to: '/admin/league' },
];

const isTeamRole = (role: ResolvedRole | null): boolean => role === 'captain' || role === 'player';

/** The ledger's page, for those who keep it (docs/rules.md, Fees and fines). */
const FEES_AND_FINES: NavItem = { label: 'Fees and fines', to: '/treasurer' };

/** A treasurer or an admin keeps the ledger; nobody else sees money. */
const keepsLedger = ({ isAdmin, isTreasurer }: NavAuth): boolean => isAdmin || isTreasurer;

/**
 * Top-bar links beyond the public ones: Admin for admins, Team for captains and players, Fees and
 * fines for treasurers and admins.
 */
export const roleLinks = (auth: NavAuth): NavItem[] => [
  ...(auth.isAdmin ? [{ label: 'Admin', to: '/admin' }] : []),
  ...(isTeamRole(auth.userRole) ? [{ label: 'Team', to: '/team' }] : []),
  ...(keepsLedger(auth) ? [FEES_AND_FINES] : []),
];

export const adminEntries = ({ isAdmin }: NavAuth): readonly NavItem[] =>
  isAdmin ? ADMIN_ENTRIES : [];

/**
 * Team Dashboard for captains and players; the roster is the captain's (docs/rules.md,
 * Permissions).
 */
export const teamEntries = ({ userRole }: NavAuth): NavItem[] =>
  isTeamRole(userRole)
    ? [
        { label: 'Team Dashboard', to: '/team' },
        ...(userRole === 'captain' ? [{ label: 'Team Roster', to: '/team/roster' }] : []),
      ]
    : [];

/** The drawer's ledger entry, for treasurers and admins (a treasurer has no admin entries). */
export const treasurerEntries = (auth: NavAuth): NavItem[] =>
  keepsLedger(auth) ? [FEES_AND_FINES] : [];
