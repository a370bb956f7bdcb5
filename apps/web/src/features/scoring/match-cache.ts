// The match being scored, as the query cache holds it: a frame the server answered is applied only
// when newer than the frame shown. A whole match goes through the matches entity's acceptMatch
// (live-cache.ts), by the page and by the outbox alike.
import { scoreOfFrames } from '@cueleague/domain/frame-result';
import type { Frame, Match } from '@cueleague/domain/entities';
import type { QueryClient } from '@tanstack/react-query';
import { matchKeys } from '../../entities/matches/api/matches-api.ts';

/** Shows one frame the server answered with (a refused stale write), unless already newer. */
export const acceptFrame = (queryClient: QueryClient, matchId: string, incoming: Frame): void => {
  queryClient.setQueryData<Match>(matchKeys.detail(matchId), (current) => {
    if (!current) return current;
    const frames = current.frames.map((frame) =>
      frame.frameId === incoming.frameId && frame.version < incoming.version ? incoming : frame,
    );
    const won = scoreOfFrames(frames);
    return { ...current, frames, homeScore: won.home, awayScore: won.away };
  });
  // The rest of the match may have moved on too.
  void queryClient.invalidateQueries({ queryKey: matchKeys.detail(matchId) });
};
