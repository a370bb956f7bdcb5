// The header (docs/rules.md, The web app: Top bar and drawer): menu button on small screens, logo
// and title, the public links, Admin for admins, Team for captains and players, Fees and fines for
// treasurers and admins, and the notifications bell and account menu, or Login.
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, NavLink } from 'react-router';
import { Logo } from '../../components/logo.tsx';
import { useAuth } from '../../entities/auth/hooks/auth-context.tsx';
import { useLeague } from '../../entities/league/hooks/use-league.ts';
import { lazyPage } from '../../lib/lazy-page.tsx';
import { LazyPart } from '../../components/lazy-part.tsx';
import { PUBLIC_LINKS, roleLinks } from './nav-items.ts';

export const DRAWER_ID = 'app-drawer';

// The bell is a signed-in user's: visitors never load it.
const NotificationBell = lazyPage(() =>
  import('../../features/notifications/components/notification-bell.tsx').then(
    (m) => m.NotificationBell,
  ),
);

// The menu itself loads with its first opening (see LazyPart).
const AccountMenuList = lazyPage(() =>
  import('./account-menu-list.tsx').then((m) => m.AccountMenuList),
);

const AccountMenu = () => {
  const { user } = useAuth();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [menuUsed, setMenuUsed] = useState(false);
  if (!user) return null;
  return (
    <>
      <IconButton
        color="inherit"
        aria-label="Account"
        aria-haspopup="menu"
        aria-controls={anchor ? 'account-menu' : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => {
          setMenuUsed(true);
          setAnchor(event.currentTarget);
        }}
        edge="end"
      >
        <AccountCircleIcon />
      </IconButton>
      <LazyPart used={menuUsed}>
        <AccountMenuList anchor={anchor} onClose={() => setAnchor(null)} />
      </LazyPart>
    </>
  );
};

export const TopBar = ({
  showLinks,
  drawerOpen,
  onOpenDrawer,
}: {
  /** Wide screens show the links in the bar; small ones get the menu button instead. */
  showLinks: boolean;
  drawerOpen: boolean;
  onOpenDrawer: () => void;
}) => {
  const auth = useAuth();
  const links = [...PUBLIC_LINKS, ...roleLinks(auth)];
  // The league's own name leads; the product's stays small beneath it.
  const leagueName = useLeague().data?.name;
  return (
    <AppBar
      position="fixed"
      component="header"
      sx={{
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Toolbar sx={{ gap: { xs: 1, sm: 1.5 } }}>
        {!showLinks && (
          <IconButton
            color="inherit"
            edge="start"
            aria-label="Open menu"
            aria-controls={DRAWER_ID}
            aria-expanded={drawerOpen}
            onClick={onOpenDrawer}
          >
            <MenuIcon />
          </IconButton>
        )}
        <Link
          component={RouterLink}
          to="/"
          color="inherit"
          underline="none"
          aria-label={`${leagueName ?? 'CueLeague'}, home`}
          sx={{ display: 'flex', alignItems: 'center', gap: 1.25, mr: { md: 2 }, minWidth: 0 }}
        >
          <Logo size={34} />
          <Box sx={{ lineHeight: 1.1, minWidth: 0 }}>
            <Typography
              component="span"
              variant="h6"
              noWrap
              sx={{ fontWeight: 700, display: 'block', lineHeight: 1.15 }}
            >
              {leagueName ?? 'CueLeague'}
            </Typography>
            {leagueName && (
              <Typography
                component="span"
                variant="caption"
                sx={{
                  color: 'secondary.main',
                  letterSpacing: '0.08em',
                  textTransform: 'uppercase',
                  display: { xs: 'none', sm: 'block' },
                  fontSize: '0.65rem',
                }}
              >
                CueLeague
              </Typography>
            )}
          </Box>
        </Link>
        {showLinks && (
          <Box component="nav" aria-label="Main" sx={{ display: 'flex', gap: 0.5 }}>
            {links.map((link) => (
              <Button
                key={link.to}
                component={NavLink}
                to={link.to}
                end={link.to === '/'}
                color="inherit"
                sx={{
                  px: 1.25,
                  whiteSpace: 'nowrap',
                  color: 'text.secondary',
                  '&.active': {
                    color: 'text.primary',
                    boxShadow: (theme) => `inset 0 -2px 0 ${theme.palette.primary.main}`,
                    borderRadius: 0,
                  },
                }}
              >
                {link.label}
              </Button>
            ))}
          </Box>
        )}
        <Box sx={{ flexGrow: 1 }} />
        {!auth.loading && !auth.user && (
          <Button component={RouterLink} to="/login" variant="outlined" color="primary">
            Login
          </Button>
        )}
        <LazyPart used={Boolean(auth.user)}>
          <NotificationBell />
        </LazyPart>
        <AccountMenu />
      </Toolbar>
    </AppBar>
  );
};
