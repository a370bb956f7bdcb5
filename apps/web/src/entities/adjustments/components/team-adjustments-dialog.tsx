// A team's adjustments opened from its figure in the table (docs/rules.md, Points adjustments):
// what each was for, read when it opens. Loaded lazily with its first opening, so the table's
// first load carries none of it.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { ErrorState, LoadingRows } from '../../../components/states.tsx';
import { teamAdjustmentsQuery } from '../api/adjustments-api.ts';
import { AdjustmentList } from './adjustment-list.tsx';

export interface AdjustedTeam {
  teamId: string;
  teamName: string;
}

const Body = ({ team }: { team: AdjustedTeam }) => {
  const adjustments = useQuery(teamAdjustmentsQuery(team.teamId));
  if (adjustments.isPending)
    return <LoadingRows rows={1} height={56} label="Loading the adjustments" />;
  if (adjustments.isError)
    return <ErrorState error={adjustments.error} onRetry={() => void adjustments.refetch()} />;
  const [first] = adjustments.data;
  if (!first) return <Typography color="text.secondary">No adjustments now.</Typography>;
  return (
    <AdjustmentList
      adjustments={adjustments.data}
      teamId={team.teamId}
      seasonId={first.seasonId}
      label={`${team.teamName}: points adjustments`}
    />
  );
};

export const TeamAdjustmentsDialog = ({
  team,
  open,
  onClose,
}: {
  /** The team whose figure was tapped last (kept while the dialog closes). */
  team: AdjustedTeam | null;
  open: boolean;
  onClose: () => void;
}) => {
  const titleId = useId();
  return (
    <Dialog
      open={open && team !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>{team ? `${team.teamName}: points adjustments` : ''}</DialogTitle>
      <DialogContent>{team && <Body team={team} />}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
};
