// Import players (and their teams) from a spreadsheet saved as CSV: choose the file or paste it,
// preview what each line will do, then import it all at once. The server plans and writes; a
// line with a problem stops the import until the file is fixed, or until the admin marks a line
// a different person from someone of the same name.
import type { Season } from '@cueleague/domain/entities';
import { problemLines } from '@cueleague/domain/roster-import';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';
import { playerKeys } from '../../../entities/players/api/players-api.ts';
import { teamPlayerKeys } from '../../../entities/teams/api/team-players-api.ts';
import { teamKeys } from '../../../entities/teams/api/teams-api.ts';
import {
  importRoster,
  type RosterImportAnswer,
} from '../../../entities/players/api/players-admin-api.ts';
import { ImportPlanLines } from './import-plan-lines.tsx';

const TEMPLATE = 'first_name,last_name,team\nAnn,Archer,Red Lion Reds\nBen,Baxter,Red Lion Reds\n';

const plural = (n: number, one: string, many: string) => `${String(n)} ${n === 1 ? one : many}`;

/** "4 new players · 1 new team (The Cue Club) · 3 join a team". */
const planSummary = (plan: RosterImportAnswer): string =>
  [
    plural(plan.newPlayers, 'new player', 'new players'),
    plan.newTeams.length > 0
      ? `${plural(plan.newTeams.length, 'new team', 'new teams')} (${plan.newTeams.join(', ')})`
      : null,
    `${plural(plan.joins, 'joins a team', 'join a team')}`,
  ]
    .filter(Boolean)
    .join(' · ');

/** What a preview was of: the text, and the lines marked a different person. */
interface ImportInput {
  csv: string;
  separate: number[];
}

const sameInput = (a: ImportInput, b: ImportInput) =>
  a.csv === b.csv &&
  a.separate.length === b.separate.length &&
  a.separate.every((line) => b.separate.includes(line));

const downloadTemplate = () => {
  const url = URL.createObjectURL(new Blob([TEMPLATE], { type: 'text/csv' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'cueleague-players.csv';
  link.click();
  URL.revokeObjectURL(url);
};

export const ImportPlayersDialog = ({
  season,
  onClose,
}: {
  season: Season;
  onClose: () => void;
}) => {
  const titleId = useId();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const queryClient = useQueryClient();
  const [csv, setCsv] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const [separate, setSeparate] = useState<number[]>([]);
  const [problemsOnly, setProblemsOnly] = useState(false);
  // The last plan shown, with what it was of: kept while a changed mark is previewed again.
  const [shown, setShown] = useState<(ImportInput & { plan: RosterImportAnswer }) | null>(null);
  const preview = useMutation({
    mutationFn: (input: ImportInput) => importRoster(season.id, input.csv, true, input.separate),
    // Shown in the dialog, beside the file it is about (not as a snackbar).
    meta: { quiet: true },
    onSuccess: (plan, input) => setShown({ ...input, plan }),
  });
  const run = useMutation({
    mutationFn: (input: ImportInput) => importRoster(season.id, input.csv, false, input.separate),
    meta: {
      successMessage: (answer) => `Imported: ${planSummary(answer as RosterImportAnswer)}`,
      errorPrefix: "Couldn't import the file",
    },
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: playerKeys.all }),
        queryClient.invalidateQueries({ queryKey: teamKeys.all }),
        queryClient.invalidateQueries({ queryKey: teamPlayerKeys.all }),
      ]);
      onClose();
    },
  });
  // A preview is of one text and its marks: change either and it must be previewed again.
  const plan = shown?.csv === csv ? shown.plan : undefined;
  const previewed = shown !== null && sameInput(shown, { csv, separate });
  const edit = (text: string, name: string | null) => {
    setCsv(text);
    setFileName(name);
    // Marks name lines of the old text.
    setSeparate([]);
  };
  const choose = async (file: File | undefined) => {
    if (!file) return;
    edit(await file.text(), file.name);
    preview.reset();
  };
  const mark = (line: number, different: boolean) => {
    const next = different
      ? [...separate, line].sort((a, b) => a - b)
      : separate.filter((other) => other !== line);
    setSeparate(next);
    preview.mutate({ csv, separate: next });
  };
  const rows = plan
    ? plan.rows.filter((row) => !problemsOnly || row.error || separate.includes(row.line))
    : [];
  const markable = plan?.rows.some((row) => row.error && row.namesake) ?? false;

  return (
    <Dialog
      open
      onClose={run.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullScreen={phone}
      fullWidth
      maxWidth="md"
    >
      <DialogTitle id={titleId}>Import players from a spreadsheet</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography color="text.secondary">
            Save the sheet as CSV with a first line naming the columns: <b>first_name</b>,{' '}
            <b>last_name</b> and, to put them on a team of {season.name}, <b>team</b>. Players the
            league already has are reused, and teams the season lacks are created.{' '}
            <Link component="button" type="button" onClick={downloadTemplate}>
              Download a template
            </Link>
          </Typography>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            sx={{ alignItems: 'center' }}
          >
            <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
              Choose a CSV file
              <input
                type="file"
                accept=".csv,text/csv"
                hidden
                onChange={(event) => void choose(event.target.files?.[0])}
              />
            </Button>
            <Typography variant="body2" color="text.secondary">
              {fileName ?? 'or paste the lines below'}
            </Typography>
          </Stack>
          <TextField
            label="CSV"
            multiline
            minRows={4}
            maxRows={10}
            value={csv}
            onChange={(event) => edit(event.target.value, null)}
            placeholder={TEMPLATE}
            slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
          />
          {preview.isError && <Alert severity="error">{errorMessage(preview.error)}</Alert>}
          {plan && (
            <Box component="section" aria-labelledby={`${titleId}-preview`}>
              <Typography variant="h3" id={`${titleId}-preview`} sx={{ fontSize: '1.1rem', mb: 1 }}>
                Preview
              </Typography>
              <Alert severity={plan.errors > 0 ? 'warning' : 'info'} sx={{ mb: 1.5 }}>
                {plan.errors > 0
                  ? `${plural(plan.errors, 'line has a problem', 'lines have problems')} (${problemLines(plan)}): fix the file, then preview it again.${markable ? ' A line that is someone else of the same name can be marked a different person.' : ''} Nothing is imported until every line is right.`
                  : planSummary(plan)}
              </Alert>
              {plan.ignoredColumns.length > 0 && (
                <Alert severity="info" sx={{ mb: 1.5 }}>
                  Ignored {plural(plan.ignoredColumns.length, 'column', 'columns')}:{' '}
                  {plan.ignoredColumns.join(', ')}. Only first_name, last_name and team are read.
                </Alert>
              )}
              {plan.errors > 0 && (
                <FormControlLabel
                  control={
                    <Switch
                      checked={problemsOnly}
                      onChange={(event) => setProblemsOnly(event.target.checked)}
                    />
                  }
                  label="Show problems only"
                  sx={{ mb: 1 }}
                />
              )}
              <ImportPlanLines
                rows={rows}
                separate={separate}
                disabled={run.isPending}
                onMark={mark}
              />
            </Box>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={run.isPending}>
          Cancel
        </Button>
        {previewed && plan && plan.errors === 0 ? (
          <Button
            variant="contained"
            onClick={() => run.mutate({ csv, separate })}
            disabled={run.isPending}
          >
            {run.isPending ? 'Importing…' : `Import ${plural(plan.rows.length, 'line', 'lines')}`}
          </Button>
        ) : (
          <Button
            variant="contained"
            onClick={() => preview.mutate({ csv, separate })}
            disabled={!csv.trim() || preview.isPending}
          >
            {preview.isPending ? 'Reading the file…' : 'Preview'}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
};
