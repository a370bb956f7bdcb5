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

/** The state a server-rendered page carries, or null (a page rendered in the browser alone). */
export const readServerState = (document: Document): ServerState | null => {
  const text = document.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text) as Partial<ServerState>;
    return typeof state.locale === 'string' && state.queries ? (state as ServerState) : null;
  } catch {
    return null;
  }
};
