// The browser benchmarks' league: the web app built (unless SKIP_BUILD=1 or WEB_DIST_DIR names a
// build), the demo league in a fresh data folder, and the server started on it as `npm start`
// runs it; then its match in progress, its admin's session and its captains' logins.
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Match } from '@cueleague/domain/entities';
import { openDatabase } from '../../apps/server/src/db/database.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrations.ts';
import { seedDemoLeague, type DemoSummary } from '../../apps/server/src/seed/demo-league.ts';
import { REPO_ROOT, startServer } from '../../apps/server/src/test/processes.ts';

export const WEB_DIST = process.env.WEB_DIST_DIR ?? join(REPO_ROOT, 'apps', 'web', 'dist');
/** The bearer token the benchmarks read the server's /metrics with (it is not served without). */
export const METRICS_TOKEN = 'bench-metrics-token-0123456789';

/** `port`: a given one (e.g. a range kept for one run); a free one by default. */
export const startDemoServer = async (name: string, port?: number) => {
  if (process.env.SKIP_BUILD !== '1' && !process.env.WEB_DIST_DIR) {
    const build = spawnSync('npm', ['run', 'build'], { cwd: REPO_ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build failed');
  }
  const dataDir = mkdtempSync(join(tmpdir(), `cueleague-${name}-`));
  const database = openDatabase(`sqlite:${join(dataDir, 'cueleague.sqlite')}`);
  await migrateToLatest(database.db);
  const demo = await seedDemoLeague(database.db, { now: new Date() });
  await database.close();
  const { url: base, child: server } = await startServer(
    (port) => ({
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: WEB_DIST,
      LOG_LEVEL: 'warn',
      METRICS_TOKEN,
      // e.g. `--import ./bench/lib/cpu-profile.mjs` to profile the server over a run.
      ...(process.env.SERVER_NODE_OPTIONS ? { NODE_OPTIONS: process.env.SERVER_NODE_OPTIONS } : {}),
    }),
    port,
  );
  return { base, server, demo, dataDir };
};

/** The demo's match in progress, an admin's API (to reset what a run scored) and its away captain. */
export const demoMatchInPlay = async (base: string, demo: DemoSummary) => {
  const signIn = async (email: string, password: string): Promise<string> => {
    const response = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
    return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  };
  const admin = demo.logins.find((entry) => entry.role === 'admin');
  if (!admin) throw new Error('The demo league has no admin');
  const adminCookie = await signIn(admin.email, admin.password);
  /** A request as the admin, answered with the match. */
  const send = async (method: string, path: string, body?: unknown): Promise<Match> => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { 'content-type': 'application/json', cookie: adminCookie },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok)
      throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as Match;
  };
  const live = (await (await fetch(`${base}/api/matches?state=in-progress`)).json()) as {
    items: Match[];
  };
  const match = live.items[0];
  if (!match) throw new Error('The demo league has no match in progress');
  const teams = (await (await fetch(`${base}/api/teams?seasonId=${demo.seasonId}`)).json()) as {
    items: { id: string; name: string }[];
  };
  const captainOf = (teamId: string) => {
    const team = teams.items.find((candidate) => candidate.id === teamId);
    const captain = demo.logins.find(
      (entry) => entry.role === 'captain' && entry.teamName === team?.name,
    );
    if (!captain) throw new Error(`No captain for ${team?.name ?? teamId}`);
    return captain;
  };
  return {
    match,
    send,
    awayCaptain: captainOf(match.awayTeamId),
    homeCaptain: captainOf(match.homeTeamId),
  };
};
