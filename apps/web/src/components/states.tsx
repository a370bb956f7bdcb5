// The designed loading, empty and error states every page uses.
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Breakpoint } from '@mui/material/styles';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../lib/api-client.ts';

/**
 * A page's loading state: a spinner with a label screen readers announce. It takes the screen's
 * height, so the footer stays below the fold and does not jump when the page comes.
 */
export const Spinner = ({ label = 'Loading' }: { label?: string }) => (
  <Box
    role="status"
    sx={{
      display: 'flex',
      justifyContent: 'center',
      alignItems: 'flex-start',
      py: 8,
      minHeight: '100vh',
    }}
  >
    <CircularProgress aria-label={label} />
  </Box>
);

/** A skeleton's height: one figure, or one per breakpoint where the content's height differs. */
export type SkeletonHeight = number | Partial<Record<Breakpoint, number>>;

/**
 * Placeholder rows in the shape of the content that is coming, as tall as it will be with a
 * usual amount of data, so nothing below moves when it arrives. Announced once, as `label`; the
 * skeletons themselves are hidden from screen readers. `page`: the whole page's placeholder, which
 * takes the screen's height (see Spinner).
 */
export const LoadingRows = ({
  rows = 5,
  height = 40,
  label = 'Loading',
  page = false,
}: {
  rows?: number;
  height?: SkeletonHeight;
  label?: string;
  page?: boolean;
}) => (
  <Stack
    spacing={1}
    role="status"
    aria-label={label}
    sx={page ? { minHeight: '100vh' } : undefined}
  >
    {Array.from({ length: rows }, (_, index) => (
      <Skeleton key={index} variant="rounded" aria-hidden="true" sx={{ height }} animation="wave" />
    ))}
  </Stack>
);

/**
 * Where a page's selects (a season, a division, a team) will be once their options are in: the
 * size of a small TextField each, so the page's header keeps its height. The page's own loading
 * state says it is loading; these are hidden from screen readers.
 */
export const SelectsLoading = ({ count }: { count: number }) =>
  Array.from({ length: count }, (_, index) => (
    <Skeleton key={index} variant="rounded" aria-hidden="true" width={200} height={40} />
  ));

/**
 * A name not yet in (a season's, say), in a line of text that will hold it: a placeholder about
 * as wide, so the line wraps as it will with the name.
 */
export const NameLoading = ({ width = '6.5em' }: { width?: string }) => (
  <Skeleton
    variant="text"
    component="span"
    aria-hidden="true"
    sx={{ display: 'inline-block', width }}
  />
);

export const EmptyState = ({
  icon,
  title,
  children,
  action,
  link,
}: {
  icon?: ReactNode;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  /** The way on, as a button: filled where it is the one thing to do, outlined otherwise. */
  link?: { to: string; label: string; primary?: boolean } | undefined;
}) => (
  <Paper
    variant="outlined"
    sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center', borderStyle: 'dashed', bgcolor: 'transparent' }}
  >
    {icon && <Box sx={{ color: 'text.secondary', mb: 1, '& svg': { fontSize: 40 } }}>{icon}</Box>}
    <Typography variant="h3" component="p" gutterBottom>
      {title}
    </Typography>
    {children && (
      <Typography color="text.secondary" component="div">
        {children}
      </Typography>
    )}
    {action && <Box sx={{ mt: 2 }}>{action}</Box>}
    {link && (
      <Box sx={{ mt: 2 }}>
        <Button
          component={RouterLink}
          to={link.to}
          variant={link.primary ? 'contained' : 'outlined'}
        >
          {link.label}
        </Button>
      </Box>
    )}
  </Paper>
);

export const ErrorState = ({
  title = "This didn't load",
  error,
  onRetry,
}: {
  title?: string;
  error: unknown;
  onRetry?: () => void;
}) => (
  <Paper
    variant="outlined"
    role="alert"
    sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center', borderColor: 'error.dark' }}
  >
    <ErrorOutlineIcon color="error" sx={{ fontSize: 40, mb: 1 }} />
    <Typography variant="h3" component="p" gutterBottom>
      {title}
    </Typography>
    <Typography color="text.secondary">{errorMessage(error)}</Typography>
    {onRetry && (
      <Button variant="contained" onClick={onRetry} sx={{ mt: 2 }}>
        Retry
      </Button>
    )}
  </Paper>
);

/**
 * A list query's states in the designed way: skeleton rows while it loads, the error with a
 * retry, `empty` when it holds nothing, else `children` with its items.
 */
export const QueryList = <T,>({
  query,
  loading,
  empty,
  children,
}: {
  query: UseQueryResult<readonly T[]>;
  loading: { rows: number; height: SkeletonHeight; label: string };
  empty: ReactNode;
  children: (items: readonly T[]) => ReactNode;
}) => {
  if (query.isPending) return <LoadingRows {...loading} />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return empty;
  return children(query.data);
};
