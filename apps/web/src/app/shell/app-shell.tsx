// The frame around every page: skip link, header, drawer, the live-match banner, the <main>
// landmark with the lazily loaded page, and a footer. With no league yet it sends the visitor to
// /setup.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect, useRef, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '../../components/states.tsx';
import { useAuth } from '../../entities/auth/hooks/auth-context.tsx';
import { setupStatusQuery } from '../../features/setup/api/setup-api.ts';
import { lazyPage } from '../../lib/lazy-page.tsx';
import { LazyPart } from '../../components/lazy-part.tsx';
import { PageErrorBoundary } from '../../components/page-error-boundary.tsx';
import { OfflineIndicator } from './offline-indicator.tsx';
import { TopBar } from './top-bar.tsx';

// The drawer loads when first opened (see LazyPart): most visits never open it.
const NavDrawer = lazyPage(() => import('./nav-drawer.tsx').then((m) => m.NavDrawer));
// An unconfirmed e-mail's banner is a signed-in account's: visitors never load it.
const VerifyEmailNotice = lazyPage(() =>
  import('../../features/auth/components/verify-email-notice.tsx').then((m) => m.VerifyEmailNotice),
);
// The return-to-live banner is a signed-in captain's: visitors never load it.
const ReturnToLiveBanner = lazyPage(() =>
  import('../../features/live/components/return-to-live-banner.tsx').then(
    (m) => m.ReturnToLiveBanner,
  ),
);

const SkipLink = () => (
  <Link
    href="#main"
    sx={{
      position: 'absolute',
      left: 8,
      top: -48,
      zIndex: (theme) => theme.zIndex.tooltip,
      bgcolor: 'background.paper',
      px: 2,
      py: 1,
      borderRadius: 1,
      '&:focus': { top: 8 },
    }}
  >
    Skip to content
  </Link>
);

export const AppShell = () => {
  const location = useLocation();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const setup = useQuery(setupStatusQuery());
  const { user, emailVerified } = useAuth();
  const main = useRef<HTMLElement>(null);
  const firstPath = useRef(location.pathname);

  // After a navigation, start at the top and put focus on the new page for screen readers.
  useEffect(() => {
    if (location.pathname === firstPath.current) return;
    firstPath.current = location.pathname;
    window.scrollTo?.(0, 0);
    main.current?.focus({ preventScroll: true });
  }, [location.pathname]);

  useEffect(() => {
    if (wide) setDrawerOpen(false);
  }, [wide]);

  if (setup.data?.needed && location.pathname !== '/setup') return <Navigate to="/setup" replace />;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SkipLink />
      <TopBar
        showLinks={wide}
        drawerOpen={drawerOpen}
        onOpenDrawer={() => {
          setDrawerUsed(true);
          setDrawerOpen(true);
        }}
      />
      <LazyPart used={drawerUsed}>
        <NavDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
      </LazyPart>
      <Toolbar aria-hidden="true" />
      <OfflineIndicator />
      {/* The profile says it in its own panel. */}
      <LazyPart used={Boolean(user) && !emailVerified && location.pathname !== '/profile'}>
        <VerifyEmailNotice banner />
      </LazyPart>
      <LazyPart used={Boolean(user)}>
        <ReturnToLiveBanner />
      </LazyPart>
      <Box
        component="main"
        id="main"
        ref={main}
        tabIndex={-1}
        sx={{ flexGrow: 1, px: { xs: 2, sm: 3, lg: 4 }, py: { xs: 2.5, sm: 4 }, outline: 'none' }}
      >
        <PageErrorBoundary key={location.pathname}>
          <Suspense fallback={<Spinner label="Loading page" />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </Box>
      <Box
        component="footer"
        sx={{ px: 3, py: 2, borderTop: 1, borderColor: 'divider', textAlign: 'center' }}
      >
        <Typography variant="caption" color="text.secondary">
          CueLeague · self-hosted pool league software
        </Typography>
      </Box>
    </Box>
  );
};
