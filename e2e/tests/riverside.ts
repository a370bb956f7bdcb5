// The Riverside Pool League of the journeys: a-season.spec.ts creates it on the empty journeys
// server (its admin, the two clubs' players and their accounts); later journeys run on the same
// server and build on it, so they share these names. Also the steps every journey's admin and
// captains take: an admin page reached from the dashboard, the scoring page's parts, dates.
import { expect, type Page } from '@playwright/test';
import { pageHeading, type Account } from './people.ts';

export const LEAGUE = 'Riverside Pool League';
export const ADMIN: Account = { email: 'admin@riverside.test', password: 'chalk-and-cue-1' };

export interface PlayerSpec {
  first: string;
  last: string;
  account?: Account;
}
export interface TeamSpec {
  name: string;
  venue: { name: string; address: string; tables: number };
  /** In line-up order: positions A-D at home, 1-4 away. The first is the captain. */
  players: [PlayerSpec, PlayerSpec, PlayerSpec, PlayerSpec];
}

/** A player; with a password, one with an account at their first name's address. */
const player = (first: string, last: string, password?: string): PlayerSpec =>
  password
    ? { first, last, account: { email: `${first.toLowerCase()}@riverside.test`, password } }
    : { first, last };

export const REDS: TeamSpec = {
  name: 'Red Lion Reds',
  venue: { name: 'The Red Lion', address: '1 High Street, Riverside', tables: 2 },
  players: [
    player('Alice', 'Archer', 'reds-captain-1'),
    player('Ben', 'Baxter', 'reds-player-1'),
    player('Cara', 'Cole'),
    player('Dan', 'Drew'),
  ],
};
export const CANNONS: TeamSpec = {
  name: 'Cue Club Cannons',
  venue: { name: 'The Cue Club', address: '9 Mill Lane, Riverside', tables: 1 },
  players: [
    player('Erin', 'Ellis', 'cannons-captain-1'),
    player('Finn', 'Ford'),
    player('Gail', 'Grant'),
    player('Hugo', 'Hart'),
  ],
};
/** Turns up on the first match night, new to the league: the Reds' captain adds them. */
export const NEWCOMER: PlayerSpec = { first: 'Ivy', last: 'Irwin' };
/** Reserves the admin imports from the club's spreadsheet after the first match. */
export const RESERVES: [PlayerSpec, PlayerSpec] = [
  { first: 'Mo', last: 'Moss' },
  { first: 'Nia', last: 'North' },
];

export const fullName = (player: PlayerSpec) => `${player.first} ${player.last}`;
/** How the scoring page and the scoreboard name a player: 'A. Archer'. */
export const shortName = (player: PlayerSpec) => `${player.first.charAt(0)}. ${player.last}`;
export const accountOf = (player: PlayerSpec): Account => {
  if (!player.account) throw new Error(`${fullName(player)} has no account`);
  return player.account;
};

/** Today in the league's time zone, as the date inputs take it. */
export const today = (): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
export const addDays = (date: string, days: number): string => {
  const next = new Date(`${date}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
};
/** A date as the app names a day: 'Tue 1 Dec'. */
export const dayOf = (date: string): string =>
  new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));

/** An admin page, reached as an admin does: Admin in the top bar, then the dashboard's link. */
export const openAdminArea = async (page: Page, link: string, heading = link): Promise<void> => {
  await page.getByRole('link', { name: 'Admin', exact: true }).click();
  await expect(pageHeading(page, 'Admin Dashboard')).toBeVisible();
  await page.getByRole('region', { name: 'Manage' }).getByRole('link', { name: link }).click();
  await expect(pageHeading(page, heading)).toBeVisible();
};

/** The scoring page's main action, fixed at the bottom where a thumb reaches it. */
export const mainAction = (page: Page) => page.getByRole('region', { name: 'Main action' });
/** A frame card of the open round on the scoring page. */
export const frameCard = (page: Page, frame: number) =>
  page.getByRole('article', { name: new RegExp(`^Frame ${frame} ·`) });
