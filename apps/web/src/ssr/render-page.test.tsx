// @vitest-environment node
// The server's rendering of a public page's first view, run as the server runs it (in Node, no
// DOM): the page comes out whole, with its styles and the data it was rendered from, and never
// with anything a league's text could break out of.
import { describe, expect, it } from 'vitest';
import { SIGNED_OUT } from '@cueleague/domain/signed-out';
import { stubApi } from '../test/api-stub.ts';
import { sixTeamCup } from '../test/competition-fixtures.ts';
import { cupTie, WINTER_CUPS } from '../test/cup-tie-fixtures.ts';
import { leagueTeam, leagueTeams, season } from '../test/fixtures.ts';
import { formatDay } from '../lib/format.ts';
import { renderPage } from './render-page.tsx';
import { SERVER_STATE_ID, type ServerState } from './server-state.ts';

const standing = (position: number, teamId: string, teamName: string) => ({
  position,
  teamId,
  teamName,
  played: 2,
  won: 1,
  drawn: 0,
  lost: 1,
  framesWon: 17,
  framesLost: 15,
  frameDifference: 2,
  framePoints: 0,
  adjustment: 0,
  points: 2,
  form: ['W' as const, 'L' as const],
  decidedBy: null,
});

const HOSTILE = '</script><script>alert(1)</script>';

const stubLeague = () =>
  stubApi({
    '/api/seasons': { items: [season()] },
    '/api/standings': {
      seasonId: 's1',
      divisionId: 'd1',
      items: [standing(1, 't1', 'Rack Attack'), standing(2, 't2', HOSTILE)],
    },
  });

const render = async (url: string, signedOut = true, locale = 'en-GB') => {
  const page = await renderPage({
    url,
    locale,
    signedOut,
    transport: (path, init) => fetch(path, init),
  });
  if (!page) throw new Error(`${url} was not rendered`);
  return page;
};

/** The state a page carries, read back as the app reads it. */
const stateOf = (script: string): ServerState => {
  const json = script.match(
    new RegExp(`^<script id="${SERVER_STATE_ID}"[^>]*>(.*)</script>$`, 's'),
  );
  if (!json?.[1]) throw new Error(`not a state script: ${script.slice(0, 80)}`);
  return JSON.parse(json[1]) as ServerState;
};

describe('renderPage', () => {
  it('renders the standings with their data, styles, and the data it was rendered from', async () => {
    stubLeague();
    const page = await render('/standings');
    expect(page.root).toContain('<h1');
    expect(page.root).toContain('Standings');
    expect(page.root).toContain('Rack Attack');
    expect(page.head).toMatch(/^<style data-emotion="css/);
    const state = stateOf(page.state);
    expect(state.locale).toBe('en-GB');
    const keys = state.queries.queries.map((query) => query.queryKey[0]);
    expect(keys).toEqual(expect.arrayContaining(['seasons', 'standings']));
    expect(state.queries.queries.every((query) => query.state.status === 'success')).toBe(true);
  });

  it("renders a team's cup ties with their cup and round, and its cup runs, on the server", async () => {
    stubApi({
      '/api/teams/t1': leagueTeam('t1'),
      '/api/teams': { items: leagueTeams() },
      '/api/seasons': { items: [season()] },
      '/api/matches': {
        items: [cupTie({ id: 'm5', homeTeamId: 't1', awayTeamId: 't2', tieId: 'W3-1' })],
      },
      '/api/competitions': WINTER_CUPS,
      '/api/competitions/c1': sixTeamCup({ name: 'Winter Cup' }),
    });
    const page = await render('/teams/t1');
    expect(page.root).toContain('Winter Cup · Final');
    expect(page.root).toContain('Still in: next Final, opponent to be decided');
    const keys = stateOf(page.state).queries.queries.map((query) => query.queryKey);
    expect(keys).toContainEqual(['competitions', 'list', 's1']);
    expect(keys).toContainEqual(['competitions', 'detail', 'c1']);
  });

  it("renders the home page's cup ties with their cup and round", async () => {
    const soon = new Date(Date.now() + 3 * 86_400_000).toISOString();
    stubApi({
      '/api/seasons/current': season(),
      '/api/teams': { items: leagueTeams() },
      '/api/matches': ({ url }) => ({
        items:
          url.searchParams.get('state') === 'in-progress'
            ? []
            : [cupTie({ id: 'm5', homeTeamId: 't1', awayTeamId: 't2', scheduledDate: soon })],
      }),
      '/api/competitions': WINTER_CUPS,
    });
    const page = await render('/');
    expect(page.root).toContain('Winter Cup · Semi-finals');
  });

  it("never lets a team's name end the state script or add markup", async () => {
    stubLeague();
    const page = await render('/standings');
    expect(page.state.match(/<\/script/gi)).toHaveLength(1);
    expect(page.state.endsWith('</script>')).toBe(true);
    expect(page.root).not.toContain('<script>alert(1)');
    expect(page.root).toContain('&lt;/script&gt;');
    // ...and the name is still the name, once the app reads the state.
    const standings = stateOf(page.state).queries.queries.find(
      (query) => query.queryKey[0] === 'standings',
    );
    expect(JSON.stringify(standings?.state.data)).toContain(JSON.stringify(HOSTILE).slice(1, -1));
  });

  it('answers who is signed in only for a request with no session', async () => {
    const signedOut = stubLeague();
    const out = await render('/standings', true);
    expect(signedOut.calls()).toContain('GET /api/auth/me');
    expect(stateOf(out.state).queries.queries.map((query) => query.queryKey)).toContainEqual([
      'auth',
      'me',
    ]);
    const session = stubLeague();
    const unknown = await render('/standings', false);
    expect(session.calls()).not.toContain('GET /api/auth/me');
    expect(
      stateOf(unknown.state).queries.queries.map((query) => query.queryKey),
    ).not.toContainEqual(['auth', 'me']);
  });

  it('leaves a failed read to the browser: the page renders it as the browser first does', async () => {
    stubApi({ '/api/seasons': new Error('the database is down') });
    const page = await render('/standings');
    expect(page.root).toContain('Standings');
    const keys = stateOf(page.state).queries.queries.map((query) => query.queryKey[0]);
    expect(keys).not.toContain('seasons');
  });

  it('leaves a server with no league yet to the browser, which sends the visitor to /setup', async () => {
    stubApi({ '/api/setup': { needed: true } });
    await expect(
      renderPage({
        url: '/',
        locale: 'en-GB',
        signedOut: true,
        transport: (path, init) => fetch(path, init),
      }),
    ).resolves.toBeNull();
  });

  it('writes dates in the language it is given, and so does the app that takes over', async () => {
    stubApi({ '/api/auth/me': SIGNED_OUT });
    await render('/standings', true, 'en-US');
    expect(formatDay('2026-12-01T19:30:00Z', 'Europe/London')).toBe('Tue, Dec 1');
    await render('/standings', true, 'en-GB');
    expect(formatDay('2026-12-01T19:30:00Z', 'Europe/London')).toBe('Tue 1 Dec');
  });
});
