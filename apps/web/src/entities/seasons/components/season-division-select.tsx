// The season and, in a divided season, the division that the standings, fixtures and players
// pages show, both chosen in the URL, with their two pickers side by side.
import { DivisionSelect, useDivisionChoice, type DivisionChoice } from './division-select.tsx';
import { SeasonSelect, useSeasonChoice, type SeasonChoice } from './season-select.tsx';

export interface SeasonDivisionChoice {
  choice: SeasonChoice;
  division: DivisionChoice;
}

/**
 * `clears`: as for useDivisionChoice, the URL parameters that go when the division changes;
 * `seasonClears`: those that go when the season changes.
 */
export const useSeasonDivisionChoice = (
  options: { clears?: readonly string[]; seasonClears?: readonly string[] } = {},
): SeasonDivisionChoice => {
  const choice = useSeasonChoice({ clears: options.seasonClears ?? [] });
  const division = useDivisionChoice(choice.season, { clears: options.clears ?? [] });
  return { choice, division };
};

export const SeasonDivisionSelects = ({ choice, division }: SeasonDivisionChoice) => (
  <>
    <SeasonSelect choice={choice} />
    <DivisionSelect choice={division} />
  </>
);
