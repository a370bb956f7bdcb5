// The return-to-live banner's menu, for a captain with several matches in progress: each links to
// its score page, the current one disabled. Loaded with its first opening (see LazyPart).
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink } from 'react-router';
import type { ActiveMatch } from '../hooks/use-active-matches.ts';
import { scorePath } from '../score-path.ts';

export const LiveMatchMenu = ({
  anchor,
  matches,
  current,
  onClose,
}: {
  anchor: HTMLElement | null;
  matches: readonly ActiveMatch[];
  current: string | undefined;
  onClose: () => void;
}) => (
  <Menu id="live-match-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
    {matches.map((match) => (
      <MenuItem
        key={match.id}
        component={RouterLink}
        to={scorePath(match.id)}
        disabled={match.id === current}
        onClick={onClose}
      >
        vs {match.opponentName}
      </MenuItem>
    ))}
  </Menu>
);
