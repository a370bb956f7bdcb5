// Every page's frame: one h1 with an optional line under it and actions beside it, then content.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { useEffect, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

export interface PageProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
  /** Narrow pages (forms) read better at a fixed width. */
  narrow?: boolean;
}

export const Page = ({ title, description, actions, children, narrow }: PageProps) => {
  useEffect(() => {
    document.title = `${title} · CueLeague`;
  }, [title]);
  return (
    <Box sx={{ maxWidth: narrow ? 480 : 1400, mx: 'auto', width: '100%' }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{
          mb: 3,
          alignItems: { xs: 'stretch', sm: 'flex-end' },
          justifyContent: 'space-between',
        }}
      >
        <Box>
          <Typography variant="h1" gutterBottom={Boolean(description)}>
            {title}
          </Typography>
          {description && (
            <Typography color="text.secondary" component="div">
              {description}
            </Typography>
          )}
        </Box>
        {actions && (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
            {actions}
          </Stack>
        )}
      </Stack>
      {children}
    </Box>
  );
};

/** A titled block inside a page: h2 plus content. */
export const Section = ({
  title,
  action,
  children,
  id,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
  id?: string;
}) => {
  const headingId = id ?? `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4 }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5, gap: 1 }}
      >
        <Typography variant="h2" id={headingId}>
          {title}
        </Typography>
        {action}
      </Stack>
      {children}
    </Box>
  );
};

/** A titled section in an outlined box, named by its h2 (an account's details, a form beside another). */
export const Panel = ({
  headingId,
  title,
  headingVariant = 'h2',
  sx = { p: { xs: 2, sm: 3 } },
  children,
}: {
  headingId: string;
  title: string;
  /** How large the h2 looks: h3 for a panel among others in a page's part. */
  headingVariant?: 'h2' | 'h3';
  sx?: SxProps<Theme>;
  children: ReactNode;
}) => (
  <Paper variant="outlined" sx={sx} component="section" aria-labelledby={headingId}>
    <Typography variant={headingVariant} component="h2" id={headingId} gutterBottom>
      {title}
    </Typography>
    {children}
  </Paper>
);

/** A section's link to the whole of what it shows ("All results", "Full table"). */
export const MoreLink = ({ to, children }: { to: string; children: ReactNode }) => (
  <Button component={RouterLink} to={to} size="small">
    {children}
  </Button>
);
