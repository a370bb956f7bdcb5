// The admin pages that work inside a season (teams, fixtures) say the same thing while the league
// has none: make one first, with the way to it.
import EventNoteIcon from '@mui/icons-material/EventNote';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../components/states.tsx';

export const NoSeasonYet = ({ children }: { children: ReactNode }) => (
  <EmptyState
    icon={<EventNoteIcon />}
    title="No season yet"
    action={
      <Button component={RouterLink} to="/admin/seasons/create" variant="contained">
        Create a season
      </Button>
    }
  >
    {children}
  </EmptyState>
);
