// A figure on the admin dashboard (teams, matches played, the next match night) with the link to
// the page behind it.
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

export const DashboardStat = ({
  label,
  value,
  detail,
  to,
  linkLabel,
  icon,
}: {
  label: string;
  value: ReactNode;
  detail?: ReactNode;
  to: string;
  linkLabel: string;
  icon: ReactNode;
}) => (
  <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1, color: 'text.secondary', mb: 0.5 }}>
      {icon}
      <Typography variant="body2" component="h3">
        {label}
      </Typography>
    </Stack>
    <Typography sx={{ fontSize: '1.6rem', fontWeight: 700, lineHeight: 1.3 }}>{value}</Typography>
    {detail && (
      <Typography variant="body2" color="text.secondary">
        {detail}
      </Typography>
    )}
    <Link component={RouterLink} to={to} variant="body2" sx={{ display: 'inline-block', mt: 1 }}>
      {linkLabel}
    </Link>
  </Paper>
);
