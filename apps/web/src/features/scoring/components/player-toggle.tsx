// One roster player as a large on/off switch ("Available" / "Not available"), with what the
// player answered beforehand in words (can / can't / no answer), and the list of them, in name
// order, with its count and All / None buttons.
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

/** What a player answered, in words: "Said they can play", "Said they can't play", "No answer". */
const answerWords = (said: boolean | undefined): string =>
  said === undefined ? 'No answer' : said ? 'Said they can play' : "Said they can't play";

export const PlayerToggle = ({
  name,
  said,
  answered,
  on,
  disabled,
  onToggle,
}: {
  name: string;
  /** What the player answered beforehand ("can you play?"), if anything. */
  said: boolean | undefined;
  /** The team's answers are known: a player without one is marked "No answer". */
  answered: boolean;
  on: boolean;
  disabled: boolean;
  onToggle: () => void;
}) => {
  const answerId = useId();
  const shown = said !== undefined || answered;
  return (
    <ButtonBase
      role="switch"
      aria-checked={on}
      aria-label={name}
      aria-describedby={shown ? answerId : undefined}
      disabled={disabled}
      onClick={onToggle}
      focusRipple
      sx={{
        width: '100%',
        minHeight: 60,
        px: 2,
        justifyContent: 'space-between',
        gap: 2,
        borderRadius: 2,
        border: 1,
        borderColor: on ? 'primary.main' : 'divider',
        bgcolor: on ? 'rgba(76, 175, 80, 0.14)' : 'background.paper',
        textAlign: 'left',
        transition: 'background-color 120ms, border-color 120ms',
        '&.Mui-disabled': { opacity: 0.6 },
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, fontSize: '1.05rem' }}>{name}</Typography>
        {shown && (
          <Typography
            id={answerId}
            variant="body2"
            color={said === undefined ? 'text.secondary' : said ? 'success.light' : 'warning.light'}
          >
            {answerWords(said)}
          </Typography>
        )}
      </Box>
      <Box
        component="span"
        aria-hidden="true"
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.75,
          color: on ? 'primary.light' : 'text.secondary',
          fontSize: '0.875rem',
          flexShrink: 0,
        }}
      >
        {on ? 'Available' : 'Not available'}
        {on ? (
          <CheckCircleIcon aria-hidden="true" />
        ) : (
          <RadioButtonUncheckedIcon aria-hidden="true" />
        )}
      </Box>
    </ButtonBase>
  );
};

/** The roster as switches, by name; `onChange` gets the new list of available players. */
export const AvailabilityToggles = ({
  rosterIds,
  available,
  name,
  said,
  answered,
  disabled,
  onChange,
}: {
  rosterIds: readonly string[];
  available: readonly string[];
  name: (playerId: string) => string;
  said: (playerId: string) => boolean | undefined;
  /** The team's answers are known (the captain, an admin). */
  answered: boolean;
  disabled: boolean;
  onChange: (available: string[]) => void;
}) => {
  // By name, so a captain finds a player at a glance; names still loading keep roster order.
  const sorted = [...rosterIds].sort((a, b) => name(a).localeCompare(name(b)));
  const toggle = (id: string) => {
    const next = available.includes(id)
      ? available.filter((other) => other !== id)
      : [...available, id];
    onChange(rosterIds.filter((candidate) => next.includes(candidate)));
  };
  return (
    <>
      <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
          {available.length} of {rosterIds.length} available
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button
            size="small"
            disabled={disabled}
            onClick={() => onChange([...rosterIds])}
            sx={{ minHeight: 40 }}
          >
            All
          </Button>
          <Button
            size="small"
            disabled={disabled}
            onClick={() => onChange([])}
            sx={{ minHeight: 40 }}
          >
            None
          </Button>
        </Stack>
      </Stack>
      <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {sorted.map((id) => (
          <li key={id}>
            <PlayerToggle
              name={name(id)}
              said={said(id)}
              answered={answered}
              on={available.includes(id)}
              disabled={disabled}
              onToggle={() => toggle(id)}
            />
          </li>
        ))}
      </Stack>
    </>
  );
};
