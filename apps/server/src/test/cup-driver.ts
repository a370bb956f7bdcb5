// Cups through the API for the route tests (docs/api.md, Competitions): the admin's writes as a
// captain's phone or the admin's page would send them, each checked for its status.
import type { Competition } from '@cueleague/domain/competitions/records';
import { call } from './match-driver.ts';
import type { TestApp, World } from './test-app.ts';

/** A POST with a cookie, answered with `status` (200 unless said), as JSON. */
export const postAs = async <T = Competition>(
  t: TestApp,
  url: string,
  cookie: string,
  payload: object,
  status = 200,
): Promise<T> => (await call(t, { method: 'POST', url, cookie, payload }, status)).json<T>();

/** A cup as anyone reads it (a visitor for a published one). */
export const readCup = async (t: TestApp, id: string): Promise<Competition> =>
  (await call(t, { method: 'GET', url: `/api/competitions/${id}` })).json<Competition>();

/**
 * A cup the admin makes (201): 'Winter Cup' of the world's season and all its teams, unless the
 * fields say otherwise (other teams, an entry window, a bracket, a format).
 */
export const createCup = (
  t: TestApp,
  world: World,
  admin: string,
  fields: Record<string, unknown> = {},
): Promise<Competition> =>
  postAs(
    t,
    '/api/competitions',
    admin,
    { seasonId: world.seasonId, name: 'Winter Cup', teamIds: world.teams, ...fields },
    201,
  );

/** The world's three teams (with captains) and `more` new ones (none), named Team 4, Team 5... */
export const withMoreTeams = async (
  t: TestApp,
  world: World,
  admin: string,
  more: number,
): Promise<string[]> => {
  const ids: string[] = [...world.teams];
  for (let at = 0; at < more; at++)
    ids.push(
      (
        await postAs<{ id: string }>(
          t,
          '/api/teams',
          admin,
          { seasonId: world.seasonId, name: `Team ${String(ids.length + 1)}` },
          201,
        )
      ).id,
    );
  return ids;
};
