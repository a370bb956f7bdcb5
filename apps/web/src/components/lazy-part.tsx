// A lazily loaded part of a page (a drawer, a menu): mounted on first use and kept mounted after,
// so its opening and closing transitions run as before. Its chunk (with MUI's popover and modal
// machinery) then stays out of every first load. A chunk that fails to load twice shows the page
// error, as a lazy page does.
import { Suspense, type ReactNode } from 'react';
import { PageErrorBoundary } from './page-error-boundary.tsx';

export const LazyPart = ({ used, children }: { used: boolean; children: ReactNode }) =>
  used ? (
    <PageErrorBoundary>
      <Suspense fallback={null}>{children}</Suspense>
    </PageErrorBoundary>
  ) : null;
