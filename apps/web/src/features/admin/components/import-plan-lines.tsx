// The lines of a previewed import, each with what it will do. A line whose name someone else has
// (a player of the league, an earlier line) can be marked a different person, with a warning.
import type { RosterImportAnswer } from '@cueleague/domain/responses';
import { importRowSummary, separateWarning } from '@cueleague/domain/roster-import';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

type Row = RosterImportAnswer['rows'][number];

export const ImportPlanLines = ({
  rows,
  separate,
  disabled,
  onMark,
}: {
  rows: readonly Row[];
  /** The lines marked a different person (they may be newer than the rows' preview). */
  separate: readonly number[];
  disabled: boolean;
  onMark: (line: number, different: boolean) => void;
}) => (
  <Paper
    variant="outlined"
    component="ol"
    aria-label="Lines of the file"
    sx={{ listStyle: 'none', m: 0, p: 0, maxHeight: 320, overflow: 'auto' }}
  >
    {rows.map((row) => {
      const marked = separate.includes(row.line);
      return (
        <Box
          component="li"
          key={row.line}
          aria-label={`Line ${String(row.line)}`}
          sx={{
            px: 2,
            py: 1,
            borderTop: 1,
            borderColor: 'divider',
            '&:first-of-type': { borderTop: 0 },
          }}
        >
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400, mr: 1 }}>
              {row.line}
            </Box>
            {row.firstName || '—'} {row.lastName}
            {row.team ? ` · ${row.team}` : ''}
          </Typography>
          <Typography variant="body2" color={row.error ? 'error.light' : 'text.secondary'}>
            {importRowSummary(row)}
          </Typography>
          {(row.namesake || marked) && (
            <>
              <FormControlLabel
                control={
                  <Checkbox
                    size="small"
                    checked={marked}
                    disabled={disabled}
                    onChange={(event) => onMark(row.line, event.target.checked)}
                  />
                }
                label="A different person"
              />
              {marked && row.namesake && (
                <Typography variant="body2" color="warning.light">
                  {separateWarning(row)}.
                </Typography>
              )}
            </>
          )}
        </Box>
      );
    })}
  </Paper>
);
