// /admin/seasons: every season (the current one marked), with make current, edit and delete. A
// season with played matches can't be deleted; the dialog shows the server's refusal and why.
import { isDivided } from '@cueleague/domain/divisions';
import type { Season } from '@cueleague/domain/entities';
import AddIcon from '@mui/icons-material/Add';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import EventNoteIcon from '@mui/icons-material/EventNote';
import SkipNextOutlinedIcon from '@mui/icons-material/SkipNextOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { seasonsQuery } from '../../../entities/seasons/api/seasons-api.ts';
import { useConfirmAction } from '../hooks/use-confirm-action.ts';
import {
  useDeleteSeason,
  useMakeCurrentSeason,
} from '../../../entities/seasons/hooks/use-season-actions.ts';
import { AdminListRow, DeleteRowAction } from './admin-list.tsx';
import { AdminListPage } from './admin-list-page.tsx';
import { ConfirmDeleteDialog } from './confirm-delete-dialog.tsx';
import { seasonDates } from './season-dates.ts';
import { pointsSummary } from './season-scheme.ts';

/** Dates, format, points, and the divisions only when the season is split. */
const seasonSummary = (season: Season): string =>
  [
    seasonDates(season),
    season.format.name,
    pointsSummary(season),
    ...(isDivided(season.divisions) ? [`${String(season.divisions.length)} divisions`] : []),
  ].join(' · ');

/** What a league with no season yet sees, above the create button. */
const NO_SEASONS = {
  icon: <EventNoteIcon />,
  title: 'No seasons yet — create the first one',
  text: 'A season holds its teams, rosters and fixture list. Make it current and the public pages show it.',
};

export const AdminSeasonsPage = () => {
  const seasons = useQuery(seasonsQuery());
  const makeCurrent = useMakeCurrentSeason();
  const remove = useDeleteSeason();
  const deleting = useConfirmAction<Season>(remove);

  const createButton = (
    <Button
      component={RouterLink}
      to="/admin/seasons/create"
      variant="contained"
      startIcon={<AddIcon />}
    >
      Create season
    </Button>
  );

  return (
    <AdminListPage
      title="Seasons"
      description="The league's seasons: which one is current, their dates, match format and points scheme."
      query={seasons}
      addButton={createButton}
      loadingRows={3}
      empty={NO_SEASONS}
      row={(season) => (
        <AdminListRow
          label={season.name}
          badges={
            season.isCurrent ? <Chip size="small" color="primary" label="Current" /> : undefined
          }
          secondary={seasonSummary(season)}
          actions={
            <>
              {!season.isCurrent && (
                <Button
                  size="small"
                  variant="outlined"
                  onClick={() => makeCurrent.mutate(season.id)}
                  loading={makeCurrent.isPending && makeCurrent.variables === season.id}
                  aria-label={`Make ${season.name} current`}
                >
                  Make current
                </Button>
              )}
              <Tooltip title={`Start the season after ${season.name}`}>
                <IconButton
                  component={RouterLink}
                  to={`/admin/seasons/next/${encodeURIComponent(season.id)}`}
                  aria-label={`Start the next season after ${season.name}`}
                >
                  <SkipNextOutlinedIcon />
                </IconButton>
              </Tooltip>
              <Tooltip title={`Edit ${season.name}`}>
                <IconButton
                  component={RouterLink}
                  to={`/admin/seasons/edit/${encodeURIComponent(season.id)}`}
                  aria-label={`Edit ${season.name}`}
                >
                  <EditOutlinedIcon />
                </IconButton>
              </Tooltip>
              <DeleteRowAction name={season.name} onClick={() => deleting.ask(season)} />
            </>
          }
        />
      )}
    >
      <ConfirmDeleteDialog
        deleting={deleting}
        noun="season"
        refused="A season whose matches have been played keeps its results: they are part of the standings and players’ stats. Delete it only before any match starts."
      >
        Its teams, rosters and unplayed fixtures are deleted with it. A season with played matches
        can’t be deleted.
      </ConfirmDeleteDialog>
    </AdminListPage>
  );
};
