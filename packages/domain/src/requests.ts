// zod schemas for the request bodies and queries of docs/api.md (each endpoint's "Send"). The
// server validates with them; the web app's forms use the same ones. Bodies are strict: unknown
// fields are refused.
//
// One file per part of the API in requests/: the shared fields (fields.ts), dates (dates.ts),
// auth (auth.ts), the league's data (league-data.ts), matches and their actions (matches.ts),
// tables and stats (tables.ts), the live channel (live.ts) and invites (invites.ts). They are
// all exported from here, so `@cueleague/domain/requests` stays the apps' one import.
export { emailSchema, newPasswordSchema, setupCodeSchema } from './requests/fields.ts';
export * from './requests/dates.ts';
export * from './requests/auth.ts';
export * from './requests/league-data.ts';
export * from './requests/matches.ts';
export * from './requests/tables.ts';
export * from './requests/live.ts';
export * from './requests/invites.ts';
