// A season's divisions on its edit page (docs/rules.md, Divisions): top first, each renamed, moved
// up or down, or deleted once it has no teams; "Add a division" puts one at the bottom. An
// undivided season (one unnamed division) shows as one line, with "Split into divisions".
import type { Division, Season } from '@cueleague/domain/entities';
import { MAX_DIVISIONS } from '@cueleague/domain/constants';
import { divisionLabel, divisionsInOrder, isDivided } from '@cueleague/domain/divisions';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import CallSplitIcon from '@mui/icons-material/CallSplit';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Section } from '../../../components/page.tsx';
import { ErrorState } from '../../../components/states.tsx';
import {
  useDeleteDivision,
  useUpdateDivision,
} from '../../../entities/seasons/hooks/use-division-actions.ts';
import { teamsQuery } from '../../../entities/teams/api/teams-api.ts';
import { useConfirmAction } from '../hooks/use-confirm-action.ts';
import { AdminList, AdminListRow, EditRowAction, RowAction } from './admin-list.tsx';
import { DivisionNameDialog, SplitDivisionsDialog } from './division-dialogs.tsx';

const plural = (count: number, one: string, many: string) =>
  `${String(count)} ${count === 1 ? one : many}`;

export const SeasonDivisionsSection = ({ season }: { season: Season }) => {
  const teams = useQuery(teamsQuery({ seasonId: season.id }));
  const update = useUpdateDivision();
  const remove = useDeleteDivision();
  const deleting = useConfirmAction<Division>(remove);
  const [naming, setNaming] = useState<Division | 'new' | null>(null);
  const [splitting, setSplitting] = useState(false);
  const divisions = divisionsInOrder(season.divisions);
  const top = divisions[0];

  // A team without a division (made before divisions were) plays in the top one.
  const teamCount = (division: Division): number | null =>
    teams.data
      ? teams.data.filter((team) => (team.divisionId ?? top?.id) === division.id).length
      : null;

  const move = (division: Division, by: -1 | 1) =>
    update.mutate({ id: division.id, body: { position: division.position + by } });
  const moving = (division: Division) => update.isPending && update.variables.id === division.id;

  const body = () => {
    if (!top)
      return <ErrorState error="This season has no division: reload the page to try again." />;
    if (!isDivided(divisions))
      return (
        <Paper variant="outlined" sx={{ px: { xs: 1.5, sm: 2.5 }, py: 1.5 }}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'space-between' }}
          >
            <div>
              <Typography sx={{ fontWeight: 600 }}>
                One division (the league isn't split)
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Every team plays every other, in one table.
              </Typography>
            </div>
            <Button
              variant="outlined"
              startIcon={<CallSplitIcon />}
              onClick={() => setSplitting(true)}
              sx={{ flexShrink: 0 }}
            >
              Split into divisions
            </Button>
          </Stack>
        </Paper>
      );
    return (
      <>
        {teams.isError && <ErrorState error={teams.error} onRetry={() => void teams.refetch()} />}
        <AdminList label={`Divisions of ${season.name}`}>
          {divisions.map((division, index) => {
            const name = divisionLabel(division);
            const count = teamCount(division);
            const last = index === divisions.length - 1;
            return (
              <AdminListRow
                key={division.id}
                label={name}
                secondary={
                  count === null
                    ? teams.isPending
                      ? 'Counting its teams…'
                      : undefined
                    : count === 0
                      ? 'No teams yet'
                      : plural(count, 'team', 'teams')
                }
                actions={
                  <>
                    <RowAction
                      label={`Move ${name} up`}
                      icon={<ArrowUpwardIcon />}
                      disabled={index === 0 || moving(division)}
                      onClick={() => move(division, -1)}
                    />
                    <RowAction
                      label={`Move ${name} down`}
                      icon={<ArrowDownwardIcon />}
                      disabled={last || moving(division)}
                      onClick={() => move(division, 1)}
                    />
                    <EditRowAction name={name} onClick={() => setNaming(division)} />
                    <RowAction
                      label={
                        count === null
                          ? `Delete ${name} (counting its teams)`
                          : count > 0
                            ? `${name} can't be deleted: move its ${plural(count, 'team', 'teams')} first`
                            : `Delete ${name}`
                      }
                      icon={<DeleteOutlineIcon />}
                      color="error"
                      disabled={count !== 0}
                      onClick={() => deleting.ask(division)}
                    />
                  </>
                }
              />
            );
          })}
        </AdminList>
      </>
    );
  };

  return (
    <Section
      title="Divisions"
      action={
        isDivided(divisions) ? (
          <Button
            startIcon={<AddIcon />}
            disabled={divisions.length >= MAX_DIVISIONS}
            onClick={() => setNaming('new')}
          >
            Add a division
          </Button>
        ) : undefined
      }
    >
      {body()}
      {naming && (
        <DivisionNameDialog
          seasonId={season.id}
          {...(naming === 'new' ? {} : { division: naming })}
          divisions={divisions}
          onClose={() => setNaming(null)}
        />
      )}
      {splitting && top && (
        <SplitDivisionsDialog
          seasonId={season.id}
          division={top}
          onClose={() => setSplitting(false)}
        />
      )}
      <ConfirmDialog
        {...deleting.dialogProps}
        title={`Delete ${deleting.target ? divisionLabel(deleting.target) : 'the division'}?`}
        confirmLabel="Delete division"
      >
        {divisions.length === 2
          ? 'The season is then one division again: the app stops mentioning divisions.'
          : 'The divisions under it move up a place.'}
      </ConfirmDialog>
    </Section>
  );
};
