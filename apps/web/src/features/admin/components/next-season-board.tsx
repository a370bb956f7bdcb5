// The next season's divisions side by side (stacked on a phone): each team with where it comes
// from (up, down, new), a division select to move it and a button to leave it out; teams left out
// are listed below with a button to keep them after all.
import { divisionLabel, isDivided } from '@cueleague/domain/divisions';
import type { PlannedDivision, PlannedTeam } from '@cueleague/domain/next-season';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import PersonRemoveOutlinedIcon from '@mui/icons-material/PersonRemoveOutlined';
import FiberNewOutlinedIcon from '@mui/icons-material/FiberNewOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Panel } from '../../../components/page.tsx';

export interface BoardDivision {
  id: string;
  name: string | null;
  position: number;
}

export interface NextSeasonBoardProps {
  /** This season's divisions, top first: the next season continues each of them. */
  divisions: readonly BoardDivision[];
  planned: readonly PlannedDivision[];
  dropped: readonly { teamId: string; name: string }[];
  onMove: (teamId: string, divisionId: string) => void;
  onDrop: (teamId: string, dropped: boolean) => void;
  /** Removes an added team (by its name, unique in the next season). */
  onRemoveAdded: (name: string) => void;
  disabled?: boolean;
}

const MoveChip = ({ team, from }: { team: PlannedTeam; from: string | undefined }) => {
  if (team.kind === 'new')
    return (
      <Chip
        size="small"
        color="info"
        variant="outlined"
        icon={<FiberNewOutlinedIcon />}
        label="New"
      />
    );
  if (team.move !== 'up' && team.move !== 'down') return null;
  const up = team.move === 'up';
  const way = up ? 'Up' : 'Down';
  return (
    <Chip
      size="small"
      color={up ? 'success' : 'warning'}
      variant="outlined"
      icon={up ? <ArrowUpwardIcon /> : <ArrowDownwardIcon />}
      label={from ? `${way} from ${from}` : way}
    />
  );
};

export const NextSeasonBoard = ({
  divisions,
  planned,
  dropped,
  onMove,
  onDrop,
  onRemoveAdded,
  disabled,
}: NextSeasonBoardProps) => {
  const baseId = useId();
  const divided = isDivided(divisions);
  const names = new Map(divisions.map((division) => [division.id, divisionLabel(division)]));
  return (
    <Stack spacing={2}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: '1fr',
            md: `repeat(${String(Math.min(planned.length, 3))}, minmax(0, 1fr))`,
          },
        }}
      >
        {planned.map((division) => {
          const headingId = `${baseId}-division-${String(division.position)}`;
          const label = divided ? divisionLabel(division) : 'Teams';
          return (
            <Paper
              key={division.fromDivisionId}
              variant="outlined"
              component="section"
              aria-labelledby={headingId}
              sx={{ p: 2, minWidth: 0 }}
            >
              <Typography id={headingId} variant="h3" component="h2" gutterBottom>
                {label}{' '}
                <Typography component="span" color="text.secondary" variant="body2">
                  ({division.teams.length} {division.teams.length === 1 ? 'team' : 'teams'})
                </Typography>
              </Typography>
              {division.teams.length === 0 ? (
                <Typography color="text.secondary" variant="body2">
                  No teams: move one here or add one, or leave it empty.
                </Typography>
              ) : (
                <Box
                  component="ul"
                  aria-label={`Teams of ${label}`}
                  sx={{ listStyle: 'none', m: 0, p: 0 }}
                >
                  {division.teams.map((team) => (
                    <Box
                      component="li"
                      key={team.kind === 'new' ? `new-${team.name}` : team.teamId}
                      aria-label={team.name}
                      sx={{
                        display: 'flex',
                        flexWrap: 'wrap',
                        alignItems: 'center',
                        gap: 1,
                        py: 1,
                        borderTop: 1,
                        borderColor: 'divider',
                      }}
                    >
                      <Box sx={{ flex: '1 1 8rem', minWidth: 0 }}>
                        <Typography sx={{ overflowWrap: 'anywhere' }}>{team.name}</Typography>
                        <MoveChip
                          team={team}
                          from={
                            team.kind === 'carried' && divided
                              ? names.get(team.fromDivisionId)
                              : undefined
                          }
                        />
                      </Box>
                      {team.kind === 'carried' ? (
                        <>
                          {divided && (
                            <TextField
                              select
                              size="small"
                              label="Division"
                              value={division.fromDivisionId}
                              disabled={disabled}
                              onChange={(event) => onMove(team.teamId, event.target.value)}
                              slotProps={{
                                select: { native: true },
                                htmlInput: { 'aria-label': `Division for ${team.name}` },
                              }}
                              sx={{ width: '10rem' }}
                            >
                              {divisions.map((option) => (
                                <option key={option.id} value={option.id}>
                                  {divisionLabel(option)}
                                </option>
                              ))}
                            </TextField>
                          )}
                          <Tooltip title={`Leave ${team.name} out`}>
                            <IconButton
                              aria-label={`Leave ${team.name} out`}
                              disabled={disabled}
                              onClick={() => onDrop(team.teamId, true)}
                            >
                              <PersonRemoveOutlinedIcon />
                            </IconButton>
                          </Tooltip>
                        </>
                      ) : (
                        <Tooltip title={`Remove ${team.name}`}>
                          <IconButton
                            aria-label={`Remove ${team.name}`}
                            disabled={disabled}
                            onClick={() => onRemoveAdded(team.name)}
                          >
                            <DeleteOutlineIcon />
                          </IconButton>
                        </Tooltip>
                      )}
                    </Box>
                  ))}
                </Box>
              )}
            </Paper>
          );
        })}
      </Box>
      {dropped.length > 0 && (
        <Panel
          headingId={`${baseId}-dropped`}
          title="Not carried over"
          headingVariant="h3"
          sx={{ p: 2 }}
        >
          <Box
            component="ul"
            aria-label="Teams not carried over"
            sx={{ listStyle: 'none', m: 0, p: 0 }}
          >
            {dropped.map((team) => (
              <Box
                component="li"
                key={team.teamId}
                aria-label={team.name}
                sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5 }}
              >
                <Typography sx={{ flex: 1, overflowWrap: 'anywhere' }} color="text.secondary">
                  {team.name}
                </Typography>
                <Button
                  size="small"
                  disabled={disabled}
                  onClick={() => onDrop(team.teamId, false)}
                  aria-label={`Keep ${team.name}`}
                >
                  Keep
                </Button>
              </Box>
            ))}
          </Box>
        </Panel>
      )}
    </Stack>
  );
};
