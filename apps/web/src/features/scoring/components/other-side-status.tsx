// The other side's section before and between rounds: its name as a heading and whether it has
// confirmed its roster or locked its line-up yet, as that arrives live.
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export const OtherSideSection = ({
  headingId,
  name,
  done,
  doneText,
  waitingText,
}: {
  headingId: string;
  /** The other side's team name, the section's heading. */
  name: string;
  done: boolean;
  doneText: string;
  waitingText: string;
}) => (
  <Box component="section" aria-labelledby={headingId}>
    <Typography variant="h2" id={headingId} gutterBottom>
      {name}
    </Typography>
    <Paper
      variant="outlined"
      role="status"
      sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 1.5 }}
    >
      {done ? (
        <CheckCircleIcon color="success" aria-hidden="true" />
      ) : (
        <HourglassEmptyIcon sx={{ color: 'text.secondary' }} aria-hidden="true" />
      )}
      <Typography>{done ? doneText : waitingText}</Typography>
    </Paper>
  </Box>
);
