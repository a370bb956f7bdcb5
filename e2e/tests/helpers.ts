// Shared steps of the journeys: API sign-in for set-up work a person would do elsewhere.
import type { APIRequestContext } from '@playwright/test';
import type { Match } from '@cueleague/domain/entities';

export const DEMO_ADMIN = { email: 'admin@demo.cueleague.local', password: 'demo-password' };

/** Signs an API context in (its cookie jar keeps the session). */
export const apiLogin = async (
  request: APIRequestContext,
  account: { email: string; password: string },
): Promise<void> => {
  const response = await request.post('/api/auth/login', { data: account });
  if (!response.ok()) throw new Error(`login ${account.email}: ${response.status()}`);
};

/** The next frame that can be scored in a match: in the open round, both line-ups locked. */
export const nextScorableFrame = (match: Match) => {
  const round = match.progress.roundsLocked + 1;
  const locked =
    match.progress.lineupLocked.home[round - 1] && match.progress.lineupLocked.away[round - 1];
  if (!locked) return null;
  return (
    match.frames.find(
      (frame) =>
        frame.round === round &&
        frame.state === 'unplayed' &&
        frame.homePlayerId !== 'vacant' &&
        frame.awayPlayerId !== 'vacant',
    ) ?? null
  );
};
