// The demo league's logins with a button each to sign in as that person: a table on a wide
// screen, a list of cards on a phone (a 360 px table wrapped the e-mails a letter a line and cut
// the buttons off). Shown by the setup page once the demo is loaded, and again on the sign-in
// page whenever the database holds the demo league (GET /api/setup/demo).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { DemoLogin } from '@cueleague/domain/responses';
import { useNavigate } from 'react-router';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { useLogin } from '../hooks/use-auth-actions.ts';

export type { DemoLogin };

const RoleChip = ({ role }: { role: DemoLogin['role'] }) => (
  <Chip
    size="small"
    label={role}
    color={role === 'admin' ? 'secondary' : role === 'captain' ? 'primary' : 'default'}
  />
);

const Who = ({ entry }: { entry: DemoLogin }) => (
  <>
    {entry.name ?? 'League admin'}
    {entry.teamName && (
      <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
        {entry.teamName}
      </Typography>
    )}
  </>
);

export const DemoLogins = ({ logins }: { logins: readonly DemoLogin[] }) => {
  const navigate = useNavigate();
  const login = useLogin();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const passwords = [...new Set(logins.map((entry) => entry.password))];
  const showPasswords = passwords.length > 1;
  const signIn = (entry: DemoLogin) =>
    login.mutate(
      { email: entry.email, password: entry.password },
      { onSuccess: () => void navigate('/', { replace: true }) },
    );
  const signInButton = (entry: DemoLogin, fullWidth = false) => (
    <Button
      size="small"
      variant="outlined"
      onClick={() => signIn(entry)}
      disabled={login.isPending}
      aria-label={`Sign in as ${entry.email}`}
      fullWidth={fullWidth}
      sx={{ minHeight: fullWidth ? 40 : undefined }}
    >
      Sign in
    </Button>
  );

  if (phone) {
    return (
      <Stack
        component="ul"
        aria-label="Demo logins"
        spacing={1}
        sx={{ listStyle: 'none', m: 0, p: 0 }}
      >
        {logins.map((entry) => (
          <Paper component="li" variant="outlined" key={entry.email} sx={{ p: 1.5 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', mb: 1 }}>
              <RoleChip role={entry.role} />
              <Box sx={{ minWidth: 0 }}>
                <Who entry={entry} />
              </Box>
            </Stack>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere', mb: 1 }}>
              {entry.email}
              {showPasswords && ` · ${entry.password}`}
            </Typography>
            {signInButton(entry, true)}
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Demo logins">
        <TableHead>
          <TableRow>
            <TableCell>Role</TableCell>
            <TableCell>Who</TableCell>
            <TableCell>E-mail</TableCell>
            {showPasswords && <TableCell>Password</TableCell>}
            <TableCell>
              <Box component="span" sx={visuallyHidden}>
                Sign in
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {logins.map((entry) => (
            <TableRow key={entry.email}>
              <TableCell>
                <RoleChip role={entry.role} />
              </TableCell>
              <TableCell>
                <Who entry={entry} />
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{entry.email}</TableCell>
              {showPasswords && <TableCell>{entry.password}</TableCell>}
              <TableCell align="right">{signInButton(entry)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};

/** "Every demo account's password is …", when they share one. */
export const sharedPassword = (logins: readonly DemoLogin[]): string | null => {
  const passwords = new Set(logins.map((entry) => entry.password));
  return passwords.size === 1 ? ([...passwords][0] ?? null) : null;
};
