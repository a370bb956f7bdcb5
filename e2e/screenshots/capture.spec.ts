// The README's screenshots: each main page of the demo league, seen by whoever uses it (a visitor,
// the captain of the match being played, the admin), once the page has all its data.
import { fileURLToPath } from 'node:url';
import type { Match, Team, UserRecord } from '@cueleague/domain/entities';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { settled } from '../tests/a11y.ts';
import { apiLogin, DEMO_ADMIN } from '../tests/helpers.ts';

const OUT = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));
const DEMO_PASSWORD = DEMO_ADMIN.password;

type Who = 'visitor' | 'admin' | 'captain';

/** The demo's pages to show: its match in progress, a finished one, a team and a player. */
interface DemoIds {
  matchId: string;
  finishedMatchId: string;
  teamId: string;
  playerId: string;
  captainEmail: string;
  /** The demo's team cup, quarter-finals played. */
  cupId: string;
  /** The demo's singles knockout, taking entries. */
  singlesId: string;
  /** The demo's doubles knockout, taking entries. */
  doublesId: string;
}

interface Shot {
  name: string;
  who: Who;
  path: (ids: DemoIds) => string;
  /** What a part loaded after the page (a lazy chunk) shows once it is in, to wait for. */
  part?: string;
}

const SHOTS: Shot[] = [
  { name: 'home', who: 'visitor', path: () => '/' },
  { name: 'live', who: 'visitor', path: () => '/live' },
  { name: 'standings', who: 'visitor', path: () => '/standings' },
  { name: 'fixtures', who: 'visitor', path: () => '/fixtures' },
  { name: 'players', who: 'visitor', path: () => '/players' },
  { name: 'team', who: 'visitor', path: (ids) => `/teams/${ids.teamId}` },
  { name: 'player', who: 'visitor', path: (ids) => `/players/${ids.playerId}` },
  { name: 'match', who: 'visitor', path: (ids) => `/matches/${ids.finishedMatchId}` },
  { name: 'cups', who: 'visitor', path: () => '/competitions' },
  { name: 'cup', who: 'visitor', path: (ids) => `/competitions/${ids.cupId}` },
  // A cup's entries are a part of the page loaded after it.
  {
    name: 'singles',
    who: 'visitor',
    path: (ids) => `/competitions/${ids.singlesId}`,
    part: 'Entered',
  },
  {
    name: 'doubles',
    who: 'visitor',
    path: (ids) => `/competitions/${ids.doublesId}`,
    part: 'Entered',
  },
  { name: 'scoring', who: 'captain', path: (ids) => `/team/match/${ids.matchId}/score` },
  { name: 'team-dashboard', who: 'captain', path: () => '/team' },
  { name: 'admin-dashboard', who: 'admin', path: () => '/admin' },
  { name: 'schedule', who: 'admin', path: () => '/admin/schedule-matches' },
  { name: 'adjustments', who: 'admin', path: () => '/admin/adjustments' },
  { name: 'league-settings', who: 'admin', path: () => '/admin/league' },
  { name: 'fees', who: 'admin', path: () => '/treasurer' },
  { name: 'statement', who: 'captain', path: () => '/team/statement' },
];

/** The demo's match in progress and the e-mail of its home captain; the top of the table, its
 * most-played player, and its latest result. */
const demoIds = async (request: APIRequestContext): Promise<DemoIds> => {
  await apiLogin(request, DEMO_ADMIN);
  const get = async <T>(path: string): Promise<T> => {
    const response = await request.get(path);
    expect(response.ok(), path).toBe(true);
    return (await response.json()) as T;
  };
  const live = await get<{ items: Match[] }>('/api/matches?state=in-progress');
  const match = live.items[0];
  if (!match) throw new Error('the demo league has no match in progress');
  const team = await get<Team>(`/api/teams/${match.homeTeamId}`);
  const users = await get<{ items: UserRecord[] }>('/api/users');
  const captain = users.items.find((user) => user.id === team.captainUserId);
  if (!captain) throw new Error(`${team.name} has no captain`);
  const standings = await get<{ items: { teamId: string }[] }>('/api/standings');
  const teamId = standings.items[0]?.teamId;
  if (!teamId) throw new Error('the demo table is empty');
  const stats = await get<{
    items: { playerId: string; teamId: string | null; framesPlayed: number }[];
  }>('/api/stats/players');
  const player = stats.items
    .filter((row) => row.teamId === teamId)
    .sort((a, b) => b.framesPlayed - a.framesPlayed)[0];
  const results = await get<{ items: Match[] }>(
    `/api/matches?teamId=${teamId}&state=completed&view=summary&limit=1`,
  );
  const finished = results.items[0];
  if (!player || !finished) throw new Error('the top team has no player or result');
  const cups = await get<{ items: { id: string; name: string; kind: string }[] }>(
    '/api/competitions',
  );
  const cup = cups.items.find((each) => each.name === 'League Cup');
  const singles = cups.items.find((each) => each.kind === 'singles-knockout');
  const doubles = cups.items.find((each) => each.kind === 'doubles-knockout');
  if (!cup || !singles || !doubles)
    throw new Error('the demo league has no League Cup, singles or doubles knockout');
  return {
    cupId: cup.id,
    singlesId: singles.id,
    doublesId: doubles.id,
    matchId: match.id,
    captainEmail: captain.email,
    teamId,
    playerId: player.playerId,
    finishedMatchId: finished.id,
  };
};

/** Waits until nothing on the page is still loading: no spinner or '…' name, nothing moving. */
const loaded = async (page: Page) => {
  await page.waitForFunction(
    () =>
      !document.querySelector('main .MuiCircularProgress-root') &&
      !document.querySelector('main')?.textContent?.includes('…'),
  );
  await settled(page);
};

let ids: DemoIds;

test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  ids = await demoIds(request);
  await request.dispose();
});

for (const shot of SHOTS) {
  test(shot.name, async ({ page }, testInfo) => {
    if (shot.who !== 'visitor') {
      const email = shot.who === 'admin' ? DEMO_ADMIN.email : ids.captainEmail;
      await apiLogin(page.request, { email, password: DEMO_PASSWORD });
    }
    await page.goto(shot.path(ids));
    await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
    if (shot.part) await expect(page.getByRole('region', { name: shot.part })).toBeVisible();
    await loaded(page);
    await page.mouse.move(0, 0);
    await page.screenshot({ path: `${OUT}${shot.name}-${testInfo.project.name}.png` });
  });
}
