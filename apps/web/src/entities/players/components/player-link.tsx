// A player's name as a link to their page (/players/:playerId): every player name in the app is one.
// Where the name stands for a season's figures (a past season's table or squad), the link opens
// the player's page at that season.
import { RouteLink, type RouteLinkProps } from '../../../components/route-link.tsx';

export const playerPath = (playerId: string, seasonId?: string): string =>
  `/players/${encodeURIComponent(playerId)}${seasonId ? `?season=${encodeURIComponent(seasonId)}` : ''}`;

export const PlayerLink = ({
  playerId,
  seasonId,
  ...rest
}: { playerId: string; seasonId?: string | undefined } & Omit<RouteLinkProps, 'to'>) => (
  <RouteLink to={playerPath(playerId, seasonId)} {...rest} />
);
