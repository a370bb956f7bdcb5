// "The division of this season a request names", in one place: the tables, a team's division and
// the fixture generator all read it this way.
import type { Season } from '@cueleague/domain/entities';
import { invalid, notFound } from '../http/http-error.ts';

/**
 * The division of `season` a request asks for: the one it names, or the season's top one when it
 * names none (null for a season without divisions). A division that is not of this season is
 * refused: as a missing page for a read (`not-found`, 404), as a bad field of a write (`invalid`,
 * 400 on `divisionId`).
 */
export const seasonDivision = (
  season: Pick<Season, 'divisions'>,
  divisionId: string | undefined,
  refuseAs: 'not-found' | 'invalid',
): string | null => {
  if (divisionId === undefined) return season.divisions[0]?.id ?? null;
  if (!season.divisions.some((division) => division.id === divisionId))
    throw refuseAs === 'not-found'
      ? notFound('division')
      : invalid('No such division in this season.', { divisionId: 'Not in this season' });
  return divisionId;
};
