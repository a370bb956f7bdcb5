// Text that links to a page of the app: inherits its colour, underlined on hover.
import Link, { type LinkProps } from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

export type RouteLinkProps = { to: string; children: ReactNode } & Omit<
  LinkProps,
  'href' | 'component'
>;

export const RouteLink = ({ to, children, ...rest }: RouteLinkProps) => (
  <Link component={RouterLink} to={to} color="inherit" underline="hover" {...rest}>
    {children}
  </Link>
);
