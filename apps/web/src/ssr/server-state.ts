// What a server-rendered page carries for the app that takes it over (render-page.tsx writes it,
// main.tsx reads it): the language its dates were written in and the data it was rendered from,
// as JSON in a <script> the browser never runs.
import type { DehydratedState } from '@tanstack/react-query';

export const SERVER_STATE_ID = 'cueleague-state';

export interface ServerState {
  /** The language the page's dates were written in (the visitor's Accept-Language). */
  locale: string;
  /** The queries the page was rendered from, as TanStack Query's dehydrate() gives them. */
  queries: DehydratedState;
}

/**
 * The state as the content of a <script type="application/json">: JSON with every `<` written
 * as its escape, so no text from the league (a team called `</script>`) can end the element.
 */
export const serverStateScript = (state: ServerState): string =>
  `<script id="${SERVER_STATE_ID}" type="application/json">${JSON.stringify(state).replace(
    /</g,
    '\\u003c',
  )}</script>`;

/**
 * The state a server-rendered page carries, or null (a page rendered in the browser alone). Its
 * answers count as fetched `now`: the server keeps a rendered page only until the next write
 * (the response cache), so what it was rendered from is still what the server would answer, and
 * the app does not ask for all of it again as it takes the page over.
 */
export const readServerState = (document: Document, now = Date.now()): ServerState | null => {
  const text = document.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text) as Partial<ServerState>;
    if (typeof state.locale !== 'string' || !Array.isArray(state.queries?.queries)) return null;
    for (const query of state.queries.queries) {
      query.state.dataUpdatedAt = Math.max(query.state.dataUpdatedAt, now);
    }
    return state as ServerState;
  } catch {
    return null;
  }
};
