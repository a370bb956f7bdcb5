// /players: the season's player stats, sortable by any column, with a name search and a minimum
// of frames to be ranked (the domain's suggestion unless the URL's ?minFrames= says otherwise).
// A player's name opens their rating, frame by frame.
import { meetsMinimum, suggestedMinFrames } from '@cueleague/domain/player-stats';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Page } from '../../../components/page.tsx';
import { SearchField } from '../../../components/search-field.tsx';
import { EmptyState, ErrorState, LoadingRows } from '../../../components/states.tsx';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { SeasonSelect, useSeasonChoice } from '../../seasons/components/season-select.tsx';
import { playerStatsQuery, type PlayerStatsItem } from '../api/players-api.ts';
import { RatingHistoryDialog } from './rating-history-dialog.tsx';

export type SortKey =
  | 'rank'
  | 'name'
  | 'team'
  | 'matchesPlayed'
  | 'framesPlayed'
  | 'framesWon'
  | 'framesLost'
  | 'winPercent'
  | 'rating';
type Direction = 'asc' | 'desc';

interface RankedRow extends PlayerStatsItem {
  rank: number;
  name: string;
}

// On a phone, matches, wins and losses give way so frames and win % stay in view.
const COLUMNS: {
  key: SortKey;
  label: string;
  numeric: boolean;
  title?: string;
  wideOnly?: boolean;
}[] = [
  { key: 'rank', label: '#', numeric: true, title: 'Rank' },
  { key: 'name', label: 'Player', numeric: false },
  { key: 'team', label: 'Team', numeric: false, wideOnly: true },
  { key: 'matchesPlayed', label: 'Matches', numeric: true, wideOnly: true },
  { key: 'framesPlayed', label: 'Frames', numeric: true },
  { key: 'framesWon', label: 'Won', numeric: true, wideOnly: true },
  { key: 'framesLost', label: 'Lost', numeric: true, wideOnly: true },
  { key: 'winPercent', label: 'Win %', numeric: true },
  { key: 'rating', label: 'Rating', numeric: true, wideOnly: true, title: 'Elo-style, from 1500' },
];

const wideOnly = { display: { xs: 'none', sm: 'table-cell' } } as const;

const collator = new Intl.Collator(undefined, { sensitivity: 'base' });

export const sortRows = (
  rows: readonly RankedRow[],
  key: SortKey,
  direction: Direction,
): RankedRow[] => {
  const factor = direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const primary =
      key === 'name'
        ? collator.compare(`${a.lastName} ${a.firstName}`, `${b.lastName} ${b.firstName}`)
        : key === 'team'
          ? collator.compare(a.teamName ?? '', b.teamName ?? '')
          : // A player with no rated frame yet sorts below every rating.
            (a[key] ?? Number.NEGATIVE_INFINITY) - (b[key] ?? Number.NEGATIVE_INFINITY);
    // Ties keep the league's own order (win %, wins, frames, name).
    return primary * factor || a.rank - b.rank;
  });
};

const useDebounced = <T,>(value: T, delayMs: number): T => {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
};

export const PlayersPage = () => {
  const choice = useSeasonChoice();
  const [params, setParams] = useSearchParams();
  const minInUrl = params.get('minFrames');
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<{ key: SortKey; direction: Direction }>({
    key: 'rank',
    direction: 'asc',
  });
  const noSeasons = choice.empty;
  const stats = useQuery({
    ...playerStatsQuery(choice.seasonId),
    enabled: !choice.loading && !noSeasons,
  });
  const suggested = suggestedMinFrames(stats.data?.items ?? []);
  // The field shows what the URL says, or the suggestion; typing keeps it in the URL.
  const [minFramesText, setMinFramesText] = useState<string | null>(minInUrl);
  const shownText = minFramesText ?? String(suggested);
  const parsedMin = Math.max(0, Math.min(10_000, Math.floor(Number(shownText) || 0)));
  // What is typed waits for a pause; the suggestion applies at once (no flash of everyone).
  const typedMin = useDebounced(parsedMin, 300);
  const minFrames = minFramesText === null ? parsedMin : typedMin;
  const setMinimum = (text: string) => {
    setMinFramesText(text);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('minFrames', text);
        return next;
      },
      { replace: true },
    );
  };
  const query = useDeferredValue(search.trim().toLowerCase());
  const [shown, setShown] = useState<RankedRow | null>(null);

  const eligible = useMemo(
    () => (stats.data?.items ?? []).filter((row) => meetsMinimum(row, minFrames)),
    [stats.data, minFrames],
  );
  const unranked = (stats.data?.items.length ?? 0) - eligible.length;
  const rows = useMemo(() => {
    const ranked: RankedRow[] = eligible.map((row, index) => ({
      ...row,
      rank: index + 1,
      name: `${row.firstName} ${row.lastName}`,
    }));
    const found = query ? ranked.filter((row) => row.name.toLowerCase().includes(query)) : ranked;
    return sortRows(found, sort.key, sort.direction);
  }, [eligible, query, sort]);

  const sortBy = (key: SortKey) =>
    setSort((current) =>
      current.key === key
        ? { key, direction: current.direction === 'asc' ? 'desc' : 'asc' }
        : // Numbers read best biggest first; names and ranks from the top.
          { key, direction: key === 'name' || key === 'rank' ? 'asc' : 'desc' },
    );

  const body = () => {
    if (choice.error) return <ErrorState error={choice.error} onRetry={choice.retry} />;
    if (noSeasons) {
      return (
        <EmptyState icon={<PersonSearchIcon />} title="No season yet">
          Player stats appear once the season's first frames are played.
        </EmptyState>
      );
    }
    if (choice.loading || stats.isPending)
      return <LoadingRows rows={10} label="Loading player stats" />;
    if (stats.isError)
      return <ErrorState error={stats.error} onRetry={() => void stats.refetch()} />;
    if (eligible.length === 0) {
      return (
        <EmptyState
          icon={<PersonSearchIcon />}
          title={
            minFrames > 0 ? `Nobody has played ${minFrames} frames yet` : 'No frames played yet'
          }
        >
          {minFrames > 0
            ? 'Lower the minimum frames to see more players.'
            : 'Stats appear as soon as frames are scored.'}
        </EmptyState>
      );
    }
    if (rows.length === 0) {
      return (
        <EmptyState icon={<PersonSearchIcon />} title={`No player matches “${search.trim()}”`}>
          Check the spelling, or search by first or last name.
        </EmptyState>
      );
    }
    return (
      <TableContainer
        component={Paper}
        variant="outlined"
        sx={{ opacity: stats.isPlaceholderData ? 0.6 : 1, maxWidth: 1000 }}
      >
        <Table
          size="small"
          sx={{
            '& td, & th': { px: { xs: 1, sm: 2 } },
            // A phone has no room for the hidden arrows of the columns not sorted on.
            '& .MuiTableSortLabel-root:not(.Mui-active) .MuiTableSortLabel-icon': {
              display: { xs: 'none', sm: 'inline-block' },
            },
          }}
          aria-label={`Player stats, ${choice.season?.name ?? 'this season'}`}
        >
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell
                  key={column.key}
                  align={column.numeric ? 'right' : 'left'}
                  sortDirection={sort.key === column.key ? sort.direction : false}
                  sx={column.wideOnly ? wideOnly : undefined}
                >
                  <TableSortLabel
                    active={sort.key === column.key}
                    direction={sort.key === column.key ? sort.direction : 'asc'}
                    onClick={() => sortBy(column.key)}
                    title={column.title}
                  >
                    {column.label}
                    {sort.key === column.key && (
                      <Box component="span" sx={visuallyHidden}>
                        {sort.direction === 'desc' ? ', sorted descending' : ', sorted ascending'}
                      </Box>
                    )}
                  </TableSortLabel>
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.playerId} hover>
                <TableCell align="right" sx={{ color: 'text.secondary' }}>
                  {row.rank}
                </TableCell>
                <TableCell
                  component="th"
                  scope="row"
                  sx={{ fontWeight: 500, whiteSpace: { sm: 'nowrap' } }}
                >
                  <Link
                    component="button"
                    type="button"
                    color="inherit"
                    underline="hover"
                    onClick={() => setShown(row)}
                    aria-label={`${row.name}: rating by frame`}
                    sx={{ font: 'inherit', textAlign: 'left' }}
                  >
                    {row.name}
                  </Link>
                  {row.teamName && (
                    <Typography
                      component="span"
                      variant="caption"
                      sx={{ display: { xs: 'block', sm: 'none' }, color: 'text.secondary' }}
                    >
                      {row.teamName}
                    </Typography>
                  )}
                </TableCell>
                <TableCell sx={{ ...wideOnly, color: 'text.secondary', whiteSpace: 'nowrap' }}>
                  {row.teamName ?? '–'}
                </TableCell>
                <TableCell align="right" sx={wideOnly}>
                  {row.matchesPlayed}
                </TableCell>
                <TableCell align="right">{row.framesPlayed}</TableCell>
                <TableCell align="right" sx={wideOnly}>
                  {row.framesWon}
                </TableCell>
                <TableCell align="right" sx={wideOnly}>
                  {row.framesLost}
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: 700, color: 'primary.light' }}>
                  {row.winPercent}%
                </TableCell>
                <TableCell align="right" sx={{ ...wideOnly, fontVariantNumeric: 'tabular-nums' }}>
                  {row.rating === null ? '–' : row.rating.toFixed(1)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );
  };

  return (
    <Page
      title="Players"
      description={
        choice.season
          ? `${choice.season.name}: frames played and won by each player. Forfeits count for the team, not here.`
          : 'Frames played and won by each player.'
      }
      actions={<SeasonSelect choice={choice} />}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2.5 }}>
        <SearchField
          label="Search players"
          value={search}
          onChange={setSearch}
          sx={{ flexGrow: 1, maxWidth: { sm: 360 } }}
        />
        <TextField
          label="Minimum frames"
          type="number"
          size="small"
          value={shownText}
          onChange={(event) => setMinimum(event.target.value)}
          sx={{ width: { sm: 200 } }}
          slotProps={{ htmlInput: { min: 0, max: 10000, inputMode: 'numeric' } }}
          helperText={`To be ranked (suggested: ${suggested})`}
        />
      </Stack>
      {body()}
      {rows.length > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {rows.length} {rows.length === 1 ? 'player' : 'players'}. The rank orders by win %, then
          frames won, then frames played. Choose a name to see their rating, frame by frame.
        </Typography>
      )}
      {unranked > 0 && !stats.isPending && (
        <Stack
          direction="row"
          spacing={1}
          sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}
          role="status"
        >
          <Typography variant="body2" color="text.secondary">
            {unranked} {unranked === 1 ? 'player has' : 'players have'} played fewer than{' '}
            {minFrames} frames and {unranked === 1 ? 'is' : 'are'} not ranked.
          </Typography>
          <Button size="small" onClick={() => setMinimum('0')}>
            Show everyone
          </Button>
        </Stack>
      )}
      <RatingHistoryDialog
        player={shown}
        seasonId={choice.seasonId}
        onClose={() => setShown(null)}
      />
    </Page>
  );
};
