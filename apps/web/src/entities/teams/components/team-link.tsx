// A team's name as a link to its page (/teams/:teamId): every team name in the app is one.
import { RouteLink, type RouteLinkProps } from '../../../components/route-link.tsx';

export const teamPath = (teamId: string): string => `/teams/${encodeURIComponent(teamId)}`;

export const TeamLink = ({ teamId, ...rest }: { teamId: string } & Omit<RouteLinkProps, 'to'>) => (
  <RouteLink to={teamPath(teamId)} {...rest} />
);
