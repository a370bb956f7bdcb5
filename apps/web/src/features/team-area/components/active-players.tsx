// The dashboard's roster summary: the active players (each a link to their page), the captain
// marked.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PlayerLink } from '../../../entities/players/components/player-link.tsx';
import type { RosterMember } from '../../../entities/teams/roster-members.ts';

export const ActivePlayers = ({ active }: { active: readonly RosterMember[] }) => (
  <Paper variant="outlined" sx={{ px: { xs: 1.5, sm: 2.5 }, py: 1 }}>
    <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
      {active.length} active {active.length === 1 ? 'player' : 'players'}
    </Typography>
    <Box
      component="ul"
      aria-label="Active players"
      sx={{ m: 0, p: 0, listStyle: 'none', columns: { xs: 1, sm: 2, md: 1 } }}
    >
      {active.map((member) => (
        <Box
          component="li"
          key={member.membership.id}
          sx={{
            py: 0.5,
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            breakInside: 'avoid',
          }}
        >
          <PlayerLink playerId={member.membership.playerId}>{member.name}</PlayerLink>
          {member.isCaptain && (
            <Chip size="small" color="secondary" label="Captain" sx={{ height: 20 }} />
          )}
        </Box>
      ))}
    </Box>
  </Paper>
);
