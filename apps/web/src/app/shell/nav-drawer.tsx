// The side drawer (docs/rules.md, The web app: Top bar and drawer): 'Hello, {email}',
// 'Role: {role}', the admin, team and treasurer entries for those roles, and Logout. On small
// screens it also carries the public links.
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';
import { Logo } from '../../components/logo.tsx';
import { useAuth } from '../../entities/auth/hooks/auth-context.tsx';
import {
  adminEntries,
  PUBLIC_LINKS,
  teamEntries,
  treasurerEntries,
  type NavItem,
} from './nav-items.ts';
import { DRAWER_ID } from './top-bar.tsx';
import { useSignOut } from '../../entities/auth/hooks/use-sign-out.ts';

const DRAWER_WIDTH = 280;

const EntryList = ({
  title,
  items,
  onNavigate,
}: {
  title: string;
  items: readonly NavItem[];
  onNavigate: () => void;
}) => {
  const { pathname } = useLocation();
  if (items.length === 0) return null;
  const headingId = `drawer-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <List
      dense
      aria-labelledby={headingId}
      subheader={
        <ListSubheader id={headingId} sx={{ bgcolor: 'transparent', lineHeight: '36px' }}>
          {title}
        </ListSubheader>
      }
    >
      {items.map((item) => (
        <ListItem key={item.to} disablePadding>
          <ListItemButton
            component={RouterLink}
            to={item.to}
            onClick={onNavigate}
            selected={pathname === item.to}
            aria-current={pathname === item.to ? 'page' : undefined}
          >
            <ListItemText primary={item.label} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
};

export const NavDrawer = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const auth = useAuth();
  const signOut = useSignOut();
  return (
    <Drawer
      id={DRAWER_ID}
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: DRAWER_WIDTH, maxWidth: '85vw' } } }}
    >
      <Box component="nav" aria-label="Menu">
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, pt: 2, pb: 1.5 }}>
          <Logo size={36} />
          <Box sx={{ minWidth: 0 }}>
            {auth.user ? (
              <>
                <Typography noWrap title={auth.user.email} sx={{ fontWeight: 500 }}>
                  Hello, {auth.user.email}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  Role: {auth.userRole}
                </Typography>
              </>
            ) : (
              <Typography sx={{ fontWeight: 700 }}>CueLeague</Typography>
            )}
          </Box>
        </Box>
        <Divider />
        <EntryList title="League" items={PUBLIC_LINKS} onNavigate={onClose} />
        <EntryList title="Admin" items={adminEntries(auth)} onNavigate={onClose} />
        <EntryList title="Team" items={teamEntries(auth)} onNavigate={onClose} />
        <EntryList title="Treasurer" items={treasurerEntries(auth)} onNavigate={onClose} />
        <Divider />
        <List dense>
          {auth.user ? (
            <>
              <ListItem disablePadding>
                <ListItemButton component={RouterLink} to="/profile" onClick={onClose}>
                  <ListItemText primary="Profile" />
                </ListItemButton>
              </ListItem>
              <ListItem disablePadding>
                <ListItemButton
                  onClick={() => {
                    onClose();
                    signOut();
                  }}
                >
                  <ListItemText primary="Logout" />
                </ListItemButton>
              </ListItem>
            </>
          ) : (
            !auth.loading && (
              <ListItem disablePadding>
                <ListItemButton component={RouterLink} to="/login" onClick={onClose}>
                  <ListItemText primary="Login" />
                </ListItemButton>
              </ListItem>
            )
          )}
        </List>
      </Box>
    </Drawer>
  );
};
