// A page for a record a link named that does not exist (a team, a player, a match): what it is,
// why it may be so, and the way back to where such records are listed.
import type { ReactNode } from 'react';
import { EmptyState } from './states.tsx';
import { Page } from './page.tsx';

export const NotFoundPage = ({
  title,
  heading,
  icon,
  back,
  children,
}: {
  /** The page's h1, e.g. 'Team not found'. */
  title: string;
  heading: string;
  icon: ReactNode;
  back: { to: string; label: string };
  children: ReactNode;
}) => (
  <Page title={title} narrow>
    <EmptyState icon={icon} title={heading} link={{ ...back, primary: true }}>
      {children}
    </EmptyState>
  </Page>
);
