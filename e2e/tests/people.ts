// The people of a journey, each in their own browser context (their own device, their own
// session), and the steps every one of them takes through the UI: register, sign in, go to a page.
import {
  expect,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from '@playwright/test';
import { expectAccessible } from './a11y.ts';

export interface Account {
  email: string;
  password: string;
}

export interface Person {
  name: string;
  context: BrowserContext;
  page: Page;
}

/** A person on their own device: a fresh context, with `options` (a phone's viewport, say). */
export const newPerson = async (
  browser: Browser,
  name: string,
  options: BrowserContextOptions = {},
): Promise<Person> => {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  return { name, context, page };
};

/** The form field labelled exactly `label` (a required field's label ends in ' *'). */
export const field = (scope: Page | Locator, label: string): Locator =>
  scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s*\\*)?$`));

/** The page's one h1. */
export const pageHeading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name });

/**
 * Waits until the app has the page: its h1 carries the key React puts on every node it renders or
 * hydrates. A public page arrives as server-rendered HTML and the app takes it over a moment later
 * (decision 0038); a tap on a button or a select before then does nothing, as on a real phone, so
 * a journey that acts at once waits for the app first. Links work either way.
 */
export const appHasPage = async (page: Page): Promise<void> => {
  await page.waitForFunction(() => {
    const h1 = document.querySelector('main h1') ?? document.querySelector('h1');
    return h1 !== null && Object.keys(h1).some((key) => key.startsWith('__reactFiber$'));
  });
};

/** Opens a path and waits until the app has the page. */
export const open = async (page: Page, path: string): Promise<void> => {
  await page.goto(path);
  await appHasPage(page);
};

/** Opens a path, waits for its heading (and the app) and checks it with axe. */
export const visit = async (page: Page, path: string, heading: string | RegExp): Promise<void> => {
  await open(page, path);
  await expect(pageHeading(page, heading)).toBeVisible();
  await expectAccessible(page, path);
};

/** Registers through /register; the new account is signed in and lands on its profile. */
export const registerAccount = async (page: Page, account: Account): Promise<void> => {
  await visit(page, '/register', 'Register');
  await field(page, 'E-mail').fill(account.email);
  await field(page, 'Password').fill(account.password);
  await field(page, 'Repeat password').fill(account.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText(account.email).first()).toBeVisible();
};

/** Signs in through /login and waits to be sent on. */
export const signIn = async (page: Page, account: Account): Promise<void> => {
  await visit(page, '/login', 'Sign in');
  await field(page, 'E-mail').fill(account.email);
  await field(page, 'Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login$/);
};

/** Signs out from the account menu. */
export const signOut = async (page: Page): Promise<void> => {
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
};
