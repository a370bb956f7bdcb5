// A team's calendar (the team dashboard, the team page): the feed's link to copy into a calendar
// app, and a button to subscribe to it directly.
import type { Team } from '@cueleague/domain/entities';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useNotify } from '../../../lib/notifications.tsx';
import { usePageOrigin } from '../../../lib/use-in-browser.ts';
import { calendarSubscribeUrl, calendarUrl, playerCalendarUrl } from '../api/teams-api.ts';

/**
 * Opens the team's feed in the visitor's calendar app as a subscription (webcal:); with
 * `playerId`, the player's own feed instead.
 */
export const CalendarSubscribeButton = ({
  teamId = '',
  playerId,
  variant = 'outlined',
}: {
  teamId?: string;
  playerId?: string;
  variant?: 'outlined' | 'contained';
}) => {
  const origin = usePageOrigin();
  return (
    <Button
      variant={variant}
      href={calendarSubscribeUrl(
        teamId,
        origin,
        playerId === undefined ? undefined : playerCalendarUrl(playerId),
      )}
      startIcon={<EventAvailableIcon />}
      sx={{ minHeight: 44 }}
    >
      Subscribe (iCal)
    </Button>
  );
};

export const CalendarLink = ({
  team,
  subscribeButton = true,
}: {
  team: Pick<Team, 'id'>;
  /** False where the page offers the subscribe button elsewhere (the team page's header). */
  subscribeButton?: boolean;
}) => {
  const notify = useNotify();
  const url = `${usePageOrigin()}${calendarUrl(team.id)}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notify.success('Calendar link copied');
    } catch {
      notify.warning("Couldn't copy the link: select it and copy it by hand.");
    }
  };
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
        Add this link to Google Calendar, Apple Calendar or Outlook as a calendar by URL: moved
        matches update by themselves.
      </Typography>
      <TextField
        label="Calendar link"
        value={url}
        size="small"
        fullWidth
        onFocus={(event) => event.target.select()}
        slotProps={{
          input: {
            readOnly: true,
            endAdornment: (
              <InputAdornment position="end">
                <Tooltip title="Copy link">
                  <IconButton
                    aria-label="Copy calendar link"
                    edge="end"
                    onClick={() => void copy()}
                  >
                    <ContentCopyIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </InputAdornment>
            ),
          },
        }}
        sx={{ mb: subscribeButton ? 1.5 : 0 }}
      />
      {subscribeButton && <CalendarSubscribeButton teamId={team.id} />}
    </Paper>
  );
};
