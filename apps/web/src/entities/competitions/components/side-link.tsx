// A side's name as a link: a league team's to its page, a singles knockout entrant's (docs/
// decisions/0048: a side with no team page) to its player's. A side of several players (a pair,
// one day) has no one page: its name is plain text.
import Box from '@mui/material/Box';
import type { RouteLinkProps } from '../../../components/route-link.tsx';
import { PlayerLink } from '../../players/components/player-link.tsx';
import { TeamLink } from '../../teams/components/team-link.tsx';

export type SideLinkProps = {
  teamId: string;
  /** An entrant side's players; absent for a league team. */
  playerIds?: readonly string[] | undefined;
} & Omit<RouteLinkProps, 'to'>;

export const SideLink = ({ teamId, playerIds, ...rest }: SideLinkProps) => {
  if (!playerIds) return <TeamLink teamId={teamId} {...rest} />;
  const [playerId] = playerIds;
  if (playerId !== undefined && playerIds.length === 1)
    return <PlayerLink playerId={playerId} {...rest} />;
  return (
    <Box component="span" sx={rest.sx}>
      {rest.children}
    </Box>
  );
};
