// A team's standing card (the team dashboard, the team page): its row of the table (place, points,
// played, frame difference, the record and the recent form).
import { ordinal, type StandingsRow } from '@cueleague/domain/compute-standings';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormGuide } from './form-guide.tsx';

const Stat = ({ label, value }: { label: string; value: ReactNode }) => (
  <Box sx={{ textAlign: 'center', minWidth: 0 }}>
    <Typography component="dt" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
      {label}
    </Typography>
    <Typography component="dd" sx={{ m: 0, fontWeight: 700, fontSize: '1.35rem' }}>
      {value}
    </Typography>
  </Box>
);

export const StandingCard = ({ row, teams }: { row: StandingsRow; teams: number }) => (
  <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }}>
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
        gap: 1,
      }}
    >
      <Stat
        label="Position"
        value={
          <>
            {ordinal(row.position)}
            <Box component="span" sx={{ fontSize: '0.8rem', color: 'text.secondary', ml: 0.5 }}>
              of {teams}
            </Box>
          </>
        }
      />
      <Stat label="Points" value={row.points} />
      <Stat label="Played" value={row.played} />
      <Stat
        label="Frame diff."
        value={row.frameDifference > 0 ? `+${row.frameDifference}` : row.frameDifference}
      />
    </Box>
    <Divider sx={{ my: 1.5 }} />
    <Stack
      direction="row"
      sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
    >
      <Typography variant="body2" color="text.secondary">
        Won {row.won} · Drawn {row.drawn} · Lost {row.lost}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" color="text.secondary">
          Form
        </Typography>
        <FormGuide form={row.form} />
      </Stack>
    </Stack>
  </Paper>
);
