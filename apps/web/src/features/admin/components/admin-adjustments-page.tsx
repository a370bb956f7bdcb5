// /admin/adjustments: the current season's points adjustments (docs/rules.md, Points adjustments),
// oldest first: the team, the figure, the reason, the match and the day. Add one, change one, or
// remove one after asking; the tables count them at once.
import { adjustmentFigure } from '@cueleague/domain/points-adjustments';
import AddIcon from '@mui/icons-material/Add';
import ExposureIcon from '@mui/icons-material/Exposure';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  seasonAdjustmentsQuery,
  type PointsAdjustment,
} from '../../../entities/adjustments/api/adjustments-api.ts';
import { useDeleteAdjustment } from '../../../entities/adjustments/hooks/use-adjustment-actions.ts';
import { adjustmentMatchLabel } from '../../../entities/adjustments/match-label.ts';
import { useLeagueTimezone } from '../../../entities/league/hooks/use-league.ts';
import { matchSummariesQuery } from '../../../entities/matches/api/matches-api.ts';
import { currentSeasonQuery } from '../../../entities/seasons/api/seasons-api.ts';
import { teamsQuery } from '../../../entities/teams/api/teams-api.ts';
import { useTeamNames } from '../../../entities/teams/hooks/use-team-names.ts';
import { formatDay } from '../../../lib/format.ts';
import { useConfirmAction } from '../hooks/use-confirm-action.ts';
import { AdjustmentFormDialog } from './adjustment-form-dialog.tsx';
import { AdminListPage } from './admin-list-page.tsx';
import { AdminListRow, DeleteRowAction, EditRowAction } from './admin-list.tsx';
import { ConfirmDeleteDialog } from './confirm-delete-dialog.tsx';
import { currentSeasonStates } from './current-season-states.tsx';

const TITLE = 'Points adjustments';
const DESCRIPTION =
  'Penalties and awards for teams this season, counted in their points before the table is ordered.';

/** An adjustment as a row names it: "−2 for Cue Tips". */
type NamedAdjustment = PointsAdjustment & { name: string };

export const AdminAdjustmentsPage = () => {
  const timeZone = useLeagueTimezone();
  const season = useQuery(currentSeasonQuery());
  const seasonId = season.data?.id;
  const teams = useQuery({ ...teamsQuery({ seasonId }), enabled: Boolean(seasonId) });
  const { teamName } = useTeamNames([seasonId]);
  const adjustments = useQuery({
    ...seasonAdjustmentsQuery(seasonId ?? ''),
    enabled: Boolean(seasonId),
    select: (items): NamedAdjustment[] =>
      items.map((item) => ({
        ...item,
        name: `${adjustmentFigure(item.points)} for ${teamName(item.teamId)}`,
      })),
  });
  // The season's matches name the ones adjustments are for (read only when one is).
  const tied = (adjustments.data ?? []).some((item) => item.matchId !== null);
  const matches = useQuery({ ...matchSummariesQuery({ seasonId }), enabled: tied });
  const [editing, setEditing] = useState<PointsAdjustment | 'new' | null>(null);
  const deleting = useConfirmAction<NamedAdjustment>(useDeleteAdjustment());

  const waiting = currentSeasonStates(season, {
    title: TITLE,
    description: DESCRIPTION,
    loading: 'Loading points adjustments',
    noSeason: 'An adjustment is for a team of a season: create the season first.',
  });
  if (waiting || !season.data) return waiting;

  const matchText = (item: PointsAdjustment): string | undefined => {
    if (!item.matchId) return undefined;
    const match = matches.data?.find((candidate) => candidate.id === item.matchId);
    return match ? adjustmentMatchLabel(match, item.teamId, teamName, timeZone) : 'a match';
  };

  const addButton = (
    <Button
      variant="contained"
      startIcon={<AddIcon />}
      onClick={() => setEditing('new')}
      disabled={!teams.data?.length}
    >
      Add adjustment
    </Button>
  );

  return (
    <AdminListPage
      title={TITLE}
      description={DESCRIPTION}
      query={adjustments}
      addButton={addButton}
      loadingRows={3}
      empty={{
        icon: <ExposureIcon />,
        title: 'No adjustments this season',
        text: "A penalty (say, for a late result) or an award changes a team's points; the table shows it with its reason.",
      }}
      row={(item) => (
        <AdminListRow
          label={item.name}
          primary={`${teamName(item.teamId)} ${adjustmentFigure(item.points)}`}
          secondary={[item.reason, matchText(item), formatDay(item.createdAt, timeZone)]
            .filter(Boolean)
            .join(' · ')}
          actions={
            <>
              <EditRowAction name={item.name} onClick={() => setEditing(item)} />
              <DeleteRowAction name={item.name} onClick={() => deleting.ask(item)} />
            </>
          }
        />
      )}
    >
      {editing && teams.data && (
        <AdjustmentFormDialog
          key={editing === 'new' ? 'new' : editing.id}
          {...(editing === 'new' ? {} : { adjustment: editing })}
          teams={teams.data}
          teamName={teamName}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDeleteDialog deleting={deleting} noun="adjustment">
        The team&apos;s points in the table lose it at once.
      </ConfirmDeleteDialog>
    </AdminListPage>
  );
};
