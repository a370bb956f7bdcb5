// One roster player as a large on/off switch ("Available" / "Not available"), with what the
// player answered beforehand, and the list of them with its count and All / None buttons.
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export const PlayerToggle = ({
  name,
  said,
  on,
  disabled,
  onToggle,
}: {
  name: string;
  /** What the player answered beforehand ("can you play?"), if anything. */
  said: boolean | undefined;
  on: boolean;
  disabled: boolean;
  onToggle: () => void;
}) => (
  <ButtonBase
    role="switch"
    aria-checked={on}
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
      {said !== undefined && (
        <Typography variant="body2" color={said ? 'success.light' : 'warning.light'}>
          {said ? 'Said they can play' : "Said they can't play"}
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

/** The roster as switches, in roster order; `onChange` gets the new list of available players. */
export const AvailabilityToggles = ({
  rosterIds,
  available,
  name,
  said,
  disabled,
  onChange,
}: {
  rosterIds: readonly string[];
  available: readonly string[];
  name: (playerId: string) => string;
  said: (playerId: string) => boolean | undefined;
  disabled: boolean;
  onChange: (available: string[]) => void;
}) => {
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
        {rosterIds.map((id) => (
          <li key={id}>
            <PlayerToggle
              name={name(id)}
              said={said(id)}
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
