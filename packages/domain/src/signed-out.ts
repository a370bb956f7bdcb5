// The auth state of a visitor who is not signed in, in a module of its own: it imports only types,
// so the web app's first load (which needs it) does not bring zod and every schema with it.
import type { AuthState } from './entities.ts';

export const SIGNED_OUT: Readonly<AuthState> = Object.freeze({
  user: null,
  role: null,
  isAdmin: false,
  team: null,
  captainOf: [],
  memberOf: [],
});
