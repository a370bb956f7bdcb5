// Text that links to a page of the app: inherits its colour, underlined on hover.
import Link, { type LinkProps } from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

export type RouteLinkProps = { to: string; children: ReactNode } & Omit<
  LinkProps,
  'href' | 'component'
>;

/**
 * For a link among others close by (names stacked in a list or a table cell): its box is at least
 * 24 × 24 px, WCAG 2.2's smallest target (2.5.8), the text centred in it. A line of small text is
 * shorter than that, and a finger tapping one name could hit the next.
 */
export const TAP_TARGET = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 24,
  minWidth: 24,
} as const;

export const RouteLink = ({ to, children, ...rest }: RouteLinkProps) => (
  <Link component={RouterLink} to={to} color="inherit" underline="hover" {...rest}>
    {children}
  </Link>
);
