// The phase's main action, fixed at the bottom of the screen where a thumb reaches it. While it
// is shown, the page leaves room for it at the end (so nothing hides behind it) and snackbars
// rise above it instead of covering it; both follow the bar's measured height.
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLayoutEffect, useRef, type ReactNode } from 'react';

const HEIGHT_VAR = '--scoring-action-bar';
const CLEARANCE = `var(${HEIGHT_VAR}, calc(112px + env(safe-area-inset-bottom, 0px)))`;

export const ActionBar = ({ children, hint }: { children: ReactNode; hint?: ReactNode }) => {
  const bar = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = bar.current;
    const root = document.documentElement;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() =>
      root.style.setProperty(HEIGHT_VAR, `${element.getBoundingClientRect().height}px`),
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(HEIGHT_VAR);
    };
  }, []);
  return (
    <Box
      ref={bar}
      role="region"
      aria-label="Main action"
      sx={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: (theme) => theme.zIndex.appBar - 2,
        px: 2,
        pt: 1.25,
        pb: 'calc(12px + env(safe-area-inset-bottom, 0px))',
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
        boxShadow: '0 -8px 20px rgba(0, 0, 0, 0.45)',
      }}
    >
      <GlobalStyles
        styles={{
          body: { paddingBottom: CLEARANCE },
          'body .notistack-SnackbarContainer': { bottom: `calc(${CLEARANCE} + 4px)` },
        }}
      />
      <Box sx={{ maxWidth: 640, mx: 'auto' }}>
        {hint && (
          <Typography
            component="div"
            variant="body2"
            color="text.secondary"
            sx={{ mb: 1, textAlign: 'center' }}
            role="status"
          >
            {hint}
          </Typography>
        )}
        <Stack direction="row" spacing={1.5} sx={{ '& > .MuiButton-root': { minHeight: 52 } }}>
          {children}
        </Stack>
      </Box>
    </Box>
  );
};
