// The division picker of the standings, fixtures and players pages (docs/rules.md, Divisions). It
// shows only when the season has two or more divisions: an undivided season never mentions them.
// The choice lives in the URL (?division=) so a link shares it; without one the top division is
// shown, and a division the season does not have (an old link) falls back to the top too.
import { divisionLabel, divisionsInOrder, isDivided } from '@cueleague/domain/divisions';
import type { Division, Season } from '@cueleague/domain/entities';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useSearchParams } from 'react-router';

export interface DivisionChoice {
  /** The season's divisions, top first. */
  divisions: Division[];
  /** Whether the season has two or more divisions (else the page never mentions them). */
  divided: boolean;
  /** The division shown: the chosen one, else the top; undefined until the season is known. */
  division: Division | undefined;
  /** The division to ask the API for: only for a divided season (an undivided one has one). */
  divisionId: string | undefined;
  /** The shown division's name, only for a divided season: for titles and captions. */
  label: string | undefined;
  setDivisionId: (divisionId: string) => void;
}

export const DIVISION_PARAM = 'division';

/** The season's divisions, top first. */
/** Divisions as the options of a select, each by its label. */
export const divisionOptions = (divisions: readonly Division[]) =>
  divisions.map((division) => ({ value: division.id, label: divisionLabel(division) }));

/**
 * The division chosen in the URL for `season`. `clears` names other URL parameters that belong to
 * one division (the fixtures page's team) and go when the division changes.
 */
export const useDivisionChoice = (
  season: Season | undefined,
  { clears = [] }: { clears?: readonly string[] } = {},
): DivisionChoice => {
  const [params, setParams] = useSearchParams();
  const divisions = divisionsInOrder(season?.divisions);
  const divided = isDivided(divisions);
  const chosen = params.get(DIVISION_PARAM);
  const division = divisions.find((candidate) => candidate.id === chosen) ?? divisions[0];
  return {
    divisions,
    divided,
    division,
    divisionId: divided ? division?.id : undefined,
    label: divided && division ? divisionLabel(division) : undefined,
    setDivisionId: (divisionId) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          // The top division is the default: its link stays as short as an undivided season's.
          if (divisionId === divisions[0]?.id) next.delete(DIVISION_PARAM);
          else next.set(DIVISION_PARAM, divisionId);
          for (const name of clears) next.delete(name);
          return next;
        },
        { replace: true },
      ),
  };
};

export const DivisionSelect = ({ choice }: { choice: DivisionChoice }) => {
  if (!choice.divided || !choice.division) return null;
  return (
    <TextField
      select
      size="small"
      label="Division"
      value={choice.division.id}
      onChange={(event) => choice.setDivisionId(event.target.value)}
      sx={{ minWidth: 180 }}
    >
      {choice.divisions.map((division) => (
        <MenuItem key={division.id} value={division.id}>
          {divisionLabel(division)}
        </MenuItem>
      ))}
    </TextField>
  );
};
