// A match as a link to its public page (/matches/:matchId), the scorecard anyone may open.
import { RouteLink, type RouteLinkProps } from '../../../components/route-link.tsx';

export const matchPath = (matchId: string): string => `/matches/${encodeURIComponent(matchId)}`;

export const MatchLink = ({
  matchId,
  ...rest
}: { matchId: string } & Omit<RouteLinkProps, 'to'>) => (
  <RouteLink to={matchPath(matchId)} {...rest} />
);
