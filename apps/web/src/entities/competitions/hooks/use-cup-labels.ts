// Which cup a match is a tie of, for the pages that show cup ties beside league matches (the
// fixtures, the home page, /live, a team's and a match's page): "Winter Cup · Semi-finals" (or
// "Losers' round 2", "Plate final"),
// linking to the cup's bracket. Read from the season's list of cups (the list query, so cached and
// rendered on the server), asked only for the seasons of the cup ties shown: a page of league
// matches asks for nothing more.
import type { CompetitionSummary } from '@cueleague/domain/competitions/records';
import { tieRoundName } from '@cueleague/domain/competitions/rounds';
import type { Match } from '@cueleague/domain/entities';
import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { competitionsQuery } from '../api/competitions-api.ts';

export interface CupLabel {
  /** The cup's name: "Winter Cup". */
  name: string;
  /** The tie's round as people say it ("Semi-finals"); null for a tie of a shape not named. */
  round: string | null;
  /** The cup's page, its bracket. */
  href: string;
}

/** What a match says of the cup it belongs to (nothing, for a league match). */
export type CupMatch = Pick<Match, 'seasonId' | 'competitionId' | 'tieId'>;

export type CupLabelOf = (match: CupMatch) => CupLabel | null;

export const competitionHref = (id: string) => `/competitions/${encodeURIComponent(id)}`;

/** The label as shown: "Winter Cup · Semi-finals". */
export const cupLabelText = (cup: CupLabel): string =>
  cup.round ? `${cup.name} · ${cup.round}` : cup.name;

/**
 * The cup in a spoken name, added to the end of a match's accessible name:
 * "Reds versus Blues, Tue 10 Mar 19:30, Winter Cup Semi-finals". A league match adds nothing.
 */
export const withCup = (name: string, cup: CupLabel | null | undefined): string =>
  cup ? `${name}, ${cup.round ? `${cup.name} ${cup.round}` : cup.name}` : name;

/** A match's cup among a season's cups; null for a league match or a cup not in the list. */
export const cupLabelOf = (
  cups: readonly CompetitionSummary[],
  match: CupMatch,
): CupLabel | null => {
  if (!match.competitionId) return null;
  const cup = cups.find((candidate) => candidate.id === match.competitionId);
  if (!cup) return null;
  return {
    name: cup.name,
    round: match.tieId ? tieRoundName(match.tieId, cup) : null,
    href: competitionHref(cup.id),
  };
};

const NO_CUP: CupLabelOf = () => null;

/**
 * `labelOf(match)` for the matches a page shows. Until a season's list is in (or when it fails)
 * its ties show as league matches do: the label is extra, it never holds the page up.
 */
export const useCupLabels = (matches: readonly CupMatch[]): CupLabelOf => {
  const seasonIds = [
    ...new Set(matches.filter((match) => match.competitionId).map((match) => match.seasonId)),
  ].sort();
  const results = useQueries({
    queries: seasonIds.map((seasonId) => competitionsQuery(seasonId)),
  });
  const stamp = results.map((result) => result.dataUpdatedAt).join(',');
  return useMemo(() => {
    const cups = results.flatMap((result) => result.data ?? []);
    return cups.length === 0 ? NO_CUP : (match: CupMatch) => cupLabelOf(cups, match);
    // `results` is a new array every render; the data stamps say when it really changed.
  }, [stamp]);
};
