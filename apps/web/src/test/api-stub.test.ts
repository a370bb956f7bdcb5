// The stubs are typed by what each route answers (api-answers.ts): `tsc -p apps/web` refuses a
// stub of the wrong shape, a stub for a route the app never asks, and a wrong reply body. Each
// `@ts-expect-error` below fails typechecking the day the refusal stops.
import { describe, expect, it } from 'vitest';
import { apiError, apiRoutes, offContract, reply } from './api-stub.ts';
import { leagueTeam, leagueTeams } from './fixtures.ts';

describe('typed API stubs', () => {
  it("takes each route's answer, and refuses what no server would answer", () => {
    const routes = apiRoutes({
      '/api/teams': { items: leagueTeams({ count: 1 }) },
      'POST /api/teams': reply(201, leagueTeam('t2')),
      'DELETE /api/teams/t1': reply(204),
      '/api/teams/t9': apiError(404, 'not_found', 'No such team'),
      '/api/seasons/current': () => apiError(404, 'not_found', 'No current season'),
      // On purpose: an answer the contract does not describe.
      '/api/players': offContract({ items: [{ id: 'p1' }] }),
    });
    expect(Object.keys(routes)).toHaveLength(6);

    apiRoutes({
      // @ts-expect-error a team without its season and name is not a team
      '/api/teams': { items: [{ id: 't1' }] },
    });
    apiRoutes({
      // @ts-expect-error the match route answers a match, not a list
      '/api/matches/m1': { items: [] },
    });
    apiRoutes({
      // @ts-expect-error a function's answer is checked too
      '/api/seasons/current': () => ({ id: 's1' }),
    });
    apiRoutes({
      // @ts-expect-error a 201's body is checked too
      'POST /api/teams': reply(201, { id: 't2' }),
    });
    apiRoutes({
      // @ts-expect-error no such route: the app never asks it
      '/api/team': { items: [] },
    });
  });
});
