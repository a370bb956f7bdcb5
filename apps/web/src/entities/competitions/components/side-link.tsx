// A side's name as a link: a league team's to its page, a singles knockout entrant's (docs/
// decisions/0048: a side with no team page) to its player's. A doubles knockout's pair (0049) has
// no one page: its name, "Kate Hill & Tom Lee", is each player's name linking to their own page.
// The server names a pair's side after its two players, in the order of its `playerIds`, joined
// by ' & ', so the name cuts into theirs with no read of players (the bracket page stays within
// its JavaScript budget); a name that does not cut into two (a player whose own name holds ' & ')
// is plain text, as any side of several players whose names are not known.
import Box from '@mui/material/Box';
import { Fragment, type ReactNode } from 'react';
import type { RouteLinkProps } from '../../../components/route-link.tsx';
import { PlayerLink } from '../../players/components/player-link.tsx';
import { TeamLink } from '../../teams/components/team-link.tsx';

export type SideLinkProps = {
  teamId: string;
  /** An entrant side's players; absent for a league team. */
  playerIds?: readonly string[] | undefined;
} & Omit<RouteLinkProps, 'to'>;

/** What joins a pair's two names in its side's name. */
const PAIR_JOIN = ' & ';

/** A side's name cut into its `count` players' names, in order; null when it does not cut so. */
export const pairNames = (name: ReactNode, count: number): string[] | null => {
  if (typeof name !== 'string') return null;
  const names = name.split(PAIR_JOIN);
  return names.length === count && names.every((part) => part.trim() !== '') ? names : null;
};

export const SideLink = ({ teamId, playerIds, ...rest }: SideLinkProps) => {
  if (!playerIds) return <TeamLink teamId={teamId} {...rest} />;
  const [playerId] = playerIds;
  if (playerId !== undefined && playerIds.length === 1)
    return <PlayerLink playerId={playerId} {...rest} />;
  const names = pairNames(rest.children, playerIds.length);
  if (!names)
    return (
      <Box component="span" sx={rest.sx}>
        {rest.children}
      </Box>
    );
  // The side's styles (its font) on the whole name, ' & ' too; inline whatever they say, so a
  // narrow card wraps it between the names.
  return (
    <Box component="span" sx={rest.sx} style={{ display: 'inline' }}>
      {playerIds.map((id, at) => (
        <Fragment key={id}>
          {at > 0 && PAIR_JOIN}
          <PlayerLink playerId={id} {...rest}>
            {names[at]}
          </PlayerLink>
        </Fragment>
      ))}
    </Box>
  );
};
