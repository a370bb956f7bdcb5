// The return-to-live-match banner (docs/rules.md, The web app: Return-to-live-match banner): fixed
// under the header; hidden on scoring pages and when the captain has no in-progress match; one
// match links straight to its score page, several open a menu with the current match disabled.
import { HEADER_OFFSET_PX } from '@cueleague/domain/constants';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import SportsScoreIcon from '@mui/icons-material/SportsScore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { Link as RouterLink, matchPath, useLocation } from 'react-router';
import { lazyPage } from '../../../lib/lazy-page.tsx';
import { LazyPart } from '../../../components/lazy-part.tsx';
import { useActiveMatches } from '../hooks/use-active-matches.ts';
import { scorePath } from '../score-path.ts';

// The menu for several matches loads with its first opening (see LazyPart).
const LiveMatchMenu = lazyPage(() => import('./live-match-menu.tsx').then((m) => m.LiveMatchMenu));

export const BANNER_HEIGHT_PX = 52;
const SCORE_PAGE = '/team/match/:matchId/score';
const MATCH_PAGES = ['/team/match/:matchId/*', '/matches/:matchId'];

const currentMatchId = (pathname: string): string | undefined => {
  for (const pattern of MATCH_PAGES) {
    const found = matchPath(pattern, pathname);
    if (found?.params.matchId) return found.params.matchId;
  }
  return undefined;
};

export const ReturnToLiveBanner = () => {
  const { pathname } = useLocation();
  const matches = useActiveMatches();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [menuUsed, setMenuUsed] = useState(false);
  const onScorePage = matchPath(SCORE_PAGE, pathname) !== null;
  if (onScorePage || matches.length === 0) return null;
  const current = currentMatchId(pathname);
  const [only] = matches;

  return (
    <>
      <Box
        component="aside"
        aria-label="Live match"
        sx={{
          position: 'fixed',
          top: HEADER_OFFSET_PX,
          left: 0,
          right: 0,
          height: BANNER_HEIGHT_PX,
          zIndex: (theme) => theme.zIndex.appBar,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          px: 2,
          bgcolor: 'secondary.main',
          color: 'secondary.contrastText',
          boxShadow: 3,
        }}
      >
        {matches.length === 1 && only ? (
          <Button
            component={RouterLink}
            to={scorePath(only.id)}
            color="inherit"
            startIcon={<SportsScoreIcon />}
            sx={{ fontWeight: 700, textTransform: 'none', fontSize: '1rem', minWidth: 0 }}
          >
            <Box
              component="span"
              sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
            >
              Return to Live Match vs {only.opponentName}
            </Box>
          </Button>
        ) : (
          <>
            <Button
              color="inherit"
              startIcon={<SportsScoreIcon />}
              endIcon={<ArrowDropDownIcon />}
              aria-haspopup="menu"
              aria-controls={anchor ? 'live-match-menu' : undefined}
              aria-expanded={anchor ? 'true' : undefined}
              onClick={(event) => {
                setMenuUsed(true);
                setAnchor(event.currentTarget);
              }}
              sx={{ fontWeight: 700, textTransform: 'none', fontSize: '1rem' }}
            >
              Return to Live Match
            </Button>
            <LazyPart used={menuUsed}>
              <LiveMatchMenu
                anchor={anchor}
                matches={matches}
                current={current}
                onClose={() => setAnchor(null)}
              />
            </LazyPart>
          </>
        )}
      </Box>
      {/* Keeps the page from starting under the fixed banner. */}
      <Box aria-hidden="true" sx={{ height: BANNER_HEIGHT_PX }} />
    </>
  );
};
