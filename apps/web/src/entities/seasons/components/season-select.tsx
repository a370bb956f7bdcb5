// The season picker of the standings, fixtures and players pages. The choice lives in the URL
// (?season=) so a link shares it; without one the current season is shown. Picking a season
// forgets the chosen division (?division=, see division-select.tsx): the new one opens at its top.
import type { Season } from '@cueleague/domain/entities';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { seasonsQuery } from '../api/seasons-api.ts';

export interface SeasonChoice {
  /** The chosen season's id, or undefined for "the current one". */
  seasonId: string | undefined;
  seasons: Season[];
  setSeasonId: (seasonId: string) => void;
  /** The season shown: the chosen one, else the current one, once the list is in. */
  season: Season | undefined;
  loading: boolean;
  /** The league has no season at all (not merely a list that failed to load). */
  empty: boolean;
  /** Why the list of seasons did not load (no signal and nothing saved, say), else null. */
  error: Error | null;
  retry: () => void;
}

/** `clears`: other URL parameters that belong to one season (the fixtures page's month) and go
 * when another season is picked. */
export const useSeasonChoice = ({
  clears = [],
}: { clears?: readonly string[] } = {}): SeasonChoice => {
  const [params, setParams] = useSearchParams();
  const { data, isPending, error, refetch } = useQuery(seasonsQuery());
  const seasons = data ?? [];
  const chosen = params.get('season') ?? undefined;
  const season = chosen
    ? seasons.find((candidate) => candidate.id === chosen)
    : (seasons.find((candidate) => candidate.isCurrent) ?? seasons[0]);
  return {
    seasonId: chosen ?? season?.id,
    seasons,
    season,
    loading: isPending,
    empty: !isPending && !error && seasons.length === 0,
    error: data ? null : error,
    retry: () => void refetch(),
    setSeasonId: (seasonId) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.set('season', seasonId);
          // Another season has other divisions: its table opens at the top one.
          next.delete('division');
          for (const name of clears) next.delete(name);
          return next;
        },
        { replace: true },
      ),
  };
};

export const SeasonSelect = ({ choice }: { choice: SeasonChoice }) => {
  if (choice.seasons.length === 0 || !choice.seasonId) return null;
  return (
    <TextField
      select
      size="small"
      label="Season"
      value={choice.seasonId}
      onChange={(event) => choice.setSeasonId(event.target.value)}
      sx={{ minWidth: 200 }}
    >
      {choice.seasons.map((season) => (
        <MenuItem key={season.id} value={season.id}>
          {season.name}
          {season.isCurrent ? ' (current)' : ''}
        </MenuItem>
      ))}
    </TextField>
  );
};
