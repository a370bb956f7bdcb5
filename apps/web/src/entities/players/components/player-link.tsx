// A player's name as a link to their page (/players/:playerId): every player name in the app is one.
import { RouteLink, type RouteLinkProps } from '../../../components/route-link.tsx';

export const playerPath = (playerId: string): string => `/players/${encodeURIComponent(playerId)}`;

export const PlayerLink = ({
  playerId,
  ...rest
}: { playerId: string } & Omit<RouteLinkProps, 'to'>) => (
  <RouteLink to={playerPath(playerId)} {...rest} />
);
