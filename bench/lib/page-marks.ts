// What the tap-to-visitor bench (../tap-to-visitor.ts) notes in each page: the marks of a tap's
// way on the page's own clock, a page opened with them (signed in, if asked), and the marks read
// back.
import type { Browser, Page } from 'playwright-core';

export interface Mark {
  name: string;
  at: number;
  detail?: string;
}

/**
 * Runs in every page before its own scripts: notes, on the page's clock, each step of a tap's
 * way (the tap, the outbox's IndexedDB transactions, its Web Lock, the request, the live event).
 */
export const instrument = () => {
  const marks: Mark[] = [];
  const now = () => performance.timeOrigin + performance.now();
  const mark = (name: string, detail?: string) =>
    marks.push({ name, at: now(), ...(detail ? { detail } : {}) });
  (window as unknown as { __marks: Mark[] }).__marks = marks;
  document.addEventListener('pointerdown', () => mark('pointerdown'), true);
  document.addEventListener('click', () => mark('click'), true);
  if (typeof IDBDatabase !== 'undefined') {
    // eslint-disable-next-line @typescript-eslint/unbound-method -- applied with its own `this` below
    const transaction = IDBDatabase.prototype.transaction;
    IDBDatabase.prototype.transaction = function (
      this: IDBDatabase,
      ...args: Parameters<IDBDatabase['transaction']>
    ) {
      const tx = transaction.apply(this, args);
      if (this.name === 'cueleague-outbox') {
        const mode = args[1] ?? 'readonly';
        mark(`idb-${mode}-start`);
        tx.addEventListener('complete', () => mark(`idb-${mode}-done`));
      }
      return tx;
    };
  }
  const locks = navigator.locks as LockManager | undefined;
  if (locks) {
    const request = locks.request.bind(locks) as (...args: unknown[]) => Promise<unknown>;
    (locks as unknown as { request: unknown }).request = (...args: unknown[]) => {
      mark('lock-asked');
      const callback = args[args.length - 1] as (lock: unknown) => unknown;
      return request(...args.slice(0, -1), (lock: unknown) => {
        mark('lock-held');
        return callback(lock);
      });
    };
  }
  const fetch = window.fetch.bind(window);
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method =
      init?.method ?? (typeof input === 'object' && 'method' in input ? input.method : 'GET');
    if (method !== 'PATCH' || !url.includes('/frames/')) return fetch(input, init);
    mark('request-sent');
    return fetch(input, init).then((response) => {
      mark('answer-headers');
      return response;
    });
  };
  const Socket = window.WebSocket;
  window.WebSocket = class extends Socket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols);
      // Registered before the app's own onmessage: the moment the event reached the page.
      this.addEventListener('message', (event: MessageEvent) => {
        if (typeof event.data === 'string' && event.data.startsWith('{"type":"event"'))
          mark('ws-event', String(event.data.length));
      });
    }
  };
};

/** The page's marks since the last call (and forgets them). */
export const takeMarks = (page: Page): Promise<Mark[]> =>
  page.evaluate(() => {
    const marks = (window as unknown as { __marks: Mark[] }).__marks;
    return marks.splice(0, marks.length);
  });

export const firstAfter = (marks: Mark[], name: string, after: number): number | undefined =>
  marks.find((mark) => mark.name === name && mark.at >= after)?.at;

export const newPage = async (
  browser: Browser,
  baseURL: string,
  login?: { email: string; password: string },
) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 800 } });
  // tsx keeps function names with a helper the page lacks: a no-op one for what is sent there.
  await context.addInitScript({ content: 'globalThis.__name = (target) => target;' });
  await context.addInitScript(instrument);
  if (login) {
    const signIn = await context.request.post('/api/auth/login', {
      data: { email: login.email, password: login.password },
    });
    if (!signIn.ok()) throw new Error(`sign-in failed: ${signIn.status()}`);
  }
  return context.newPage();
};
