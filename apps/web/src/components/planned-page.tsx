// The team and admin pages arrive with a later issue; until then each route shows what it is for
// and says plainly that it is not available yet.
import ConstructionIcon from '@mui/icons-material/Construction';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { Page } from './page.tsx';

export const PlannedPage = ({
  title,
  description,
  back = { to: '/', label: 'Back to home' },
}: {
  title: string;
  description: string;
  back?: { to: string; label: string };
}) => (
  <Page title={title} description={description}>
    <Alert severity="info" icon={<ConstructionIcon />} sx={{ mb: 2 }}>
      <AlertTitle>Not available yet</AlertTitle>
      This page is part of the next release of CueLeague. Nothing can be changed here yet.
    </Alert>
    <Button component={RouterLink} to={back.to} variant="outlined">
      {back.label}
    </Button>
  </Page>
);
