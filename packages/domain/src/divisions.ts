// A season's divisions (docs/rules.md, Divisions): how one is called, and the suggested
// promotions and relegations between them at the season's end.
import type { Division } from './entities.ts';

/** A division's name; an unnamed one (the only one of an undivided season, or one not yet
 * named) is called by its place, 'Division 1' at the top. */
export const divisionLabel = (division: Pick<Division, 'name' | 'position'>): string =>
  division.name ?? `Division ${division.position + 1}`;

/** Whether the app mentions divisions at all: only when a season has two or more. */
export const isDivided = (divisions: readonly unknown[]): boolean => divisions.length > 1;

/** Divisions top first (by position): the order every table, select and list shows them in. */
export const divisionsInOrder = <D extends Pick<Division, 'position'>>(
  divisions: readonly D[] = [],
): D[] => [...divisions].sort((a, b) => a.position - b.position);
