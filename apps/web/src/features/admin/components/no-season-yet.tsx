// The admin pages that work inside a season (teams, fixtures) say the same thing while the league
// has none: make one first, with the way to it.
import EventNoteIcon from '@mui/icons-material/EventNote';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/states.tsx';

export const NoSeasonYet = ({ children }: { children: ReactNode }) => (
  <EmptyState
    icon={<EventNoteIcon />}
    title="No season yet"
    link={{ to: '/admin/seasons/create', label: 'Create a season', primary: true }}
  >
    {children}
  </EmptyState>
);
