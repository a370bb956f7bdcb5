// The admin dashboard's "Getting the league ready": each set-up step ticked when it is done, with
// the way to the page that does it. Gone once every step is done.
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { Section } from '../../../components/page.tsx';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import type { SetupStep } from '../setup-checklist.ts';

export const SetupChecklist = ({ steps }: { steps: readonly SetupStep[] }) => {
  const done = steps.filter((step) => step.done).length;
  if (done === steps.length) return null;
  return (
    <Section title="Getting the league ready">
      <Paper variant="outlined" sx={{ px: { xs: 1.5, sm: 2.5 }, py: 1.5 }}>
        <Typography variant="body2" color="text.secondary">
          {done} of {steps.length} done
        </Typography>
        <LinearProgress
          variant="determinate"
          value={(done / steps.length) * 100}
          aria-label="Set-up progress"
          sx={{ my: 1, borderRadius: 1 }}
        />
        <Box component="ol" aria-label="Set-up steps" sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {steps.map((step) => (
            <Box
              component="li"
              key={step.key}
              aria-label={`${step.label}: ${step.done ? 'done' : 'to do'}`}
              sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1 }}
            >
              {step.done ? (
                <CheckCircleIcon color="success" aria-hidden="true" />
              ) : (
                <RadioButtonUncheckedIcon sx={{ color: 'text.secondary' }} aria-hidden="true" />
              )}
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>{step.label}</Typography>
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  {step.detail}
                </Typography>
              </Box>
              {!step.done && (
                <Button component={RouterLink} to={step.to} size="small" sx={{ minHeight: 40 }}>
                  Go
                  <Box component="span" sx={visuallyHidden}>
                    {` to ${step.label.toLowerCase()}`}
                  </Box>
                </Button>
              )}
            </Box>
          ))}
        </Box>
      </Paper>
    </Section>
  );
};
