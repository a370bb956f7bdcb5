import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DemoSummary } from '@cueleague/domain/responses';
import { setViewportWidth } from '../../../test/media.ts';
import { recordBody, reply } from '../../../test/api-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';

/** What POST /api/setup/demo answers (two of its logins). */
const DEMO: DemoSummary = {
  leagueId: 'demo-league',
  leagueName: 'CueLeague Demo',
  seasonId: 'demo-season',
  seasonName: 'Demo Season',
  teamCount: 8,
  venueCount: 4,
  playerCount: 48,
  weekCount: 14,
  matchCounts: { 'pre-match': 40, 'in-progress': 2, completed: 14 },
  logins: [
    {
      email: 'admin@demo.cueleague.local',
      password: 'demo-password',
      role: 'admin',
      name: null,
      teamName: null,
    },
    {
      email: 'captain@demo.cueleague.local',
      password: 'demo-password',
      role: 'captain',
      name: 'Alex Cue',
      teamName: 'Rack Attack',
    },
  ],
};

const typeCode = async (code: string) =>
  fireEvent.change(await screen.findByLabelText(/^Setup code/), { target: { value: code } });

describe('SetupPage', () => {
  it('loads the demo league and lists the logins it returned', async () => {
    let needed = true;
    const view = renderApp({
      path: '/setup',
      api: {
        '/api/setup': () => ({ needed }),
        'POST /api/setup/demo': () => {
          needed = false;
          return reply(201, DEMO);
        },
      },
    });
    await typeCode('K7QM-2XD9-HRT4');
    fireEvent.click(await screen.findByRole('button', { name: 'Load the demo league' }));
    const table = await screen.findByRole('table', { name: 'Demo logins' });
    within(table).getByText('admin@demo.cueleague.local');
    within(table).getByText('Alex Cue');
    within(table).getByText('Rack Attack');
    screen.getByText('demo-password');
    within(table).getByRole('button', { name: 'Sign in as captain@demo.cueleague.local' });
    await screen.findByText('The demo league is loaded');
    expect(view.location()).toBe('/setup');
  });

  it('says what is happening and how long it takes while the demo loads', async () => {
    let finish = (): void => undefined;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    renderApp({
      path: '/setup',
      api: {
        '/api/setup': { needed: true },
        'POST /api/setup/demo': async () => {
          await finished;
          return reply(201, DEMO);
        },
      },
    });
    await typeCode('K7QM-2XD9-HRT4');
    fireEvent.click(await screen.findByRole('button', { name: 'Load the demo league' }));
    await screen.findByRole('progressbar', { name: 'Loading the demo league' });
    screen.getByText(/this takes 10 to 20 seconds/);
    finish();
    await screen.findByRole('table', { name: 'Demo logins' });
    expect(screen.queryByRole('progressbar', { name: 'Loading the demo league' })).toBeNull();
  });

  it('lists the logins as cards on a 360 px phone, each with its whole e-mail and button', async () => {
    setViewportWidth(360);
    try {
      renderApp({
        path: '/setup',
        api: { '/api/setup': { needed: true }, 'POST /api/setup/demo': () => reply(201, DEMO) },
      });
      await typeCode('K7QM-2XD9-HRT4');
      fireEvent.click(await screen.findByRole('button', { name: 'Load the demo league' }));
      const list = await screen.findByRole('list', { name: 'Demo logins' });
      expect(screen.queryByRole('table', { name: 'Demo logins' })).toBeNull();
      const cards = within(list).getAllByRole('listitem');
      expect(cards).toHaveLength(2);
      within(cards[1]!).getByText('captain@demo.cueleague.local');
      within(cards[1]!).getByRole('button', { name: 'Sign in as captain@demo.cueleague.local' });
      screen.getByText(/The sign-in page lists them again later/);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('creates the league with its admin', async () => {
    const sent = recordBody(
      reply(201, { leagueId: 'l1', user: { id: 'u1', email: 'boss@example.com' } }),
    );
    renderApp({
      path: '/setup',
      api: {
        '/api/setup': { needed: true },
        'POST /api/setup': sent.handler,
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Welcome to CueLeague' });
    await typeCode(' k7qm-2xd9-hrt4 ');
    fireEvent.change(screen.getByLabelText(/^League name/), {
      target: { value: 'Riverside Pool League' },
    });
    fireEvent.change(screen.getByLabelText(/^Admin e-mail/), {
      target: { value: 'Boss@Example.com' },
    });
    fireEvent.change(screen.getByLabelText(/^Admin password/), {
      target: { value: 'long-enough' },
    });
    fireEvent.change(screen.getByLabelText(/^Repeat password/), {
      target: { value: 'long-enough' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create league' }));
    await screen.findByText("Your league is ready, and you're signed in as its admin.");
    expect(sent.body).toMatchObject({
      setupCode: 'k7qm-2xd9-hrt4',
      leagueName: 'Riverside Pool League',
      email: 'boss@example.com',
      password: 'long-enough',
    });
    expect(typeof (sent.body as { timezone: unknown }).timezone).toBe('string');
  });

  it('asks for the setup code, says where to find it, and shows a wrong one on its field', async () => {
    const demo = recordBody(
      reply(422, {
        error: {
          code: 'validation_failed',
          message: 'This is not the setup code.',
          fields: { setupCode: 'Wrong setup code' },
        },
      }),
    );
    renderApp({
      path: '/setup',
      api: { '/api/setup': { needed: true }, 'POST /api/setup/demo': demo.handler },
    });
    const field = await screen.findByLabelText(/^Setup code/);
    screen.getByText(/printed it in its log/);
    screen.getByText(/npm run setup-code/);
    // Nothing typed: nothing is sent, and the field says what is missing.
    fireEvent.click(screen.getByRole('button', { name: 'Load the demo league' }));
    await screen.findByText("Enter the setup code from the server's log");
    expect(demo.body).toBeUndefined();
    fireEvent.change(field, { target: { value: 'AAAA-BBBB-CCCC' } });
    fireEvent.click(screen.getByRole('button', { name: 'Load the demo league' }));
    await screen.findByText('Wrong setup code');
    expect(demo.body).toEqual({ setupCode: 'AAAA-BBBB-CCCC' });
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });

  it("refuses a password with the league's name in it as it is typed", async () => {
    renderApp({ path: '/setup', api: { '/api/setup': { needed: true } } });
    await typeCode('K7QM-2XD9-HRT4');
    fireEvent.change(screen.getByLabelText(/^League name/), {
      target: { value: 'Riverside Pool League' },
    });
    fireEvent.change(screen.getByLabelText(/^Admin e-mail/), {
      target: { value: 'boss@example.com' },
    });
    for (const label of [/^Admin password/, /^Repeat password/])
      fireEvent.change(screen.getByLabelText(label), {
        target: { value: 'riverside pool league 1' },
      });
    fireEvent.click(screen.getByRole('button', { name: 'Create league' }));
    await screen.findByText(/contains the league's name/);
  });

  it('says the league exists when setup is not needed', async () => {
    renderApp({ path: '/setup' });
    await screen.findByRole('heading', { level: 1, name: 'The league is set up' });
  });
});
