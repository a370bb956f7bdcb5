// /players: the season's player stats, sortable by any column, with a name search and a minimum
// of frames to be ranked (the domain's suggestion unless the URL's ?minFrames= says otherwise).
// A player's name links to their page (their rating, frame by frame). Any season can be picked
// (?season=), and in a season of two or more divisions one division (?division=, the top one
// unless said).
import { meetsMinimum, suggestedMinFrames } from '@cueleague/domain/player-stats';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import { useDeferredValue, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Page } from '../../../components/page.tsx';
import { SearchField } from '../../../components/search-field.tsx';
import { EmptyState, ErrorState, LoadingRows } from '../../../components/states.tsx';
import {
  SeasonDivisionSelects,
  useSeasonDivisionChoice,
} from '../../../entities/seasons/components/season-division-select.tsx';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { playerStatsQuery } from '../../../entities/players/api/players-api.ts';
import {
  PlayerStatsTable,
  sortRows,
  type Direction,
  type RankedRow,
  type SortKey,
} from './player-stats-table.tsx';

export const PlayersPage = () => {
  const { choice, division } = useSeasonDivisionChoice();
  const [params, setParams] = useSearchParams();
  const minInUrl = params.get('minFrames');
  // Cup ties count for the rating always, for these stats only when asked (docs/rules.md).
  const withCups = params.get('cups') === 'true';
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<{ key: SortKey; direction: Direction }>({
    key: 'rank',
    direction: 'asc',
  });
  const noSeasons = choice.empty;
  const stats = useQuery({
    ...playerStatsQuery(choice.seasonId, division.divisionId, withCups),
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
      <PlayerStatsTable
        rows={rows}
        sort={sort}
        onSort={sortBy}
        label={`Player stats, ${choice.season?.name ?? 'this season'}${division.label ? `, ${division.label}` : ''}`}
        dimmed={stats.isPlaceholderData}
        seasonId={choice.season?.isCurrent === false ? choice.seasonId : undefined}
      />
    );
  };

  return (
    <Page
      title="Players"
      description={
        choice.season
          ? `${choice.season.name}${division.label ? `, ${division.label}` : ''}: frames played and won by each player. Forfeits count for the team, not here.`
          : 'Frames played and won by each player.'
      }
      actions={<SeasonDivisionSelects choice={choice} division={division} />}
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
        <FormControlLabel
          control={
            <Switch
              checked={withCups}
              onChange={(event) =>
                setParams(
                  (current) => {
                    const next = new URLSearchParams(current);
                    if (event.target.checked) next.set('cups', 'true');
                    else next.delete('cups');
                    return next;
                  },
                  { replace: true },
                )
              }
            />
          }
          label="Include cup ties"
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
    </Page>
  );
};
