import { describe, expect, it, vi } from 'vitest';
import type { League, Team, UserRecord } from './entities.ts';
import {
  resolveRole,
  resolveRoleWith,
  type ResolvedAuth,
  type RoleFacts,
  type RoleLoaders,
} from './resolve-role.ts';

const USER = 'u1';

const team = (id: string, captainUserId: string | null = USER): Team => ({
  id,
  seasonId: 's1',
  name: `Team ${id}`,
  homeVenueId: null,
  captainUserId,
});

const league = (...adminIds: string[]): Pick<League, 'adminIds'> => ({ adminIds });
const record = (role: UserRecord['role']): Pick<UserRecord, 'role'> => ({ role });

const facts = (fields: Partial<RoleFacts>): RoleFacts => ({
  userId: USER,
  leagues: [league('someone-else')],
  captainTeams: [],
  userRecord: null,
  ...fields,
});

const TEAM_A = team('t-a');
const TEAM_B = team('t-b');

describe('resolveRole, in the order of docs/rules.md (Roles)', () => {
  it.each<{ why: string; facts: RoleFacts; expected: ResolvedAuth }>([
    {
      why: 'in adminIds: admin, even when captain with a player record',
      facts: facts({
        leagues: [league('x'), league('y', USER)],
        captainTeams: [TEAM_A],
        userRecord: record('player'),
      }),
      expected: { role: 'admin', isAdmin: true, team: null },
    },
    {
      why: 'captain of a team: captain, with that team',
      facts: facts({ captainTeams: [TEAM_A], userRecord: record('player') }),
      expected: { role: 'captain', isAdmin: false, team: TEAM_A },
    },
    {
      why: 'captain of two teams: the first one is kept',
      facts: facts({ captainTeams: [TEAM_B, TEAM_A] }),
      expected: { role: 'captain', isAdmin: false, team: TEAM_B },
    },
    {
      why: "captaincy comes before the users record's admin role",
      facts: facts({ captainTeams: [TEAM_A], userRecord: record('admin') }),
      expected: { role: 'captain', isAdmin: false, team: TEAM_A },
    },
    {
      why: 'users record role admin: admin with isAdmin',
      facts: facts({ userRecord: record('admin') }),
      expected: { role: 'admin', isAdmin: true, team: null },
    },
    {
      why: 'users record role captain: captain, but no team',
      facts: facts({ userRecord: record('captain') }),
      expected: { role: 'captain', isAdmin: false, team: null },
    },
    {
      why: 'users record role player: player',
      facts: facts({ userRecord: record('player') }),
      expected: { role: 'player', isAdmin: false, team: null },
    },
    {
      why: 'users record without a role: user',
      facts: facts({ userRecord: record(null) }),
      expected: { role: 'user', isAdmin: false, team: null },
    },
    {
      why: 'no users record: user',
      facts: facts({ userRecord: null }),
      expected: { role: 'user', isAdmin: false, team: null },
    },
    {
      why: 'no leagues at all and nothing else: user',
      facts: facts({ leagues: [] }),
      expected: { role: 'user', isAdmin: false, team: null },
    },
    {
      why: "another user's admin entry does not count",
      facts: facts({ leagues: [league('u10', 'u', 'admin')], userRecord: record('player') }),
      expected: { role: 'player', isAdmin: false, team: null },
    },
  ])('$why', ({ facts: given, expected }) => {
    expect(resolveRole(given)).toEqual(expected);
  });
});

interface Loaded {
  leagues?: readonly Pick<League, 'adminIds'>[] | Error;
  captainTeams?: readonly Team[] | Error;
  userRecord?: Pick<UserRecord, 'role'> | null | Error;
}

const loaders = (loaded: Loaded) => {
  const answer = <T>(value: T | Error): Promise<T> =>
    value instanceof Error ? Promise.reject(value) : Promise.resolve(value);
  return {
    leagues: vi.fn<RoleLoaders['leagues']>(() => answer(loaded.leagues ?? [])),
    captainTeams: vi.fn<RoleLoaders['captainTeams']>(() => answer(loaded.captainTeams ?? [])),
    userRecord: vi.fn<RoleLoaders['userRecord']>(() => answer(loaded.userRecord ?? null)),
  };
};

describe('resolveRoleWith', () => {
  it.each<{ failing: keyof Loaded; loaded: Loaded }>([
    { failing: 'leagues', loaded: { leagues: new Error('db down') } },
    { failing: 'captainTeams', loaded: { captainTeams: new Error('db down') } },
    {
      failing: 'userRecord',
      loaded: { captainTeams: [], userRecord: new Error('db down') },
    },
  ])('falls back to user and logs when the $failing loader fails', async ({ failing, loaded }) => {
    const load = loaders(loaded);
    const log = vi.fn<(message: string, error: unknown) => void>();
    const result = await resolveRoleWith(USER, load, log);
    expect(result).toEqual({ role: 'user', isAdmin: false, team: null });
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[0]).toBe('Error determining user role');
    expect(log.mock.calls[0]?.[1]).toBe(loaded[failing]);
  });

  it('falls back to user when a loader throws before returning a promise', async () => {
    const log = vi.fn<(message: string, error: unknown) => void>();
    const failure = new Error('bad query');
    const result = await resolveRoleWith(
      USER,
      {
        leagues: () => {
          throw failure;
        },
        captainTeams: () => Promise.resolve([]),
        userRecord: () => Promise.resolve(record('admin')),
      },
      log,
    );
    expect(result).toEqual({ role: 'user', isAdmin: false, team: null });
    expect(log).toHaveBeenCalledWith('Error determining user role', failure);
  });

  it('resolves an admin from the leagues alone, without the later loaders', async () => {
    const load = loaders({
      leagues: [league(USER)],
      captainTeams: new Error('must not be asked'),
      userRecord: new Error('must not be asked'),
    });
    const log = vi.fn();
    const result = await resolveRoleWith(USER, load, log);
    expect(result).toEqual({ role: 'admin', isAdmin: true, team: null });
    expect(load.captainTeams).not.toHaveBeenCalled();
    expect(load.userRecord).not.toHaveBeenCalled();
    expect(log).not.toHaveBeenCalled();
  });

  it('resolves a captain without reading the users record', async () => {
    const load = loaders({
      leagues: [league('other')],
      captainTeams: [TEAM_A],
      userRecord: new Error('must not be asked'),
    });
    const log = vi.fn();
    const result = await resolveRoleWith(USER, load, log);
    expect(result).toEqual({ role: 'captain', isAdmin: false, team: TEAM_A });
    expect(load.userRecord).not.toHaveBeenCalled();
    expect(log).not.toHaveBeenCalled();
  });

  it.each<{ userRecord: Pick<UserRecord, 'role'> | null; expected: ResolvedAuth }>([
    { userRecord: record('player'), expected: { role: 'player', isAdmin: false, team: null } },
    { userRecord: record('admin'), expected: { role: 'admin', isAdmin: true, team: null } },
    { userRecord: record(null), expected: { role: 'user', isAdmin: false, team: null } },
    { userRecord: null, expected: { role: 'user', isAdmin: false, team: null } },
  ])('reads the users record last: $userRecord', async ({ userRecord, expected }) => {
    const load = loaders({ leagues: [league('other')], captainTeams: [], userRecord });
    const log = vi.fn();
    expect(await resolveRoleWith(USER, load, log)).toEqual(expected);
    expect(load.leagues).toHaveBeenCalledTimes(1);
    expect(load.captainTeams).toHaveBeenCalledTimes(1);
    expect(load.userRecord).toHaveBeenCalledTimes(1);
    expect(log).not.toHaveBeenCalled();
  });
});
