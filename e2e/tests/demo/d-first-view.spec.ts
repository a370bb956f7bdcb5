// Issue 30's first view: the public pages arrive from the server as whole HTML, so a phone shows
// them before any script has run; and the app then takes that HTML over (React's hydrateRoot)
// instead of painting it again. A mismatch between the server's render and the app's first one
// would make React throw the server's nodes away and paint new ones, logging an error: here the
// h1 and the main content are the very nodes the server sent, and no error is logged, for a
// visitor and for someone signed in.
import type { Match, Player, Season, Team } from '@cueleague/domain/entities';
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { apiLogin, demoCaptain, ensureDemoLeague, getJson } from '../helpers.ts';
import { pageHeading } from '../people.ts';

/** What the init script (watchTakeOver) keeps in the page. */
interface FirstView {
  /** The server's nodes, taken when the HTML is parsed, before any of the app's scripts runs. */
  h1: Element | null;
  main: Element | null;
  /** Every element the server sent inside <main>. */
  inMain: Element[];
  /** React committed a render in which the server's h1 is one of its nodes. */
  takenOver: boolean;
}

declare global {
  interface Window {
    __firstView?: FirstView;
    __stayed?: boolean;
  }
}

/**
 * Runs in the page before its own scripts. It keeps the server's h1 and <main> once the HTML is
 * parsed (readyState 'interactive' comes before the app's deferred module script runs, so no
 * React work can have touched them), and it listens to React's commits the way React DevTools
 * does (React calls this hook in production builds too): after each commit, all its changes to
 * the page made, it notes whether the server's h1 now carries React's `__reactFiber$…` key,
 * which React puts on every node it hydrates. That commit is the take-over: either React kept
 * the server's nodes, or it has replaced them (on a mismatch it reports an error; a part it gave
 * up hydrating for another reason is painted again silently, so the nodes are what is checked).
 */
const watchTakeOver = () => {
  const view: FirstView = { h1: null, main: null, inMain: [], takenOver: false };
  window.__firstView = view;
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    view.main = document.querySelector('main');
    view.h1 = document.querySelector('main h1');
    view.inMain = view.main ? Array.from(view.main.querySelectorAll('*')) : [];
  });
  const hydrated = (node: Element | null) =>
    node !== null && Object.keys(node).some((key) => key.startsWith('__reactFiber$'));
  Object.assign(window, {
    __REACT_DEVTOOLS_GLOBAL_HOOK__: {
      supportsFiber: true,
      inject: () => 1,
      onCommitFiberRoot: () => {
        if (hydrated(view.h1)) view.takenOver = true;
      },
      onCommitFiberUnmount: () => undefined,
    },
  });
};

interface PublicPage {
  path: string;
  heading: string;
  /** What the page shows, script or no script. */
  content: (main: Locator) => Promise<void>;
  /** Something only the app does, once it has the page. */
  behaves?: (page: Page) => Promise<void>;
  /**
   * The page waits to know who is signed in (a match sends its captains to their score page):
   * for a request with a session the server sends its loading state, and the app shows the page.
   */
  waitsForWho?: boolean;
}

/** A click that the app answers in place: the same document before and after. */
const inPlace = async (page: Page, click: () => Promise<void>) => {
  await page.evaluate(() => {
    window.__stayed = true;
  });
  await click();
  expect(await page.evaluate(() => window.__stayed), 'no page load').toBe(true);
};

/** The eight pages the server renders, with what each must show, from the demo league's data. */
const publicPages = async (request: APIRequestContext): Promise<PublicPage[]> => {
  await ensureDemoLeague(request);
  const season = await getJson<Season>(request, '/api/seasons/current');
  const { items: teams } = await getJson<{ items: Team[] }>(
    request,
    `/api/teams?seasonId=${season.id}`,
  );
  const topTeams = teams.filter((team) => team.divisionId === season.divisions[0]?.id);
  const { items: live } = await getJson<{ items: Match[] }>(
    request,
    '/api/matches?state=in-progress',
  );
  const [match] = live;
  if (!match || topTeams.length === 0) throw new Error('the demo has a live match and a table');
  const nameOf = (id: string) => teams.find((team) => team.id === id)?.name ?? id;
  const home = nameOf(match.homeTeamId);
  const away = nameOf(match.awayTeamId);
  const score = `${home} ${match.homeScore}, ${away} ${match.awayScore}`;
  const team = teams.find((candidate) => candidate.id === match.homeTeamId);
  if (!team) throw new Error('the live match has a home team');
  const { items: squad } = await getJson<{ items: { playerId: string }[] }>(
    request,
    `/api/team-players?teamId=${team.id}&seasonId=${season.id}&isActive=true`,
  );
  if (!squad[0]) throw new Error(`${team.name} has players`);
  const player = await getJson<Player>(request, `/api/players/${squad[0].playerId}`);
  const playerName = `${player.firstName} ${player.lastName}`;
  const updatingLive = async (page: Page) => {
    // The live socket is the app's: the server's HTML says it polls.
    await expect(page.getByRole('main').getByText('Updating live').first()).toBeVisible();
  };

  return [
    {
      path: '/',
      heading: 'CueLeague Demo',
      content: async (main) => {
        await expect(main.getByRole('heading', { name: 'Live now' })).toBeVisible();
        await expect(main.getByRole('heading', { name: 'Top of the table' })).toBeVisible();
        await expect(main).toContainText(topTeams[0]?.name ?? '');
      },
    },
    {
      path: '/live',
      heading: 'Live Matches',
      content: async (main) => {
        for (const playing of live)
          await expect(
            main.getByRole('heading', {
              name: `${nameOf(playing.homeTeamId)} ${playing.homeScore}, ${nameOf(playing.awayTeamId)} ${playing.awayScore}`,
            }),
          ).toBeVisible();
      },
      behaves: updatingLive,
    },
    {
      path: '/standings',
      heading: 'Standings',
      content: async (main) => {
        const table = main.getByRole('table').first();
        await expect(table.locator('tbody tr')).toHaveCount(topTeams.length);
        for (const top of topTeams) await expect(table).toContainText(top.name);
      },
      // A team's name in the table opens its page in place, as the app's router does.
      behaves: async (page) => {
        const [leader] = topTeams;
        if (!leader) return;
        await inPlace(page, async () => {
          await page
            .getByRole('table')
            .first()
            .getByRole('link', { name: leader.name, exact: true })
            .click();
          await expect(page).toHaveURL(new RegExp(`/teams/${leader.id}$`));
          await expect(pageHeading(page, leader.name)).toBeVisible();
        });
      },
    },
    {
      path: '/fixtures',
      heading: 'Fixtures',
      content: async (main) => {
        await expect(main.getByRole('navigation', { name: 'Months' })).toBeVisible();
        await expect(main.getByRole('link', { name: /^Scorecard: / }).first()).toBeVisible();
      },
      // The next month, shown in place.
      behaves: async (page) => {
        const month = page
          .getByRole('navigation', { name: 'Months' })
          .getByRole('combobox', { name: /^Month / });
        const shown = (await month.textContent()) ?? '';
        await inPlace(page, async () => {
          await page.getByRole('button', { name: /^Next month, / }).click();
          await expect(page).toHaveURL(/[?&]month=\d{4}-\d{2}$/);
          await expect(month).not.toHaveText(shown);
        });
      },
    },
    {
      path: '/players',
      heading: 'Players',
      content: async (main) => {
        await expect(
          main
            .getByRole('table', { name: /^Player stats/ })
            .locator('tbody tr')
            .first(),
        ).toBeVisible();
      },
    },
    {
      path: `/teams/${team.id}`,
      heading: team.name,
      content: async (main) => {
        await expect(main.getByRole('table', { name: `${team.name}: squad` })).toContainText(
          playerName,
        );
      },
    },
    {
      path: `/players/${player.id}`,
      heading: playerName,
      content: async (main) => {
        await expect(main).toContainText(`Plays for ${team.name}`);
      },
    },
    {
      path: `/matches/${match.id}`,
      waitsForWho: true,
      heading: `${home} v ${away}`,
      content: async (main) => {
        await expect(main).toContainText(`Score: ${score}.`);
      },
      behaves: updatingLive,
    },
  ];
};

/**
 * Opens each page with JavaScript on and checks that the app took the server's HTML over: the
 * same nodes, no error, and then the app's own behaviour.
 */
const expectTakenOver = async (
  context: BrowserContext,
  pages: PublicPage[],
  { signedIn }: { signedIn: boolean },
) => {
  await context.addInitScript(watchTakeOver);
  const page = await context.newPage();
  // Nothing is filtered: any console error or uncaught error on a page fails it.
  let errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));

  for (const { path, heading, content, behaves, waitsForWho } of pages) {
    errors = [];
    await page.goto(path);
    // The take-over (see watchTakeOver); or, sooner, the sign it went wrong: the server's h1
    // gone from the page (React painted its own), or never sent.
    await page.waitForFunction(() => {
      const view = window.__firstView;
      if (!view) return false;
      if (view.h1 === null) return document.readyState !== 'loading';
      return view.takenOver || !view.h1.isConnected;
    });
    const kept = await page.evaluate(() => {
      const view = window.__firstView;
      return {
        h1: view?.h1?.textContent ?? null,
        h1Kept: view?.h1 != null && view.h1 === document.querySelector('main h1'),
        mainKept: view?.main != null && view.main === document.querySelector('main'),
        connected: view?.h1?.isConnected === true && view.main?.isConnected === true,
        replaced: (view?.inMain ?? [])
          .filter((element) => !element.isConnected)
          .slice(0, 5)
          .map((element) => element.outerHTML.slice(0, 120)),
      };
    });
    if (signedIn && waitsForWho) {
      // The server sent the loading state (no h1); the app takes <main> over and shows the page.
      expect(kept.h1, `${path}: the server sent its loading state`).toBeNull();
      expect(kept.mainKept, `${path}: <main> is the server's node`).toBe(true);
    } else {
      expect(kept.h1, `${path}: the server sent the page's h1`).toBe(heading);
      const logged = errors.length > 0 ? ` (logged: ${errors.join(' | ')})` : '';
      expect(kept.h1Kept, `${path}: the h1 is the server's node${logged}`).toBe(true);
      expect(kept.mainKept, `${path}: <main> is the server's node`).toBe(true);
      expect(kept.connected, `${path}: the server's nodes are still in the page`).toBe(true);
      expect(kept.replaced, `${path}: no element the server sent in <main> was replaced`).toEqual(
        [],
      );
    }
    await expect(pageHeading(page, heading)).toBeVisible();
    await content(page.getByRole('main'));
    if (signedIn) await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
    expect(errors, `${path}: errors while the app took the page over`).toEqual([]);
    if (behaves) await behaves(page);
    expect(errors, `${path}: errors once the page was the app's`).toEqual([]);
  }
};

/** A mid-range phone's screen, the page's first audience (issue 30); and a laptop's. */
const PHONE = { width: 360, height: 780 };
const LAPTOP = { width: 1280, height: 720 };

/**
 * A context of its own. Its service worker is blocked: once installed it answers every later
 * page load with the stored app shell (a repeat visit, rendered in the browser alone), and each
 * page here is a first visit, as from a link in the league's group chat.
 */
const firstVisits = (
  browser: Browser,
  options: { javaScriptEnabled?: boolean; viewport?: typeof PHONE } = {},
) => browser.newContext({ viewport: PHONE, ...options, serviceWorkers: 'block' });

test('with no JavaScript, every public page shows its heading and its content', async ({
  browser,
  request,
}) => {
  const pages = await publicPages(request);
  const context = await firstVisits(browser, { javaScriptEnabled: false });
  const page = await context.newPage();
  for (const { path, heading, content } of pages) {
    await page.goto(path);
    await expect(pageHeading(page, heading), path).toBeVisible();
    await content(page.getByRole('main'));
  }
  await context.close();
});

test('a visitor on a phone: the app takes each public page over as the server sent it, with no error', async ({
  browser,
  request,
}) => {
  const pages = await publicPages(request);
  const context = await firstVisits(browser);
  await expectTakenOver(context, pages, { signedIn: false });
  await context.close();
});

test('signed in on a phone: the app takes each public page over too, then says who is signed in', async ({
  browser,
  request,
}) => {
  const pages = await publicPages(request);
  const context = await firstVisits(browser);
  // The context's own request shares its cookies: its pages are asked for with a session. A
  // captain of a team playing in none of the live matches: the match page stays theirs to read
  // (an admin, or a captain of the match, goes on to its score page).
  const season = await getJson<Season>(request, '/api/seasons/current');
  const { items: teams } = await getJson<{ items: Team[] }>(
    request,
    `/api/teams?seasonId=${season.id}`,
  );
  const { items: live } = await getJson<{ items: Match[] }>(
    request,
    '/api/matches?state=in-progress',
  );
  const playing = new Set(live.flatMap((match) => [match.homeTeamId, match.awayTeamId]));
  const bystander = teams.find((team) => !playing.has(team.id));
  if (!bystander) throw new Error('the demo has a team not playing tonight');
  await apiLogin(context.request, demoCaptain(bystander.name));
  await expectTakenOver(context, pages, { signedIn: true });
  await context.close();
});

test('a visitor on a laptop: the app takes each public page over as the server sent it', async ({
  browser,
  request,
}) => {
  // The server does not know the screen and sends the phone's layout: the app's first render
  // matches it, and the wide layout (the links in the top bar) follows once the page is the app's.
  const pages = await publicPages(request);
  const context = await firstVisits(browser, { viewport: LAPTOP });
  await expectTakenOver(context, pages, { signedIn: false });
  await context.close();
});
