import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { Section } from '../../../components/page.tsx';
import { allPlayersQuery } from '../../../entities/players/api/players-api.ts';

/** Players captains added on match night, waiting for the admin's look (hidden when none). */
export const PlayersToCheck = () => {
  const players = useQuery(allPlayersQuery());
  const waiting = (players.data ?? []).filter((player) => player.needsReview);
  if (waiting.length === 0) return null;
  const names = waiting.map((player) => `${player.firstName} ${player.lastName}`);
  return (
    <Section
      title="New players to check"
      action={<Chip label={waiting.length} color="warning" size="small" />}
    >
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography sx={{ mb: 1.5 }}>
          Added by captains on match night: {names.slice(0, 5).join(', ')}
          {names.length > 5 ? ` and ${String(names.length - 5)} more` : ''}. Check each name, and
          that they were not already in the league.
        </Typography>
        <Button component={RouterLink} to="/admin/players?review" variant="outlined">
          Check them
        </Button>
      </Paper>
    </Section>
  );
};
