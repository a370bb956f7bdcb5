// The season and, in a divided season, the division that the standings, fixtures and players
// pages show, both chosen in the URL, with their two pickers side by side.
import { DivisionSelect, useDivisionChoice, type DivisionChoice } from './division-select.tsx';
import { SeasonSelect, useSeasonChoice, type SeasonChoice } from './season-select.tsx';

export interface SeasonDivisionChoice {
  choice: SeasonChoice;
  division: DivisionChoice;
}

/** `clears`: as for useDivisionChoice, the URL parameters that go when the division changes. */
export const useSeasonDivisionChoice = (
  options: { clears?: readonly string[] } = {},
): SeasonDivisionChoice => {
  const choice = useSeasonChoice();
  const division = useDivisionChoice(choice.season, options);
  return { choice, division };
};

export const SeasonDivisionSelects = ({ choice, division }: SeasonDivisionChoice) => (
  <>
    <SeasonSelect choice={choice} />
    <DivisionSelect choice={division} />
  </>
);
