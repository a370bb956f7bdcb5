// The admin dashboard's downloads: the whole league as one JSON file (to keep, or to move to
// another server) and the current season's tables as CSV files for a spreadsheet. Plain links:
// the browser downloads them with the session cookie, no script in between.
import DownloadIcon from '@mui/icons-material/Download';
import { Button, Stack, Typography } from '@mui/material';
import type { Season } from '@cueleague/domain/entities';

const SEASON_FILES = [
  { file: 'fixtures', label: 'Fixtures and results' },
  { file: 'frames', label: 'Frames' },
  { file: 'standings', label: 'Standings' },
  { file: 'player-stats', label: 'Player stats' },
] as const;

export const ExportSection = ({ season }: { season: Season | null | undefined }) => (
  <Stack sx={{ gap: 1.5 }}>
    <Typography variant="body2" color="text.secondary">
      The league as one file (accounts without their passwords), and a season&apos;s tables for a
      spreadsheet.
    </Typography>
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      <Button
        component="a"
        href="/api/export/league"
        download
        variant="outlined"
        startIcon={<DownloadIcon />}
      >
        League (JSON)
      </Button>
      {season &&
        SEASON_FILES.map(({ file, label }) => (
          <Button
            key={file}
            component="a"
            href={`/api/seasons/${encodeURIComponent(season.id)}/export/${file}.csv`}
            download
            variant="outlined"
            startIcon={<DownloadIcon />}
            aria-label={`${label} of ${season.name} (CSV)`}
          >
            {label} (CSV)
          </Button>
        ))}
    </Stack>
  </Stack>
);
