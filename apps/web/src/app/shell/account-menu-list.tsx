// The account menu of the top bar: who is signed in, Profile and Logout. Loaded with its first
// opening (see top-bar.tsx).
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../../entities/auth/hooks/auth-context.tsx';
import { useSignOut } from '../../entities/auth/hooks/use-sign-out.ts';

export const AccountMenuList = ({
  anchor,
  onClose,
}: {
  anchor: HTMLElement | null;
  onClose: () => void;
}) => {
  const { user, userRole } = useAuth();
  const signOut = useSignOut();
  if (!user) return null;
  return (
    <Menu
      id="account-menu"
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      <Box sx={{ px: 2, py: 1, maxWidth: 280 }}>
        <Typography variant="body2" noWrap title={user.email}>
          {user.email}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {userRole}
        </Typography>
      </Box>
      <Divider />
      <MenuItem component={RouterLink} to="/profile" onClick={onClose}>
        <ListItemText>Profile</ListItemText>
      </MenuItem>
      <MenuItem
        onClick={() => {
          onClose();
          signOut();
        }}
      >
        <ListItemText>Logout</ListItemText>
      </MenuItem>
    </Menu>
  );
};
